import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngClaiming as pngHeader } from '../../test/images';
import { decodeWeight, PhotoError, photoSlots, processPhoto } from './photos';

// Test images are made with sharp itself, so no binary fixtures live in the repository.
const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 80, b: 20, alpha: 0.5 } } });

/** A phone photo: 3000x2000 stored sideways (EXIF orientation 6), with camera and GPS tags. */
const phoneJpeg = () =>
  solid(3000, 2000)
    .withExif({
      IFD0: { Make: 'PartsYardCam', Model: 'Test Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 34/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 }) // also embeds an sRGB ICC profile
    .jpeg({ quality: 90 })
    .toBuffer();

/** True when a raw EXIF block ('Exif\0\0' + TIFF) has a GPS IFD pointer (tag 0x8825) in IFD0. */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

const isWebp = (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';

async function expectPhotoError(input: Buffer, code: PhotoError['code']) {
  const err = await processPhoto(input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PhotoError);
  expect((err as PhotoError).code).toBe(code);
}

describe('processPhoto', () => {
  it('orients a phone JPEG, makes three WebP sizes and drops every metadata block', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif && hasGpsIfd(before.exif)).toBe(true);
    expect(before.exif?.toString('latin1')).toContain('PartsYardCam');
    expect(before.icc).toBeDefined();

    const photo = await processPhoto(input);
    // Orientation 6 turns the 3000x2000 sensor image into a 2000x3000 portrait.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2000, height: 3000 });
    expect(photo.variants.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: 'thumb', width: 133, height: 200 },
      { name: 'card', width: 400, height: 600 },
      { name: 'full', width: 1067, height: 1600 },
    ]);
    for (const v of photo.variants) {
      expect(v.contentType).toBe('image/webp');
      expect(isWebp(v.body)).toBe(true);
      const meta = await sharp(v.body).metadata();
      expect(meta.format).toBe('webp');
      expect({ width: meta.width, height: meta.height }).toEqual({ width: v.width, height: v.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.body.toString('latin1')).not.toMatch(/PartsYardCam|EXIF|XMP |ICCP/);
    }
  });

  it('never enlarges a small photo', async () => {
    const photo = await processPhoto(await solid(300, 150).jpeg().toBuffer());
    expect(photo.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumb', 200, 100],
      ['card', 300, 150],
      ['full', 300, 150],
    ]);
  });

  it('keeps the transparency of a PNG', async () => {
    const photo = await processPhoto(await solid(800, 600, 4).png().toBuffer());
    expect(photo).toMatchObject({ width: 800, height: 600 });
    const card = photo.variants.find((v) => v.name === 'card');
    expect(card).toMatchObject({ width: 600, height: 450 });
    expect((await sharp(card?.body).metadata()).hasAlpha).toBe(true);
  });

  it('reads a photo from a file (an upload on disk), and a 16-bit PNG keeps its colours', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-photo-'));
    const file = path.join(dir, 'upload.part');
    // 16 bits a channel, as cameras and editors export; #3a6ea5 is (58, 110, 165).
    await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a6ea5' } })
      .toColourspace('rgb16')
      .png()
      .toFile(file);
    const photo = await processPhoto(file);
    expect(photo).toMatchObject({ width: 2400, height: 1800 });
    const full = photo.variants.find((v) => v.name === 'full');
    expect(full).toMatchObject({ width: 1600, height: 1200 });
    const { data } = await sharp(full?.body).raw().toBuffer({ resolveWithObject: true });
    // WebP is lossy: each channel within 4 of the original's.
    const drift = [58, 110, 165].map((c, i) => Math.abs((data[i] ?? 0) - c));
    expect(Math.max(...drift)).toBeLessThanOrEqual(4);
    rmSync(dir, { recursive: true, force: true });
  });

  it('decodes at most one photo per core at a time; the others wait their turn', async () => {
    const inputs = await Promise.all(
      Array.from({ length: photoSlots.size * 3 }, (_, i) =>
        solid(1200 + i, 900)
          .jpeg()
          .toBuffer(),
      ),
    );
    const photos = await Promise.all(inputs.map((input) => processPhoto(input)));
    expect(photos.map((p) => p.width)).toEqual(inputs.map((_, i) => 1200 + i));
    expect(photoSlots.size).toBe(os.availableParallelism());
    expect(photoSlots.peak()).toBe(photoSlots.size);
    expect(photoSlots.active()).toBe(0);
  });

  it('lets a wide or 16-bit PNG take more than one decoding slot, never a JPEG', () => {
    const png = { format: 'png', channels: 3, depth: 'uchar' } as const;
    expect(decodeWeight({ ...png, width: 4000 })).toBe(1); // 24 MB of rows in flight
    expect(decodeWeight({ ...png, width: 7000 })).toBe(1); // 42 MB
    expect(decodeWeight({ ...png, width: 7000, depth: 'ushort' })).toBe(2); // 84 MB
    expect(decodeWeight({ ...png, width: 7000, channels: 4, depth: 'ushort' })).toBe(2);
    expect(decodeWeight({ format: 'jpeg', width: 8160, channels: 3, depth: 'uchar' })).toBe(1);
  });

  it.each([
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251))],
    ['text', Buffer.from('just some text, not a photo')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as UNSUPPORTED', async (_name, input) => {
    await expectPhotoError(input, 'UNSUPPORTED');
  });

  it('refuses GIF and WebP input as UNSUPPORTED', async () => {
    await expectPhotoError(await solid(20, 20).gif().toBuffer(), 'UNSUPPORTED');
    await expectPhotoError(await solid(20, 20).webp().toBuffer(), 'UNSUPPORTED');
  });

  it('refuses a truncated JPEG, or a JPEG header over junk, as CORRUPT', async () => {
    const jpeg = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    await expectPhotoError(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'CORRUPT');
    await expectPhotoError(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]), 'CORRUPT');
  });

  it('refuses a PNG claiming more than 50 megapixels before decoding it', async () => {
    await expectPhotoError(pngHeader(10_000, 10_000), 'TOO_LARGE_DIMENSIONS');
    await expectPhotoError(pngHeader(8_001, 6_250), 'TOO_LARGE_DIMENSIONS'); // just past 50,000,000
  });
});
