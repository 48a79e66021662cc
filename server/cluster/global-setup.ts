import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The cluster runs the built app: the server is compiled again here (esbuild, about a second), so it
 * matches the source; the web app's build (web/dist, web/dist-ssr) must exist (`npm run build`, which
 * `npm test` runs first in CI).
 */
export default function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  for (const built of ['web/dist/index.html', 'web/dist-ssr']) {
    if (!existsSync(path.join(root, built))) {
      throw new Error(
        `The cluster test runs the built app, and ${built} is missing: run \`npm run build\` first.`,
      );
    }
  }
  execFileSync(process.execPath, ['build-server.mjs'], { cwd: root, stdio: 'inherit' });
}
