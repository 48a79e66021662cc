import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/build/precompress';
import { pwaOptions } from './vite.pwa';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The browser app lives in web/; `npm run dev` proxies /api to the Fastify server on PORT (3000).
export default defineConfig({
  root: r('./web'),
  plugins: [react(), VitePWA(pwaOptions), precompress()],
  resolve: { alias: { '@common': r('./common'), '@': r('./web/src') } },
  build: { outDir: r('./web/dist'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, ws: true } },
  },
});
