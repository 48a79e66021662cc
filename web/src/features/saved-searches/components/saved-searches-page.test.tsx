import type { TSavedSearch, TSavedSearchList } from '@common/contracts/saved-searches';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { SavedSearchesPage } from './saved-searches-page';

// /saved-searches: each search with its words and live count; open it, rename it, change its
// alert, delete it after a confirmation; toasts say what happened.

const search = (id: number, name: string, change: Partial<TSavedSearch> = {}): TSavedSearch => ({
  id,
  name,
  alert: 'instant',
  query: `search_make=${id}`,
  matches: 2,
  matches_capped: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...change,
});

/** A fake server keeping the list; answers PATCH and DELETE as the API does. */
function stubServer(searches: TSavedSearch[]) {
  const calls: string[] = [];
  const idOf = (url: string) => Number(url.split('/').pop());
  stubFetch({
    'GET /api/saved-searches': () => json({ searches, max: 100 } satisfies TSavedSearchList),
    'PATCH /api/saved-searches/1': (url, init) => {
      calls.push(`PATCH ${idOf(url)} ${init?.body}`);
      const i = searches.findIndex((s) => s.id === idOf(url));
      searches[i] = { ...(searches[i] as TSavedSearch), ...JSON.parse(String(init?.body)) };
      return json(searches[i]);
    },
    'DELETE /api/saved-searches/2': (url) => {
      calls.push(`DELETE ${idOf(url)}`);
      searches.splice(
        searches.findIndex((s) => s.id === idOf(url)),
        1,
      );
      return json({ id: idOf(url) });
    },
  });
  return calls;
}
const render = () =>
  renderRoutes(
    [{ path: '/saved-searches', element: <SavedSearchesPage describe={(q) => `words of ${q}`} /> }],
    '/saved-searches',
  );
const items = () => [...document.querySelectorAll('ul[aria-label="Your saved searches"] > li')];
const dialog = () => document.querySelector('[role="dialog"]');

describe('the saved searches page', () => {
  it('lists each search with its words, live count and a link that opens it', async () => {
    stubServer([
      search(1, 'Civic', { matches: 1 }),
      search(2, 'Anything', { matches: 1000, matches_capped: true }),
    ]);
    await render();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(document.title).toBe('Saved Searches - PartsYard');
    expect(items()[0]?.textContent).toContain('words of search_make=1');
    expect(items()[0]?.textContent).toContain('1 part matches now');
    expect(items()[1]?.textContent).toContain('1,000+ parts match now');
    expect(getByRole('link', 'Open the search Civic').getAttribute('href')).toBe('/?search_make=1');
  });

  it('says when there is none', async () => {
    stubServer([]);
    await render();
    await waitFor(() => expect(bodyText()).toContain('No saved searches yet.'));
  });

  it('renames a search and changes its alert', async () => {
    const calls = stubServer([search(1, 'Civic'), search(2, 'Other')]);
    await render();
    await waitFor(() => expect(items()).toHaveLength(2));
    await click(getByRole('button', 'Rename Civic'));
    await typeInto(getByLabel('Name'), 'Civic alternators');
    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(bodyText()).toContain('Renamed to Civic alternators.'));
    expect(items()[0]?.textContent).toContain('Civic alternators');

    const select = document.querySelector(
      'select[aria-label="Alerts for Civic alternators"]',
    ) as HTMLSelectElement;
    select.value = 'off';
    await click(select);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(bodyText()).toContain('Alerts for Civic alternators: Off.'));
    expect(calls).toEqual(['PATCH 1 {"name":"Civic alternators"}', 'PATCH 1 {"alert":"off"}']);
  });

  it('deletes a search only after the confirmation', async () => {
    const calls = stubServer([search(1, 'Civic'), search(2, 'Other')]);
    await render();
    await waitFor(() => expect(items()).toHaveLength(2));
    await click(getByRole('button', 'Delete Other'));
    const asked = await waitFor(() => {
      const found = dialog();
      if (!found) throw new Error('no dialog');
      return found;
    });
    expect(asked.textContent).toContain('Other will be deleted, and you will get no more alerts for it.');
    const confirm = [...asked.querySelectorAll('button')].find((b) => b.textContent === 'Delete');
    await click(confirm as HTMLElement);
    await waitFor(() => expect(bodyText()).toContain('Deleted Other.'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(calls).toEqual(['DELETE 2']);
  });
});
