import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadVapidKeys } from './vapid';

// VAPID keys: made once into DATA_DIR (owner-only) and reused, or taken from the environment.

const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) } as const;
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'partsyard-vapid-'));
const KEYS = {
  VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'C'.repeat(43),
};

describe('loadVapidKeys', () => {
  it('makes the keys once into DATA_DIR/vapid.json (mode 0600) and reuses them on the next start', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = loadVapidKeys(loadConfig({ ...base, DATA_DIR: dataDir }));
    const file = path.join(dataDir, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const again = loadVapidKeys(loadConfig({ ...base, DATA_DIR: dataDir }));
    expect(again).toEqual(first);
  });

  it('takes the keys from the environment and writes no file', () => {
    const dataDir = tempDir();
    const keys = loadVapidKeys(loadConfig({ ...base, DATA_DIR: dataDir, ...KEYS }));
    expect(keys).toEqual({ publicKey: KEYS.VAPID_PUBLIC_KEY, privateKey: KEYS.VAPID_PRIVATE_KEY });
    expect(() => statSync(path.join(dataDir, 'vapid.json'))).toThrow();
  });

  it('stops with a clear error on a vapid.json without keys', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'vapid.json'), '{}');
    expect(() => loadVapidKeys(loadConfig({ ...base, DATA_DIR: dataDir }))).toThrow(/holds no VAPID keys/);
  });
});

describe('VAPID settings', () => {
  it('needs both keys or neither, each in its shape', () => {
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: KEYS.VAPID_PUBLIC_KEY })).toThrow(
      /set both or neither/,
    );
    expect(() => loadConfig({ ...base, ...KEYS, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...base, ...KEYS, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('takes VAPID_SUBJECT, else an https PUBLIC_URL, else mailto: the admin address', () => {
    expect(loadConfig({ ...base, VAPID_SUBJECT: 'mailto:ops@example.com' }).vapidSubject).toBe(
      'mailto:ops@example.com',
    );
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://partsyard.example' }).vapidSubject).toBe(
      'https://partsyard.example',
    );
    expect(
      loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000', ADMIN_EMAIL: 'a@b.co' }).vapidSubject,
    ).toBe('mailto:a@b.co');
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
