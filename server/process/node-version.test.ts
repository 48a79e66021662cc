import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, run, SERVER } from './server-process';

// On a Node.js older than package.json's engines, `npm start`, the check script and the compiled
// server stop at once with one sentence naming the version needed and how to get it; `npm install`
// is refused by npm before anything is downloaded (engine-strict in .npmrc). The old Node is the
// machine's /usr/bin/node when it is older than 22 (Debian's 20 here), else a fake `node` that runs
// this one saying it is 20.20.0, so the test always runs.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'partsyard-oldnode-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const major = (node: string) =>
  Number(execFileSync(node, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }));

/** A folder whose `node` is older than 22: put first on PATH. */
function oldNodeDir(): string {
  if (existsSync('/usr/bin/node') && major('/usr/bin/node') < 22) return '/usr/bin';
  const dir = path.join(tmp, 'bin');
  mkdirSync(dir, { recursive: true });
  const shim = path.join(dir, 'node');
  const preload = path.join(ROOT, 'server/process/fixtures/old-node.cjs');
  writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" --require "${preload}" "$@"\n`);
  chmodSync(shim, 0o755);
  return dir;
}

const oldEnv = { PATH: `${oldNodeDir()}:${process.env.PATH}`, HOME: process.env.HOME };
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const minimum = pkg.engines.node.replace('>=', '');
const escaped = minimum.replaceAll('.', '\\.');
/** The one sentence, whole, on a line of its own. */
const SENTENCE = new RegExp(
  `^PartsYard needs Node\\.js ${escaped} or newer \\(this is 20\\.\\d+\\.\\d+\\): install it from https://nodejs\\.org or with \`npm install -g --prefix /usr/local node@24\`\\.$`,
  'm',
);

describe('on a Node.js older than package.json says', () => {
  it('the check script prints the one sentence and exits 1', async () => {
    const p = run('node', ['scripts/check-node.cjs'], oldEnv);
    expect((await p.exited).code).toBe(1);
    expect(p.out().trim()).toMatch(SENTENCE);
    expect(p.out().trim().split('\n')).toHaveLength(1);
  });

  it('npm start stops with it before building anything', async () => {
    const p = run('npm', ['start'], oldEnv);
    const { code } = await p.exited;
    expect(code, p.out()).not.toBe(0);
    expect(p.out()).toMatch(SENTENCE);
    expect(p.out()).not.toContain('vite');
    expect(p.out()).not.toContain('build-server');
  });

  it('the compiled server and its admin tool stop with it', async () => {
    for (const entry of [SERVER, path.join(ROOT, 'dist/server/admin.js')]) {
      const p = run('node', [entry], { ...oldEnv, DATA_DIR: path.join(tmp, 'data') });
      expect((await p.exited).code).toBe(1);
      expect(p.out().trim()).toMatch(SENTENCE);
      expect(p.out().trim().split('\n')).toHaveLength(1);
    }
    expect(existsSync(path.join(tmp, 'data'))).toBe(false);
  });

  it('npm install is refused by npm at once, naming the version needed, with nothing installed', async () => {
    const project = path.join(tmp, 'project');
    mkdirSync(project, { recursive: true });
    for (const f of ['package.json', 'package-lock.json', '.npmrc']) {
      copyFileSync(path.join(ROOT, f), path.join(project, f));
    }
    // --offline: nothing is fetched, so a refusal that came after resolving would fail differently.
    const p = run('npm', ['install', '--offline', '--prefix', project], oldEnv);
    const { code } = await p.exited;
    expect(code, p.out()).not.toBe(0);
    expect(p.out()).toContain('EBADENGINE');
    expect(p.out()).toContain(`Required: {"node":">=${minimum}"}`);
    expect(existsSync(path.join(project, 'node_modules'))).toBe(false);
  });
});
