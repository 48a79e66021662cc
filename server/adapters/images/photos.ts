import { channel } from 'node:diagnostics_channel';
import { open } from 'node:fs/promises';
import os from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { createSlots } from './slots';

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

// 50 megapixels is well past any phone camera. The header's dimensions are checked before any
// pixel is decoded (and sharp's limitInputPixels holds the decoder to it), so a small file claiming
// enormous dimensions (a decompression bomb) is refused at once.
export const MAX_PIXELS = 50_000_000;
const QUALITY = 80;
const LARGEST_BOX = 1600;

// Decoding a photo takes a core and memory: at most one per core at a time, the others wait their
// turn (their files wait on disk, not in memory). A wide PNG takes more than one slot (decodeWeight).
export const photoSlots = createSlots(Math.max(1, os.availableParallelism()));
// Shrinking a PNG, libvips holds ~2,000 of its rows at once (measured: 24 MB for a 4000-pixel-wide
// RGB one, 84 MB for a 7000-pixel-wide 16-bit one); each slot stands for 64 MB of that. A JPEG
// shrinks while it is decoded, so even the largest holds far less.
const ROWS_IN_FLIGHT = 2000;
const SLOT_BYTES = 64 * 1024 * 1024;

/** How many slots decoding this photo takes: 1, or more for a wide (or 16-bit) PNG. */
export function decodeWeight(meta: Pick<Metadata, 'format' | 'width' | 'channels' | 'depth'>) {
  if (meta.format !== 'png') return 1;
  const sampleBytes = meta.depth === 'ushort' ? 2 : 1;
  return Math.max(1, Math.ceil((meta.width * meta.channels * sampleBytes * ROWS_IN_FLIGHT) / SLOT_BYTES));
}
// libvips' cache would keep decoded images and open files (deleted temp files included) for
// operations that never repeat: every upload is a new image.
sharp.cache(false);

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** One photo processed or refused: the whole call in seconds, and the part before its decoding slot (when it got one). */
export interface TPhotoTiming {
  seconds: number;
  waitSeconds?: number;
  ok: boolean;
}

/** Where each photo's timing is published (the metrics subscribe; nothing is done without them). */
export const photoTimings = channel('partsyard.photo.processed');

/** A photo in memory, or the path of a file holding it (an upload streamed to disk). */
export type TPhotoInput = Buffer | string;

/** 'png' or 'jpeg' by the file's first bytes (never its name or declared type), else null. */
export function photoType(input: Buffer): 'png' | 'jpeg' | null {
  if (input.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (input.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  return null;
}

async function firstBytes(input: TPhotoInput): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, PNG_MAGIC.length);
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(PNG_MAGIC.length);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Turns an uploaded PNG or JPEG into WebP variants: oriented from its EXIF, resized inside each
 * box (never enlarged), and stripped of every metadata block (EXIF with GPS, ICC, XMP), since
 * sharp writes none unless asked to. At most one photo per core is decoded at a time.
 */
export async function processPhoto(input: TPhotoInput): Promise<TProcessedPhoto> {
  const started = performance.now();
  const timing: TPhotoTiming = { seconds: 0, ok: false };
  try {
    const photo = await convert(input, () => {
      timing.waitSeconds = (performance.now() - started) / 1000;
    });
    timing.ok = true;
    return photo;
  } finally {
    if (photoTimings.hasSubscribers) {
      timing.seconds = (performance.now() - started) / 1000;
      photoTimings.publish(timing);
    }
  }
}

/** processPhoto without its timing; `onSlot` is called once the photo has its decoding slot. */
async function convert(input: TPhotoInput, onSlot: () => void): Promise<TProcessedPhoto> {
  const type = photoType(await firstBytes(input));
  if (!type) throw new PhotoError('UNSUPPORTED', 'Only PNG and JPEG photos are accepted');
  // failOn 'error' refuses truncated and broken pixel data rather than storing a half-grey photo.
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true } as const;
  try {
    // The header alone: its format and dimensions, before the queue and before any decoding.
    const meta = await sharp(input, options).metadata();
    if (meta.format !== type) throw new PhotoError('CORRUPT', `Content is not a readable ${type}`);
    if (meta.width * meta.height > MAX_PIXELS) throw tooManyPixels();
    return await photoSlots.run(async () => {
      onSlot();
      // One decode, straight down to the largest box (JPEG shrinks while decoding, PNG is read
      // line by line), as 8-bit sRGB pixels; the smaller sizes are made from that.
      const largest = await sharp(input, options)
        .rotate()
        .resize(LARGEST_BOX, LARGEST_BOX, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = largest.info;
      const raw = { raw: { width, height, channels } };
      // One after another: the slot already keeps a core busy, and each WebP encoder holds memory.
      const variants: TPhotoVariant[] = [];
      for (const { name, box } of VARIANTS) {
        const { data, info } = await sharp(largest.data, raw)
          .resize(box, box, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: QUALITY })
          .toBuffer({ resolveWithObject: true });
        variants.push({
          name,
          body: data,
          width: info.width,
          height: info.height,
          contentType: 'image/webp',
        });
      }
      return { variants, width: meta.autoOrient.width, height: meta.autoOrient.height };
    }, decodeWeight(meta));
  } catch (err) {
    if (err instanceof PhotoError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) throw tooManyPixels();
    throw new PhotoError('CORRUPT', `Photo could not be read: ${message}`);
  }
}

const tooManyPixels = () =>
  new PhotoError('TOO_LARGE_DIMENSIONS', `Photo is larger than ${MAX_PIXELS / 1_000_000} megapixels`);
