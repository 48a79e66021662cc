// How long the server takes to answer a server-rendered page (the HTML, rendered for a visitor):
// sequential GETs of each page after a warm-up, median and p95 (ms). The renderer's whole cost:
// head, renders, the page's API calls in-process, compression.

const WARM_UP = 3;
const SAMPLES = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

async function expectServerRendered(url: string): Promise<void> {
  if (!(await (await fetch(url)).text()).includes('id="server-state"')) {
    throw new Error(`${url} was not rendered on the server (the render failed or timed out)`);
  }
}

export async function renderTimes(
  baseUrl: string,
  pages: { name: string; path: string }[],
): Promise<{ name: string; p50: number; p95: number }[]> {
  const out = [];
  for (const p of pages) {
    const url = baseUrl + p.path;
    await expectServerRendered(url);
    for (let i = 0; i < WARM_UP; i++) await timeGet(url);
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timeGet(url));
    samples.sort((a, b) => a - b);
    out.push({ name: p.name, p50: percentile(samples, 50), p95: percentile(samples, 95) });
  }
  return out;
}
