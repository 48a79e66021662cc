import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The process tests run the compiled server: build it once per run (esbuild: under a second). */
export default function setup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['build-server.mjs'], { cwd: root, stdio: 'inherit' });
}
