import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { LIVE_PATH } from '@common/contracts/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { openPglite } from '../db/client';
import { LOCK_FILE } from '../db/data-dir-lock';
import { messages } from '../db/schema';
import { prepareDatabase } from '../startup/prepare';
import { createUser } from '../test/accounts';
import { testConfig } from '../test/test-config';
import {
  AUTH_SECRET,
  gone,
  isAlive,
  listening,
  ROOT,
  run,
  serverEnv,
  startServer,
  type TProc,
  tempDataDir,
} from './server-process';

// SIGTERM under load: searches, message sends and readiness probes on keep-alive connections and a
// live socket while the compiled server is told to stop. Every request sent before the signal is
// answered in full, later ones find the door closed (connection refused), never a reset mid-answer;
// readiness is never 200 once the stop has begun; the socket is closed with 1001; the process exits 0
// (so within SHUTDOWN_TIMEOUT: past it, it exits 1); every message answered 200 is stored, and
// nothing else is.

const dir = tempDataDir();
const procs: TProc[] = [];
/** Servers started behind npm: killed at the end if a failed test left them running. */
const behindNpm: number[] = [];
let users: Array<{ id: string; cookie: string }> = [];

beforeAll(async () => {
  // People made in this process on the folder, then the folder handed to the server (same secret).
  const config = testConfig({ DATA_DIR: dir, AUTH_SECRET });
  const database = await openPglite(dir);
  await prepareDatabase(database, config);
  const app = await buildApp({ config, database, logger: false });
  users = [];
  for (let i = 0; i < 8; i++) users.push(await createUser(app));
  await app.close();
  await database.close();
});

afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const pid of behindNpm) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
  rmSync(dir, { recursive: true, force: true });
});

interface TOutcome {
  kind: 'search' | 'send' | 'ready';
  sentAt: number;
  status?: number;
  body?: string;
  /** A socket error: before any answer (code) or after the answer began ('cut'). */
  error?: string;
}

/** One request over the agent; resolves with its outcome, never rejects. */
function request(agent: http.Agent, port: number, kind: TOutcome['kind'], cookie: string, to: string) {
  const outcome: TOutcome = { kind, sentAt: Date.now() };
  const body =
    kind === 'send' ? JSON.stringify({ receiver_id: to, content: `load ${outcome.sentAt}` }) : undefined;
  return new Promise<TOutcome>((resolve) => {
    const req = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: kind === 'send' ? 'POST' : 'GET',
        path: {
          send: '/api/messages',
          search: '/api/posts/search?order_by=price',
          ready: '/api/health/ready',
        }[kind],
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ ...outcome, status: res.statusCode, body: text }));
        res.on('error', () => resolve({ ...outcome, status: res.statusCode, error: 'cut' }));
        res.on('aborted', () => resolve({ ...outcome, status: res.statusCode, error: 'cut' }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ ...outcome, error: err.code ?? err.message }));
    req.end(body);
  });
}

describe('stopping the server', () => {
  it('drains a load of searches and message sends on SIGTERM: nothing reset, nothing half written', async () => {
    const server = startServer(dir, { MESSAGE_MAIL_DELAY_SECONDS: '1' });
    procs.push(server);
    const { port, pid } = await listening(server);

    const [watcher, ...senders] = users as [{ id: string; cookie: string }, ...typeof users];
    const ws = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, { headers: { cookie: watcher.cookie } });
    const hello = new Promise((resolve, reject) => {
      ws.once('message', resolve);
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await hello;

    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const outcomes: TOutcome[] = [];
    let signalAt = Number.POSITIVE_INFINITY;
    const worker = async (w: number) => {
      for (let i = 0; ; i++) {
        const from = senders[(w + i) % senders.length] as { cookie: string };
        const kind = i % 2 === 0 ? 'search' : 'send';
        const o = await request(agent, port, kind, from.cookie, watcher.id);
        outcomes.push(o);
        // Once the server is stopping, a refused connection is the expected end of this worker.
        if (o.error && o.sentAt >= signalAt) return;
        if (o.error && server.child.exitCode !== null) return;
      }
    };
    // Readiness probes alongside, as a load balancer sends them over its kept-alive connections.
    const prober = async () => {
      for (;;) {
        const o = await request(agent, port, 'ready', '', '');
        outcomes.push(o);
        if (o.error && (o.sentAt >= signalAt || server.child.exitCode !== null)) return;
      }
    };
    // When the server has logged that it is stopping (its readiness turned 503 just before).
    let stoppingLoggedAt = Number.POSITIVE_INFINITY;
    server.child.stdout?.on('data', () => {
      if (stoppingLoggedAt === Number.POSITIVE_INFINITY && server.out().includes('"msg":"shutting down"')) {
        stoppingLoggedAt = Date.now();
      }
    });
    const workers = [...Array.from({ length: 8 }, (_, w) => worker(w)), prober()];
    await vi.waitFor(
      () => {
        if (outcomes.filter((o) => o.status).length < 60)
          throw new Error(`${outcomes.length} answers so far`);
      },
      { timeout: 120_000, interval: 20 },
    );
    signalAt = Date.now();
    server.child.kill('SIGTERM');
    const end = await server.exited;
    const exitMs = Date.now() - signalAt;
    await Promise.all(workers);
    agent.destroy();

    const before = outcomes.filter((o) => o.sentAt < signalAt);
    const after = outcomes.filter((o) => o.sentAt >= signalAt);
    const allowed = { search: [200], send: [200, 429], ready: [200] };
    const sent = outcomes.filter((o) => o.kind === 'send' && o.status === 200);
    console.log(
      `SIGTERM under load: ${before.length} requests sent before the signal, ${after.length} after ` +
        `(${after.filter((o) => o.status).length} answered, ${after.filter((o) => o.error === 'ECONNREFUSED').length} refused); ` +
        `exit ${end.code} after ${exitMs} ms`,
    );
    expect(end).toEqual({ code: 0, signal: null });
    expect(server.out()).toContain('"msg":"stopped"');
    // Every request sent before the signal: a whole answer, a search's 200 or a send's 200/429.
    expect(before.filter((o) => o.error)).toEqual([]);
    for (const o of before) expect(allowed[o.kind]).toContain(o.status);
    // After it: a whole answer or a refused connection; nothing cut mid-answer or reset.
    for (const o of after) {
      if (o.error) expect(o.error).toBe('ECONNREFUSED');
      else expect(o.kind === 'ready' ? [200, 503] : allowed[o.kind]).toContain(o.status);
    }
    // Once stopping, the instance is not ready: 503 (draining, or Fastify's own while it closes).
    const probesWhileStopping = after.filter((o) => o.kind === 'ready' && o.sentAt >= stoppingLoggedAt);
    for (const o of probesWhileStopping) {
      if (o.error) expect(o.error).toBe('ECONNREFUSED');
      else expect(o.status, o.body).toBe(503);
    }
    expect(stoppingLoggedAt).toBeLessThan(Number.POSITIVE_INFINITY);
    console.log(
      `readiness while stopping: ${probesWhileStopping.filter((o) => o.body?.includes('"draining"')).length} ` +
        `answered 503 draining, ${probesWhileStopping.filter((o) => o.error).length} refused`,
    );
    expect(await closed).toBe(1001);
    await gone(pid);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    // No half writes: the stored messages are exactly the ones answered 200.
    const database = await openPglite(dir);
    try {
      const stored = await database.db.select({ id: messages.id }).from(messages);
      const answered = sent.map((o) => (JSON.parse(o.body ?? '{}') as { id: number }).id);
      expect(stored.map((m) => m.id).sort((a, b) => a - b)).toEqual(answered.sort((a, b) => a - b));
    } finally {
      await database.close();
    }
  });

  it('SIGTERM to `npm run serve` stops the server behind it: the whole tree is gone, exit 0', async () => {
    const npm = run('npm', ['run', 'serve', '--silent'], {
      ...serverEnv(dir),
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
    });
    procs.push(npm);
    const { port, pid } = await listening(npm);
    behindNpm.push(pid);
    expect(pid).not.toBe(npm.child.pid);
    // An idle keep-alive connection must not hold the stop (it used to wait 72 s for these).
    const agent = new http.Agent({ keepAlive: true });
    const first = await request(agent, port, 'search', '', '');
    expect(first.status).toBe(200);
    npm.child.kill('SIGTERM');
    expect(await npm.exited).toEqual({ code: 0, signal: null });
    await gone(pid);
    agent.destroy();
    expect(npm.out()).toContain('"msg":"stopped"');
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    expect(ROOT).toBeTruthy();
  });

  it('exits 1 with a log line when the stop takes longer than SHUTDOWN_TIMEOUT', async () => {
    const server = startServer(dir, { SHUTDOWN_TIMEOUT: '1' });
    procs.push(server);
    const { port, pid } = await listening(server);
    // A live socket whose client stops reading never answers the close handshake (cut after 2 s).
    const ws = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, {
      headers: { cookie: users[0]?.cookie ?? '' },
    });
    await new Promise((resolve, reject) => {
      ws.once('message', resolve);
      ws.once('error', reject);
    });
    (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.out()).toContain('shutdown did not finish within SHUTDOWN_TIMEOUT (1 s): exiting anyway');
    await gone(pid);
    ws.terminate();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
