import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runtimeCopies } from '../scripts/runtime-layout.mjs';
import { loadConfig, SETTING_NAMES } from '../server/config';

// No Docker engine runs where CI does, so the container files are checked here by what can be read
// (the compose file's settings are real settings with valid values, its files exist, the image runs
// as a non-root user with production dependencies), and by the cluster test, which runs the image's
// runtime layout (scripts/runtime-layout.mjs) behind nginx with the same site configuration.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (p: string) => readFileSync(path.join(root, p), 'utf8');

interface TService {
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: unknown;
  healthcheck?: { test: string[] };
  build?: string;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, TService> };

/** The variables an operator fills in (deploy/env.example), with valid sample values. */
const operatorEnv: Record<string, string> = {
  PUBLIC_URL: 'https://parts.example.com',
  AUTH_SECRET: 'a'.repeat(44),
  POSTGRES_PASSWORD: 'pg-secret',
  S3_SECRET_KEY: 's3-secret-key',
  METRICS_TOKEN: 'm'.repeat(32),
  VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'y'.repeat(43),
};

/** Compose's interpolation: ${X}, ${X:-default}, ${X:?error} (unset: an error), $$ -> $. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op?: string, arg?: string) => {
      const set = env[name];
      if (set !== undefined && set !== '') return set;
      if (op === '?') throw new Error(`${name}: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    })
    .replaceAll('$$', '$');
}

const appServices = Object.entries(compose.services).filter(([, s]) => s.build === '.');
const readmeTable = read('README.md');

describe('compose.yaml', () => {
  it('runs two app instances behind a proxy, on PostgreSQL, Redis (Valkey) and an S3 store', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const name of ['proxy', 'postgres', 'valkey', 'minio', 'minio-setup']) {
      expect(compose.services[name], name).toBeDefined();
    }
  });

  it("gives each instance settings the server reads, every one in README's table, with valid values", () => {
    for (const [name, service] of appServices) {
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), operatorEnv)]),
      );
      for (const key of Object.keys(env)) {
        expect(SETTING_NAMES, `${name}: ${key}`).toContain(key);
      }
      const config = loadConfig(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
      expect(config.env).toBe('production');
      expect(config.databaseUrl).toMatch(/@postgres:5432\//);
      expect(config.redisUrl).toBe('redis://valkey:6379');
      expect(config.s3?.endpoint).toBe('http://minio:9000');
      expect(config.trustProxy).toBe(true);
      expect(config.vapidKeys).toBeDefined();
    }
  });

  it('refuses to start without the secrets an operator must choose', () => {
    const [, app] = appServices[0] ?? [];
    const { AUTH_SECRET: _, ...withoutSecret } = operatorEnv;
    expect(() =>
      Object.values(app?.environment ?? {}).map((v) => interpolate(String(v), withoutSecret)),
    ).toThrow(/AUTH_SECRET is required/);
  });

  it('mounts only files that exist', () => {
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(existsSync(path.join(root, source)), source).toBe(true);
      }
    }
  });
});

describe('README configuration table', () => {
  it('lists every setting the server reads', () => {
    for (const name of SETTING_NAMES) expect(readmeTable, name).toContain(`\`${name}\``);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in stages and runs the compiled server as the unprivileged node user with a healthcheck', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(3);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "--enable-source-maps", "dist\/server\/main\.js"\]$/m);
  });

  it('copies into the runtime stage only build outputs and data files that exist in the checkout', () => {
    const copies = runtimeCopies(dockerfile);
    const outputs = ['dist', 'web/dist', 'web/dist-ssr'];
    expect(copies.map((c) => c.from)).toEqual(expect.arrayContaining([...outputs, 'server/db/migrations']));
    for (const { from, to } of copies) {
      expect(to).toBe(from);
      if (!outputs.includes(from)) expect(existsSync(path.join(root, from)), from).toBe(true);
    }
  });

  it('leaves local data, outputs and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', 'data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});
