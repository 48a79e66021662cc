import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key';

const routes = [{ path: '*', element: null }];

describe('keyHistoryEntry', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('gives an unkeyed entry a key the router reads, not the shared default', () => {
    window.history.replaceState(null, '');
    keyHistoryEntry();
    const router = createBrowserRouter(routes);
    const key = router.state.location.key;
    router.dispose();
    expect(key).not.toBe('default');
    expect(key).toBe((window.history.state as { key: string }).key);
  });

  it('two pages opened from an address get different keys', () => {
    window.history.replaceState(null, '');
    keyHistoryEntry();
    const first = (window.history.state as { key: string }).key;
    window.history.replaceState(null, '');
    keyHistoryEntry();
    expect((window.history.state as { key: string }).key).not.toBe(first);
  });

  it('keeps an entry’s key and state (a reload, Back to a page the router made)', () => {
    window.history.replaceState({ usr: { from: 'x' }, key: 'abc123', idx: 2 }, '');
    keyHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'x' }, key: 'abc123', idx: 2 });
    const router = createBrowserRouter(routes);
    expect(router.state.location.key).toBe('abc123');
    expect(router.state.location.state).toEqual({ from: 'x' });
    router.dispose();
  });
});
