import { describe, expect, it } from 'vitest';
import { CollectingQueryClient } from './collecting-query-client';

const answer = (value: unknown) => () => Promise.resolve(value);

describe('CollectingQueryClient', () => {
  it('notes each enabled query a render asks for, once, until it has an answer', async () => {
    const client = new CollectingQueryClient();
    client.defaultQueryOptions({ queryKey: ['post', 1], queryFn: answer({ id: 1 }) });
    client.defaultQueryOptions({ queryKey: ['post', 1], queryFn: answer({ id: 1 }) });
    client.defaultQueryOptions({ queryKey: ['user', 'a'], queryFn: answer({ id: 'a' }) });
    expect(client.unanswered().map((o) => o.queryKey)).toEqual([
      ['post', 1],
      ['user', 'a'],
    ]);
    await Promise.all(client.unanswered().map((o) => client.prefetchQuery(o)));
    expect(client.unanswered()).toEqual([]);
    expect(client.getQueryData(['post', 1])).toEqual({ id: 1 });
    expect(client.anyFailed()).toBe(false);
  });

  it('leaves disabled queries and those marked for the browser alone', () => {
    const client = new CollectingQueryClient();
    client.defaultQueryOptions({ queryKey: ['off'], queryFn: answer(1), enabled: false });
    client.defaultQueryOptions({ queryKey: ['gps'], queryFn: answer(1), meta: { ssr: false } });
    expect(client.unanswered()).toEqual([]);
    // Enabled by a later render (its input arrived): noted then.
    client.defaultQueryOptions({ queryKey: ['off'], queryFn: answer(1), enabled: true });
    expect(client.unanswered().map((o) => o.queryKey)).toEqual([['off']]);
  });

  it('reports a query that failed, so the page is left to the browser', async () => {
    const client = new CollectingQueryClient({ defaultOptions: { queries: { retry: false } } });
    client.defaultQueryOptions({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('500')) });
    await Promise.all(client.unanswered().map((o) => client.prefetchQuery(o)));
    expect(client.anyFailed()).toBe(true);
  });
});
