import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// The two kinds of maximal photo an upload can carry, made once and kept in the bench folder:
// - bytes: just under the 50 MB limit (a 4000x4000 noise PNG: noise does not compress);
// - pixels: just under the 50-megapixel limit (7000x7000, 16 bits a channel, as in the review).
export interface TFixture {
  name: 'bytes' | 'pixels';
  file: string;
  describe: string;
}

export async function makeFixtures(dir: string): Promise<TFixture[]> {
  await mkdir(dir, { recursive: true });
  const bytes = path.join(dir, 'max-bytes.png');
  if (!existsSync(bytes)) {
    const png = await sharp({
      create: {
        width: 4000,
        height: 4000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await writeFile(bytes, png);
  }
  const pixels = path.join(dir, 'max-pixels.png');
  if (!existsSync(pixels)) {
    const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3a6ea5' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    await writeFile(pixels, png);
  }
  return [
    { name: 'bytes', file: bytes, describe: '4000x4000 noise PNG' },
    { name: 'pixels', file: pixels, describe: '7000x7000 (49 MP) 16-bit PNG' },
  ];
}
