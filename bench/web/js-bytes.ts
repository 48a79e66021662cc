// The home route's JavaScript: the scripts the page loaded (from Lighthouse's network requests), each
// fetched again as sent raw, gzip and brotli, so the sizes do not depend on what Chrome asked for.

import http from 'node:http';

/** A row of Lighthouse's network-requests audit (the fields used here). */
export interface TNetworkRequest {
  url: string;
  resourceType?: string;
  /** Bytes on the wire, headers included, as Chrome received them. */
  transferSize?: number;
  /** Bytes of the body after decoding. */
  resourceSize?: number;
  statusCode?: number;
}

/** One script's body size per encoding; null for an encoding the server does not serve it in. */
export interface TScriptSize {
  url: string;
  raw: number;
  gzip: number | null;
  br: number | null;
}

export interface TJsTotals {
  files: number;
  /** As Chrome loaded them (Lighthouse's transfer and decoded sizes). */
  transferBytes: number;
  resourceBytes: number;
}

/** The page's own scripts (same origin, not data: URLs), each once. */
export function scriptRequests(requests: TNetworkRequest[], origin: string): TNetworkRequest[] {
  const seen = new Set<string>();
  return requests.filter((r) => {
    if (r.resourceType !== 'Script' || !r.url.startsWith(`${origin}/`) || seen.has(r.url)) return false;
    seen.add(r.url);
    return true;
  });
}

export function jsTotals(scripts: TNetworkRequest[]): TJsTotals {
  let transferBytes = 0;
  let resourceBytes = 0;
  for (const s of scripts) {
    transferBytes += s.transferSize ?? 0;
    resourceBytes += s.resourceSize ?? 0;
  }
  return { files: scripts.length, transferBytes, resourceBytes };
}

export interface TEncodedTotals {
  raw: number;
  /** null when some script was not served gzip-encoded (then the sum would mix encodings). */
  gzip: number | null;
  br: number | null;
}

export function encodedTotals(sizes: TScriptSize[]): TEncodedTotals {
  const sum = (pick: (s: TScriptSize) => number | null) => {
    let total = 0;
    for (const s of sizes) {
      const n = pick(s);
      if (n === null) return null;
      total += n;
    }
    return total;
  };
  return { raw: sum((s) => s.raw) ?? 0, gzip: sum((s) => s.gzip), br: sum((s) => s.br) };
}

/** The smallest encoding the server serves every script in: what a browser downloads. */
export function compressedBytes(t: TEncodedTotals): { bytes: number; encoding: string } {
  if (t.br !== null) return { bytes: t.br, encoding: 'br' };
  if (t.gzip !== null) return { bytes: t.gzip, encoding: 'gzip' };
  return { bytes: t.raw, encoding: 'none' };
}

/** A script's body size in each encoding, by asking with that Accept-Encoding only. */
export async function measureScript(url: string): Promise<TScriptSize> {
  const raw = await bodyBytes(url, 'identity');
  const gzip = await bodyBytes(url, 'gzip');
  const br = await bodyBytes(url, 'br');
  return {
    url,
    raw: raw.bytes,
    gzip: gzip.encoding === 'gzip' ? gzip.bytes : null,
    br: br.encoding === 'br' ? br.bytes : null,
  };
}

// node:http rather than fetch: fetch decodes the body, and the encoded length is what is measured.
function bodyBytes(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url} answered ${res.statusCode}`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
