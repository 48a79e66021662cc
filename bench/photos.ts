import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processPhoto } from '../server/adapters/images/photos';

// How long one uploaded phone photo takes to become its three WebP sizes: a 12-megapixel
// (4000x3000) JPEG, sideways (EXIF orientation 6) like most phone shots. Its content is blurred
// noise, harder to compress than a typical photo, so this errs on the slow side.
//   npx tsx bench/photos.ts

const RUNS = 5;

const noise = await sharp({
  create: {
    width: 4000,
    height: 3000,
    channels: 3,
    noise: { type: 'gaussian', mean: 128, sigma: 60 },
    background: '#000',
  },
})
  .blur(1.5)
  .jpeg({ quality: 90 })
  .toBuffer();
const input = await sharp(noise).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();

await processPhoto(input); // warm-up: loads libvips' codecs
const times: number[] = [];
let sizes = '';
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  const photo = await processPhoto(input);
  times.push(performance.now() - start);
  sizes = photo.variants
    .map((v) => `${v.name} ${v.width}x${v.height} ${(v.body.length / 1024).toFixed(1)} KiB`)
    .join(', ');
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] ?? 0;
console.log(
  `input: 4000x3000 JPEG, ${(input.length / 1024 / 1024).toFixed(1)} MiB; sharp concurrency ${sharp.concurrency()}`,
);
console.log(`variants: ${sizes}`);
console.log(
  `processPhoto median of ${RUNS}: ${median.toFixed(0)} ms (min ${times[0]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)})`,
);
