import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of each text file, leaving maps, HTML, images and tiny files alone', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const x = ${JSON.stringify('part '.repeat(2000))};`;
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'assets', 'index-abc.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), script);
    writeFileSync(path.join(dir, 'index.html'), `<p>${'x'.repeat(3000)}</p>`);
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4000));
    writeFileSync(path.join(dir, 'tiny.js'), 'export {};');

    await precompressDir(dir);

    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(zlib.brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(readFileSync(`${js}.gz`).length);
    expect(existsSync(path.join(dir, 'assets', 'index-abc.css.br'))).toBe(true);
    for (const skipped of ['assets/index-abc.js.map', 'index.html', 'icon.png', 'tiny.js']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
