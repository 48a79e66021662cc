import type { PGlite } from '@electric-sql/pglite';
import type { TRealtime } from './types';

/** The embedded database's own LISTEN/NOTIFY: one process, so nothing can be missed. */
export function createPgliteRealtime(pglite: PGlite): TRealtime {
  const stops: Array<() => Promise<void>> = [];
  return {
    kind: 'pglite',
    async listen(channel, onPayload) {
      stops.push(await pglite.listen(channel, onPayload));
    },
    async close() {
      // The database may already be closed by then; nothing is left to unlisten from.
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => {})));
    },
  };
}
