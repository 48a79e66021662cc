import { describe, expect, it } from 'vitest';
import { startFailureMessage } from './start-failure';

// The sentence a failed start prints, for the shapes a full disk takes in each layer.
describe('startFailureMessage', () => {
  const full = /^The disk holding the data folder \/srv\/data is full \(no space left on device\)/;

  it("names the data folder for Node's ENOSPC and PGlite's ErrnoError 51", () => {
    const node = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const pglite = { name: 'ErrnoError', errno: 51 };
    expect(startFailureMessage(node, '/srv/data')).toMatch(full);
    expect(startFailureMessage(pglite, '/srv/data')).toMatch(full);
    expect(startFailureMessage(new Error('migration failed', { cause: node }), '/srv/data')).toMatch(full);
  });

  it("blames PostgreSQL's disk for its disk_full (53100)", () => {
    const err = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(startFailureMessage(err, '/srv/data')).toBe(
      'The PostgreSQL server (DATABASE_URL) is out of disk space: free some space on its disk and start again.',
    );
  });

  it("prints any other error's own message", () => {
    expect(startFailureMessage(new Error('Invalid configuration:\n  PORT: too big'), '/x')).toBe(
      'Invalid configuration:\n  PORT: too big',
    );
    expect(startFailureMessage({ name: 'ErrnoError', errno: 44 }, '/x')).toBe('[object Object]');
  });
});
