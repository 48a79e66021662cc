import sharp from 'sharp';

export interface TPhotoVariant {
  name: 'thumb' | 'card' | 'full';
  body: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

export interface TProcessedPhoto {
  variants: TPhotoVariant[];
  /** The original's size once oriented (what the person saw on their phone). */
  width: number;
  height: number;
}

export type TPhotoErrorCode = 'UNSUPPORTED' | 'CORRUPT' | 'TOO_LARGE_DIMENSIONS';

export class PhotoError extends Error {
  constructor(
    readonly code: TPhotoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

// Bounding boxes of the stored sizes: search-result thumbnail, post card, full view.
const VARIANTS = [
  { name: 'thumb', box: 200 },
  { name: 'card', box: 600 },
  { name: 'full', box: 1600 },
] as const;

// 50 megapixels is well past any phone camera; the limit is read from the header, so a small file
// claiming enormous dimensions (a decompression bomb) is refused before any pixel is decoded.
const MAX_PIXELS = 50_000_000;
const QUALITY = 80;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** 'png' or 'jpeg' by the file's first bytes (never its name or declared type), else null. */
export function photoType(input: Buffer): 'png' | 'jpeg' | null {
  if (input.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (input.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

/**
 * Turns an uploaded PNG or JPEG into WebP variants: oriented from its EXIF, resized inside each
 * box (never enlarged), and stripped of every metadata block (EXIF with GPS, ICC, XMP), since
 * sharp writes none unless asked to.
 */
export async function processPhoto(input: Buffer): Promise<TProcessedPhoto> {
  const type = photoType(input);
  if (!type) throw new PhotoError('UNSUPPORTED', 'Only PNG and JPEG photos are accepted');
  // failOn 'error' refuses truncated and broken pixel data rather than storing a half-grey photo.
  const source = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  try {
    const meta = await source.metadata();
    if (meta.format !== type) throw new PhotoError('CORRUPT', `Content is not a readable ${type}`);
    const oriented = source.rotate();
    const variants = await Promise.all(
      VARIANTS.map(async ({ name, box }): Promise<TPhotoVariant> => {
        const { data, info } = await oriented
          .clone()
          .resize(box, box, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { name, body: data, width: info.width, height: info.height, contentType: 'image/webp' };
      }),
    );
    return { variants, width: meta.autoOrient.width, height: meta.autoOrient.height };
  } catch (err) {
    if (err instanceof PhotoError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) {
      throw new PhotoError(
        'TOO_LARGE_DIMENSIONS',
        `Photo is larger than ${MAX_PIXELS / 1_000_000} megapixels`,
      );
    }
    throw new PhotoError('CORRUPT', `Photo could not be read: ${message}`);
  }
}
