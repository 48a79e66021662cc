import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

// The browser does not check API answers (web/src/lib/api-client.ts): it trusts that the server
// checked each one against its contract schema before sending it (server/app.ts's serializer). So
// every documented API route declares the schema of its success answer.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TOperation = { responses?: Record<string, { content?: unknown }> };

describe('response schemas', () => {
  it('every documented API route declares the schema of its success answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, TOperation>>;
    const missing: string[] = [];
    let routes = 0;
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        routes += 1;
        // A 204 has no body; any other success answer names its content's schema.
        const success = Object.entries(operation.responses ?? {}).filter(
          ([code, answer]) => code === '204' || (/^2\d\d$/.test(code) && answer.content !== undefined),
        );
        if (success.length === 0) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(routes).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
