// Makes the app's install icons (web manifest, Apple touch icon) from the SVG logo with sharp, so
// the PNGs always match the logo: `npx tsx scripts/pwa/build-icons.ts` writes them into web/public/.
// The maskable icon puts the logo inside the safe zone (the middle 80%) on the theme colour, since
// a phone's launcher crops it to its own shape.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { COLORS } from '../../common/constants';

const pub = (p: string) => fileURLToPath(new URL(`../../web/public/${p}`, import.meta.url));
const logo = readFileSync(pub('logo/stage-3.svg'));

/** The logo at `size` px, on a transparent square. */
function plain(size: number) {
  return sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 });
}

/** The logo at `inner` px centred on a `size` px square of `background`. */
async function padded(size: number, inner: number, background: string) {
  const mark = await plain(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 });
}

await plain(192).toFile(pub('pwa-192x192.png'));
await plain(512).toFile(pub('pwa-512x512.png'));
await (await padded(512, 360, COLORS.primary)).toFile(pub('maskable-icon-512x512.png'));
// iOS fills transparency with black: the touch icon gets a white square behind the logo.
await (await padded(180, 164, '#ffffff')).toFile(pub('apple-touch-icon-180x180.png'));
