import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { vi } from 'vitest';

// A throwaway PostgreSQL primary and a streaming standby of it, in a temporary folder, for tests of
// the replica reads (DATABASE_READ_URL). Its own clusters: the suite's cluster (pg_virtualenv) has
// no replication set up. PostgreSQL refuses to run as root: as root, its commands run as the
// postgres user, which then owns the folder.

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export interface TReplicaCluster {
  primaryUrl: string;
  standbyUrl: string;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops applying the primary's changes on the standby (it keeps answering, with older data). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the standby's server (a replica that went away). */
  stopStandby(): Promise<void>;
  /** Stops both servers and removes the folder; safe to call after a failed start. */
  close(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The environment without libpq's PG* variables (pg_virtualenv's point at its own cluster). */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PG')));
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/**
 * Starts a primary (wal_level=replica, replication allowed from 127.0.0.1) and a standby made by
 * pg_basebackup -R, on two free ports, and waits until the standby answers in recovery. The caller
 * must call close() (in afterAll), which also cleans up after a start that failed half way.
 */
export async function startReplicaCluster(): Promise<TReplicaCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const pgCommand = (cmd: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args], { env: cleanEnv() })
      : run(path.join(BIN, cmd), args, { env: cleanEnv() });
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const started: string[] = [];
  const stop = async (dataDir: string) => {
    if (!started.includes(dataDir)) return;
    started.splice(started.indexOf(dataDir), 1);
    await pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
  };
  const start = async (dataDir: string, port: number) => {
    started.push(dataDir);
    await pgCommand('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, `${path.basename(dataDir)}.log`),
      '-o',
      `-p ${port}`,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const close = async () => {
    await stop(standbyDir);
    await stop(primaryDir);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
    await pgCommand('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '-N']);
    const conf = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      // A throwaway cluster: no need to survive a power cut.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 60',
    ];
    // Written as the folder's owner would: appendFileSync keeps the file's owner and mode.
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), `\n${conf.join('\n')}\n`);
    appendFileSync(path.join(primaryDir, 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
    await start(primaryDir, primaryPort);
    await pgCommand('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await start(standbyDir, standbyPort);
    await vi.waitFor(
      async () => {
        const r = await query<{ rec: boolean }>(standbyUrl, 'SELECT pg_is_in_recovery() AS rec');
        if (!r.rec) throw new Error('the standby is not in recovery');
      },
      { timeout: 30_000, interval: 50 },
    );

    return {
      primaryUrl,
      standbyUrl,
      async caughtUp() {
        const { lsn } = await query<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn');
        await vi.waitFor(
          async () => {
            const r = await query<{ ok: boolean }>(
              standbyUrl,
              'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok',
              [lsn],
            );
            if (!r.ok) throw new Error(`the standby has not replayed up to ${lsn}`);
          },
          { timeout: 30_000, interval: 20 },
        );
      },
      async pauseReplay() {
        await query(standbyUrl, 'SELECT pg_wal_replay_pause()');
        await vi.waitFor(
          async () => {
            const r = await query<{ s: string }>(standbyUrl, 'SELECT pg_get_wal_replay_pause_state() AS s');
            if (r.s !== 'paused') throw new Error(`replay: ${r.s}`);
          },
          { timeout: 30_000, interval: 20 },
        );
      },
      async resumeReplay() {
        await query(standbyUrl, 'SELECT pg_wal_replay_resume()');
      },
      stopStandby: () => stop(standbyDir),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
