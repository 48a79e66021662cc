import sharp from 'sharp';
import { processPhoto, type TProcessedPhoto } from '../adapters/images/photos';
import { drawingSvg } from './drawings';
import type { TIllustration } from './plan';

// Each illustration a run needs is rendered and processed ONCE, through the same photo pipeline an
// upload goes through (processPhoto: WebP variants); every post then stores its own copy of the
// processed files, so a post owns its photos like any other (deleting it deletes them).

/** Photo width and height of the processed illustrations (the drawings' 4:3 canvas, scaled). */
const RENDER_WIDTH = 800;

/** The processed variants of each illustration, rendered in parallel. */
export async function renderIllustrations(
  wanted: Iterable<TIllustration>,
): Promise<Map<string, TProcessedPhoto>> {
  const unique = new Map<string, TIllustration>();
  for (const i of wanted) unique.set(i.key, i);
  const rendered = await Promise.all(
    [...unique.values()].map(async (i) => {
      const png = await sharp(Buffer.from(drawingSvg(i.drawing, i.paint)))
        .resize(RENDER_WIDTH)
        .png({ compressionLevel: 0 })
        .toBuffer();
      return [i.key, await processPhoto(png)] as const;
    }),
  );
  return new Map(rendered);
}

/** Width and height the post_images rows record when no file is rendered (the benchmark mode). */
export const ILLUSTRATION_SIZE = { width: RENDER_WIDTH, height: (RENDER_WIDTH * 3) / 4 };
