import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One process at a time on an embedded data folder: PGlite has no locking of its own, and two
// processes on one folder silently lose each other's writes. The lock is a file made with O_EXCL
// that names its holder; a holder that no longer runs (killed with -9) leaves a stale file, which
// the next opener takes over. (proper-lockfile was considered: its staleness is an mtime kept fresh
// by a timer, so a restart right after kill -9 waits for it to age, it cannot name the holder, and
// it declares the lock compromised when PGlite's work on the main thread blocks that timer.)

export const LOCK_FILE = 'partsyard.lock';

interface THolder {
  pid: number;
  host: string;
  /** The holder's start time as /proc counts it (Linux), so a reused pid is not mistaken for it. */
  start?: string;
  since: string;
}

/** Another live process holds the folder; the message names the folder and that process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: THolder,
  ) {
    const where = holder.host === os.hostname() ? '' : ` on ${holder.host}`;
    super(
      `The data folder ${dataDir} is in use by another PartsYard process (pid ${holder.pid}${where}, ` +
        `since ${holder.since}). Stop the server first (kill ${holder.pid}), or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock files this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

export interface TDataDirLock {
  file: string;
  release(): void;
}

/** Takes the folder's lock, taking over a stale one; throws DataDirLockedError while another holds it. */
export function lockDataDir(dataDir: string): TDataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: THolder = {
    pid: process.pid,
    host: os.hostname(),
    start: startTime(process.pid),
    since: new Date().toISOString(),
  };
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, me);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, me)) return held(file, me);
    const text = readOrEmpty(file);
    if (text === undefined) continue; // released between our two steps: try again
    const holder = parse(text);
    if (holder && isRunning(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale (its process is gone) or unreadable (not ours: damaged by hand): remove it if it is still the
    // same file content we judged, then race for a fresh one; the loser sees the winner's pid.
    if (readOrEmpty(file) === text) unlinkQuietly(file);
  }
  const holder = parse(readOrEmpty(file) ?? '');
  if (holder) throw new DataDirLockedError(dataDir, holder);
  throw new Error(
    `Could not lock the data folder ${dataDir} (${file}): remove that file if no PartsYard process runs.`,
  );
}

function held(file: string, me: THolder): TDataDirLock {
  let released = false;
  heldHere.add(file);
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.removeListener('exit', release);
    // Only our own lock is removed (a takeover after a freeze may have replaced it).
    if (parse(readOrEmpty(file) ?? '')?.pid === me.pid) unlinkQuietly(file);
  };
  // A crash still removes the file; kill -9 leaves it, and the next opener finds it stale.
  process.on('exit', release);
  return { file, release };
}

// The lock appears whole or not at all: written beside it, then hard-linked into place (link fails
// when the name exists), so another opener never reads a half-written holder.
function tryCreate(file: string, me: THolder): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  try {
    writeFileSync(draft, `${JSON.stringify(me)}\n`, { mode: 0o644 });
    linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkQuietly(draft);
  }
}

function isRunning(h: THolder): boolean {
  // On another machine (a shared volume) we cannot tell: treat it as running.
  if (h.host !== os.hostname()) return true;
  // Our own pid in the file is a previous life (a container restarts with the same pid).
  if (h.pid === process.pid) return false;
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = startTime(h.pid);
  return !(h.start && start && start !== h.start);
}

/** Field 22 of /proc/PID/stat (start time in clock ticks since boot); undefined off Linux. */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function parse(text: string): THolder | undefined {
  try {
    const h = JSON.parse(text) as THolder;
    return Number.isInteger(h.pid) && h.pid > 0 && typeof h.host === 'string' ? h : undefined;
  } catch {
    return undefined;
  }
}

function readOrEmpty(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
