#!/usr/bin/env node
// Lays out, in a folder, what the Dockerfile's runtime stage holds: its `COPY --from=build` paths
// (read from the Dockerfile itself, so the two cannot drift apart) taken from this checkout's build,
// and production dependencies only (`npm ci --omit=dev`, as the image's deps stage runs it).
// The cluster test runs its instances from such a folder: a file the image forgets, or a package
// that only a dev dependency brought in, fails CI instead of a deployment.
// Usage: node scripts/runtime-layout.mjs <dest>   (run `npm run build` first)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The runtime stage's `COPY --from=build /app/<src> <dest>` pairs, relative to /app. */
export function runtimeCopies(dockerfile) {
  const stages = dockerfile.split(/^FROM /m);
  const runtime = stages.find((s) => /^\S+\s+AS\s+runtime\b/i.test(s));
  if (!runtime) throw new Error('Dockerfile: no stage named runtime');
  return [...runtime.matchAll(/^COPY --from=build \/app\/(\S+) (\S+)$/gm)].map((m) => ({
    from: m[1],
    to: m[2],
  }));
}

function layout(dest) {
  const copies = runtimeCopies(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(path.join(dest, 'scripts'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    cpSync(path.join(root, file), path.join(dest, file));
  // npm ci's preinstall runs the version check: the script and the check it requires.
  for (const file of ['scripts/check-node.cjs', 'server/node-version.cjs'])
    cpSync(path.join(root, file), path.join(dest, file));
  for (const { from, to } of copies) {
    const src = path.join(root, from);
    if (!existsSync(src))
      throw new Error(`Dockerfile copies ${from}, which is missing: run npm run build first`);
    cpSync(src, path.join(dest, to), { recursive: true });
  }
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dest,
    stdio: 'inherit',
  });
  return copies;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dest = process.argv[2];
  if (!dest) {
    console.error('usage: node scripts/runtime-layout.mjs <dest>');
    process.exit(2);
  }
  const copies = layout(path.resolve(dest));
  console.log(`runtime layout in ${dest}: ${copies.map((c) => c.to).join(', ')} + production node_modules`);
}
