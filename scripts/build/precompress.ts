import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// Phones pay for every byte: the build writes a brotli (best quality) and a gzip copy next to each
// text file of web/dist, which the server sends as they are (@fastify/static preCompressed). Done
// once here, the best compression costs nothing per request.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files a browser fetches (source maps and index.html, which the server reads, are left out). */
export const PRECOMPRESSED = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (PRECOMPRESSED.test(entry.name)) yield full;
  }
}

/** Writes file.br and file.gz for each text file under dir; a copy no smaller than the file is not kept. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < body.length) await writeFile(`${file}.br`, br);
        if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

/** Vite plugin: precompresses the client build's output once every other plugin has written its files. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'partsyard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
