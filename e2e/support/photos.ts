import sharp from 'sharp';

export interface TTestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real image made at run time (a coloured rectangle), as Playwright's setInputFiles takes it. */
export async function testPhoto(name: string, colour: string): Promise<TTestPhoto> {
  const canvas = sharp({ create: { width: 320, height: 240, channels: 3, background: colour } });
  const jpeg = name.endsWith('.jpg') || name.endsWith('.jpeg');
  const buffer = await (jpeg ? canvas.jpeg() : canvas.png()).toBuffer();
  return { name, mimeType: jpeg ? 'image/jpeg' : 'image/png', buffer };
}
