import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/partsyard-config-test' };

describe('loadConfig', () => {
  it('runs on the embedded defaults', () => {
    const cfg = loadConfig({ DATA_DIR: base.DATA_DIR });
    expect(cfg.port).toBe(3000);
    expect(cfg.publicUrl).toBe('http://localhost:3000');
    expect(cfg.databaseUrl).toBeUndefined();
    expect(cfg.authSecret.length).toBeGreaterThanOrEqual(32);
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: base.DATA_DIR }).authSecret).toBe(cfg.authSecret);
  });

  it('takes PORT, PUBLIC_URL and DATABASE_URL', () => {
    const cfg = loadConfig({
      ...base,
      PORT: '8080',
      PUBLIC_URL: 'https://parts.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/parts',
    });
    expect(cfg.port).toBe(8080);
    expect(cfg.publicUrl).toBe('https://parts.example.com');
    expect(cfg.databaseUrl).toBe('postgres://u:p@db:5432/parts');
  });

  it('seeds demo data on the embedded default unless DEMO_DATA=false', () => {
    expect(loadConfig(base).demoData).toBe(true);
    expect(loadConfig({ ...base, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ ...base, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(() => loadConfig({ ...base, DEMO_DATA: 'no' })).toThrow(/DEMO_DATA/);
  });

  it('runs jobs with supervision every 15 s unless told otherwise', () => {
    expect(loadConfig(base)).toMatchObject({ jobWorkers: true, jobSuperviseSeconds: 15 });
    expect(loadConfig({ ...base, JOB_WORKERS: 'false', JOB_SUPERVISE_SECONDS: '30' })).toMatchObject({
      jobWorkers: false,
      jobSuperviseSeconds: 30,
    });
    expect(() => loadConfig({ ...base, JOB_WORKERS: 'no' })).toThrow(/JOB_WORKERS/);
    expect(() => loadConfig({ ...base, JOB_SUPERVISE_SECONDS: '0' })).toThrow(/JOB_SUPERVISE_SECONDS/);
    expect(() => loadConfig({ ...base, JOB_SUPERVISE_SECONDS: '301' })).toThrow(/JOB_SUPERVISE_SECONDS/);
  });

  it('reads the settings for many instances, and refuses those that cannot work', () => {
    expect(loadConfig(base)).toMatchObject({
      databasePoolSize: 10,
      readAfterWriteSeconds: 15,
      shutdownDrainSeconds: 0,
      redisUrl: undefined,
      metricsToken: undefined,
    });
    const many = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://db/partsyard',
      DATABASE_READ_URL: 'postgres://replica/partsyard',
      DATABASE_POOL_SIZE: '20',
      REDIS_URL: 'rediss://cache:6380',
      METRICS_TOKEN: 'm'.repeat(16),
      METRICS_PORT: '9464',
      SHUTDOWN_DRAIN_SECONDS: '5',
    });
    expect(many).toMatchObject({ databasePoolSize: 20, redisUrl: 'rediss://cache:6380', metricsPort: 9464 });
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://replica/x' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_SECONDS: '10' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS: must be less than SHUTDOWN_TIMEOUT/,
    );
  });

  it('stops with a clear message on bad values', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => loadConfig({ ...base, AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...base, CLOCK_NOW: '2028-10-01T00:00:00Z' })).toThrow(
      /CLOCK_NOW: only for test runs/,
    );
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', CLOCK_NOW: '2028-10-01T00:00:00Z' }).clockNow?.getFullYear(),
    ).toBe(2028);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: base.DATA_DIR })).toThrow(
      /AUTH_SECRET: required in production/,
    );
  });
});
