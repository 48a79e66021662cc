import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from '../lib/vary';

// @fastify/compress hooks into each route as it is added, so answers of the not-found handler (the
// app's pages it serves, the not-found page) went out uncompressed. This hook compresses those.

const MIN_BYTES = 1024; // as @fastify/compress: below this the headers cost more than they save

type TEncoding = 'br' | 'gzip';

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip; q=0 refuses one. */
export function pickEncoding(header: string | undefined): TEncoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: TEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** onSend: compresses an HTML answer of the not-found handler (request.is404). */
export async function compressNotFoundHtml(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!req.is404 || typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  addVary(reply, 'accept-encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  // A page is ~3 KB: quality 5 brotli takes well under a millisecond and beats gzip by ~15%.
  return encoding === 'br'
    ? zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(payload);
}
