// Compiles the server and its command-line tools to JavaScript in dist/server (`npm run build:server`),
// so production runs plain `node --enable-source-maps` with no TypeScript loader. Packages stay in
// node_modules (sharp's and PGlite's native and wasm files load from there); @common/* is bundled.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist/server');

// Source files find their data next to themselves (migrations, seed CSVs, web/dist) through
// import.meta.url and import.meta.dirname. In a bundle those name the bundle, so each file's own
// location is written in instead, relative to the bundle: the build output stays movable with the tree.
const ownLocation = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let text = await readFile(args.path, 'utf8');
      if (text.includes('import.meta.')) {
        const rel = (p) => path.relative(outdir, p).split(path.sep).join('/');
        const file = JSON.stringify(rel(args.path));
        const dir = JSON.stringify(`${rel(path.dirname(args.path))}/`);
        text = text
          .replaceAll('import.meta.url', `new URL(${file}, import.meta.url).href`)
          .replaceAll('import.meta.dirname', `__ownPath(new URL(${dir}, import.meta.url))`);
      }
      return { contents: text, loader: 'ts' };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    admin: 'server/cli/admin.ts',
    'seed-demo': 'server/cli/seed-demo.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { fileURLToPath as __ownPath } from 'node:url';" },
  plugins: [ownLocation],
});
