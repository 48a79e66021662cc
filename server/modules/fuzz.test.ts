import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Identities, smallPng } from '../../bench/fuzz/identities';
import { allOperations, type TOperation } from '../../bench/fuzz/operations';
import type { TRequestContext } from '../../bench/fuzz/requests';
import { describeRequest, runFuzz } from '../../bench/fuzz/run';
import { createTestApp, type TTestApp } from '../test/test-app';

// Bad input: a seeded, schema-driven fuzz of every route (the OpenAPI document's, Better
// Auth's as mounted, and the hidden ones) as a visitor, a user and an admin. No answer is a 5xx,
// and no request throws. `npm run bench:fuzz` runs the same fuzz at 20,000 requests.

const REQUESTS = 1500;
const SEED = 13;

let t: TTestApp;
let identities: Identities;
let ops: TOperation[];
let ctx: TRequestContext;
beforeAll(async () => {
  t = await createTestApp();
  identities = new Identities(t.app, t.config.publicUrl);
  await identities.setup();
  ops = allOperations(t.app);
  ctx = { known: identities.known, origin: t.config.publicUrl, png: await smallPng() };
});
afterAll(() => t?.close());

describe('fuzz', () => {
  it('lists the document, Better Auth and the hidden routes', () => {
    const sources = (s: string) => ops.filter((op) => op.source === s).map((op) => `${op.method} ${op.path}`);
    expect(sources('openapi')).toContain('POST /api/create-checkout-session');
    expect(sources('auth')).toEqual(
      expect.arrayContaining(['POST /api/auth/sign-in/email', 'POST /api/auth/sign-out']),
    );
    expect(sources('hidden')).toContain('POST /api/payments/webhook');
    expect(ops.length).toBeGreaterThan(100);
  });

  it(
    `${REQUESTS} seeded requests: no 5xx, nothing thrown`,
    async () => {
      const report = await runFuzz(t.app, ops, identities, ctx, {
        requests: REQUESTS,
        seed: SEED,
        concurrency: 2,
      });
      const findings = report.findings.map((f) => `${f.status} ${describeRequest(f.request)} -> ${f.answer}`);
      expect(findings).toEqual([]);
      expect(report.requests).toBe(REQUESTS);
      // Every kind of route was reached, and some requests got through to a 2xx.
      expect(Object.keys(report.bySource).sort()).toEqual(['auth', 'hidden', 'openapi']);
      expect(Object.keys(report.byStatus).some((s) => s.startsWith('2'))).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    },
    30 * 60_000,
  );
});
