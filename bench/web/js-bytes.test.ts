import { describe, expect, it } from 'vitest';
import { compressedBytes, encodedTotals, jsTotals, scriptRequests, type TNetworkRequest } from './js-bytes';

const origin = 'http://127.0.0.1:4000';
const requests: TNetworkRequest[] = [
  { url: `${origin}/`, resourceType: 'Document', transferSize: 900, resourceSize: 2000 },
  { url: `${origin}/assets/index-a.js`, resourceType: 'Script', transferSize: 1000, resourceSize: 3000 },
  { url: `${origin}/assets/chunk-b.js`, resourceType: 'Script', transferSize: 500, resourceSize: 1500 },
  { url: `${origin}/assets/chunk-b.js`, resourceType: 'Script', transferSize: 0, resourceSize: 1500 },
  { url: `${origin}/assets/index-a.css`, resourceType: 'Stylesheet', transferSize: 300, resourceSize: 800 },
  { url: 'https://elsewhere.example/x.js', resourceType: 'Script', transferSize: 99, resourceSize: 99 },
];

describe('the home route JavaScript', () => {
  it("keeps the page's own scripts, each once", () => {
    expect(scriptRequests(requests, origin).map((r) => r.url)).toEqual([
      `${origin}/assets/index-a.js`,
      `${origin}/assets/chunk-b.js`,
    ]);
  });

  it('sums files and bytes as loaded', () => {
    expect(jsTotals(scriptRequests(requests, origin))).toEqual({
      files: 2,
      transferBytes: 1500,
      resourceBytes: 4500,
    });
  });

  it('sums each encoding, and calls one not served for every script missing', () => {
    const totals = encodedTotals([
      { url: 'a', raw: 3000, gzip: 1000, br: 800 },
      { url: 'b', raw: 1500, gzip: 500, br: null },
    ]);
    expect(totals).toEqual({ raw: 4500, gzip: 1500, br: null });
    expect(compressedBytes(totals)).toEqual({ bytes: 1500, encoding: 'gzip' });
  });

  it('judges the goal on brotli when every script is served in it', () => {
    const totals = encodedTotals([{ url: 'a', raw: 3000, gzip: 1000, br: 800 }]);
    expect(compressedBytes(totals)).toEqual({ bytes: 800, encoding: 'br' });
  });
});
