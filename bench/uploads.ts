import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeFixtures, type TFixture } from './uploads/fixtures';
import { startServer, type TServer } from './uploads/server';

// Memory of the server while 8 anonymous reports arrive at once, each with 4 maximal photos
// (4 x ~50 MB, or 4 x 49 megapixels): its resident set (RSS) sampled every 20 ms, growth over the
// idle server after a warm-up report. Each kind runs on a fresh server process (the same data
// folder, so the demo posts are made once).
//   npm run bench:uploads            (CONCURRENCY=8 PHOTOS=4 to change the load; UPLOAD_ONLY=1
//   reports a missing post, so the photos are only streamed to disk, then refused with 404;
//   MALLOC_ARENA_MAX=default runs the server with glibc's default malloc arenas, not npm start's 2)

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const PHOTOS = Number(process.env.PHOTOS ?? 4);
const UPLOAD_ONLY = process.env.UPLOAD_ONLY === '1';
const PORT = 3900 + (process.pid % 90);
const dir = path.join(os.tmpdir(), 'partsyard-bench-uploads');
let address = 0;

async function somePostId(server: TServer): Promise<number> {
  const res = await fetch(`${server.url}/api/posts/search`);
  const body = (await res.json()) as { posts?: { id: number }[] };
  const id = body.posts?.[0]?.id;
  if (!id) throw new Error(`no post to report (search answered ${res.status})`);
  return id;
}

async function report(server: TServer, postId: number, photo: Blob, photos: number) {
  const form = new FormData();
  form.set('post_id', String(postId));
  form.set('reason', 'Spam');
  form.set('email', 'bench@example.com');
  for (let i = 0; i < photos; i++) form.append('photo', photo, `photo-${i}.png`);
  address++;
  const res = await fetch(`${server.url}/api/reports`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': `10.9.${address >> 8}.${address & 255}` },
  });
  await res.arrayBuffer();
  return res.status;
}

async function run(fixture: TFixture, tiny: Blob) {
  const server = await startServer(path.join(dir, 'data'), PORT);
  try {
    const livePost = await somePostId(server);
    await report(server, livePost, tiny, 1); // warm-up: sharp's codecs, the report route
    const photo = new Blob([await readFile(fixture.file)], { type: 'image/png' });
    await new Promise((r) => setTimeout(r, 500));
    const base = server.rssMb();
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb());
    }, 20);
    const start = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENCY }, () =>
        report(server, UPLOAD_ONLY ? 2_000_000_000 : livePost, photo, PHOTOS),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, server.rssMb());
    const counts: Record<number, number> = {};
    for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
    console.log(
      `${fixture.name.padEnd(6)} ${fixture.describe}, ${(photo.size / 1024 / 1024).toFixed(1)} MiB each: ` +
        `${CONCURRENCY} reports x ${PHOTOS} photos in ${seconds.toFixed(1)} s, answers ${JSON.stringify(counts)}; ` +
        `RSS idle ${base.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${(peak - base).toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
}

const fixtures = await makeFixtures(dir);
const sharp = (await import('sharp')).default;
const tiny = new Blob([
  new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer(),
  ),
]);
console.log(
  `cores ${os.availableParallelism()}, node ${process.version}, MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? '2'}`,
);
for (const fixture of fixtures) await run(fixture, tiny);
