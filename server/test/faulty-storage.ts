import type { TStorage } from '../adapters/storage';

/** An error as Node's file system raises it when the disk is full. */
export function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });
}

/**
 * Fault injection: from the `failFrom`-th put on (1-based), or once `maxBytes` would be passed, the
 * storage's put throws ENOSPC, as a disk that filled up does. Returns a function that restores it.
 */
export function fillStorage(storage: TStorage, opts: { failFrom?: number; maxBytes?: number }): () => void {
  const put = storage.put;
  const started: Array<Promise<unknown>> = [];
  let puts = 0;
  let bytes = 0;
  storage.put = async (key, body, contentType, options) => {
    puts += 1;
    bytes += body.length;
    if (puts >= (opts.failFrom ?? Infinity) || bytes > (opts.maxBytes ?? Infinity)) {
      // The disk fills during this write: the writes begun before it have landed by then.
      await Promise.allSettled(started);
      throw enospc();
    }
    const done = put.call(storage, key, body, contentType, options);
    started.push(done);
    return done;
  };
  return () => {
    storage.put = put;
  };
}
