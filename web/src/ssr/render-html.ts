import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The markup of `element` once everything in it is ready (lazy parts and Suspense boundaries
 * resolved), so the HTML is whole for a crawler and needs no inline script (the CSP allows none).
 */
export function renderHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Nothing is sent before the whole page is ready, so every part goes in place: by default React
      // moves a finished part over 500 bytes that follows 12.8 KB of page to the end, with an inline
      // script to put it back, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) reject(failed);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    // A render that never settles (a fetch that hangs) gives up: the page is then left to the browser.
    setTimeout(() => stream.abort(new Error('server render timed out')), timeoutMs).unref();
  });
}
