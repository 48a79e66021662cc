import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

// The data folder's lock in one process: a second opener is refused with the holder named, a lock
// whose process is gone is taken over, and closing the database lets the folder go.
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that has exited: its pid runs nothing (or something that started later). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

const holderOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'));

describe('data folder lock', () => {
  it('refuses a second opener of an embedded database, naming the folder and the holder', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    try {
      const second = openPglite(dir);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`The data folder ${dir} is in use`);
      await expect(second).rejects.toThrow(`pid ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await openPglite(dir);
    await again.close();
  }, 60_000);

  it('refuses while another live process holds the lock', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const pid = other.pid as number;
      const lock = { pid, host: os.hostname(), since: new Date().toISOString() };
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(lock));
      expect(() => lockDataDir(dir)).toThrow(`pid ${pid}`);
      expect(() => lockDataDir(dir)).toThrow('Stop the server first');
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that is gone (kill -9)', async () => {
    const dir = tempDir();
    const pid = await deadPid();
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid, host: os.hostname(), since: new Date().toISOString() }),
    );
    const lock = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock whose pid now runs a newer process (pid reused)', () => {
    const dir = tempDir();
    // Our own parent runs, but it started at another moment than the one recorded.
    const lock = { pid: process.ppid, host: os.hostname(), start: '1', since: new Date().toISOString() };
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(lock));
    const mine = lockDataDir(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    mine.release();
  });

  it('needs no lock in memory (tests)', async () => {
    const a = await openPglite();
    const b = await openPglite();
    await Promise.all([a.close(), b.close()]);
  }, 60_000);
});
