import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_CLICKS_SCRIPT } from './common/early-clicks';
import { precompress } from './scripts/build/precompress';
import { zodJitless } from './scripts/build/zod-jitless';
import { pwaOptions } from './vite.pwa';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The inline script that holds clicks made before the app loads, first in <head> (common/early-clicks.ts). */
const earlyClicks = (): Plugin => ({
  name: 'partsyard-early-clicks',
  transformIndexHtml: () => [{ tag: 'script', children: EARLY_CLICKS_SCRIPT, injectTo: 'head-prepend' }],
});

// The browser app lives in web/; `npm run dev` proxies /api to the Fastify server on PORT (3000).
// `vite build --ssr` builds the server's renderer (web/src/ssr/entry-server.tsx) into web/dist-ssr,
// outside the folder the server publishes.
export default defineConfig(({ isSsrBuild }) => ({
  root: r('./web'),
  plugins: isSsrBuild
    ? [react()]
    : [zodJitless(), react(), earlyClicks(), VitePWA(pwaOptions), precompress()],
  resolve: { alias: { '@common': r('./common'), '@': r('./web/src') } },
  // The renderer carries its packages inside (React's production build among them) instead of
  // loading node_modules' copies, which pick their build from NODE_ENV at run time.
  ssr: { noExternal: true },
  // The renderer bundles React: its production build, chosen here rather than by NODE_ENV at run time.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        ssr: true,
        rolldownOptions: { input: r('./web/src/ssr/entry-server.tsx') },
        outDir: r('./web/dist-ssr'),
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: true,
      }
    : {
        outDir: r('./web/dist'),
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 1500,
        // One style sheet, linked in the page's head: a server-rendered page paints before its
        // lazy modules load, so the styles of what it shows (a card, the carousel) must be there.
        cssCodeSplit: false,
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true } },
  },
}));
