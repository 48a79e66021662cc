import type { TSavedSearch } from '@common/contracts/saved-searches';
import { MESSAGES } from '@common/messages';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { SaveSearchButton, type TSaveSearchButtonProps } from './save-search-button';

// 'Save this search': a visitor is sent to sign in (and back); a signed-in user names the search,
// picks the alert in a dialog loaded on the first press, and saves it (the server's sentence on refusal).

const PROPS: TSaveSearchButtonProps = {
  filters: { search_make: 1, search_year: 2012, radius: 50 },
  view: { order_by: 'year', direction: 'desc', page: 3 },
  point: { lat: 43.65, lng: -79.38 },
  unit: 'km',
  defaultName: 'Honda - Civic 2012',
  signedIn: true,
  signInPath: '/auth?redirect=/%3Fsearch_make%3D1',
};
const render = (props: Partial<TSaveSearchButtonProps> = {}) =>
  renderRoutes([{ path: '/', element: <SaveSearchButton {...PROPS} {...props} /> }], '/');
const dialog = () => document.querySelector('[role="dialog"]');
const SAVED: TSavedSearch = {
  id: 7,
  name: 'Civic alternators',
  alert: 'daily',
  query: 'search_year=2012&search_make=1&radius=50&unit=km&order_by=year&direction=desc',
  matches: 3,
  matches_capped: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

describe('a visitor', () => {
  it('is sent to sign in and back to the search', async () => {
    await render({ signedIn: false });
    expect(getByRole('link', 'Save this search').getAttribute('href')).toBe(PROPS.signInPath);
  });
});

describe('a signed-in user', () => {
  it('names the search, picks daily alerts and saves it: the search, its sort and the point, no page', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      'POST /api/saved-searches': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(SAVED, 201);
      },
    });
    await render();
    expect(dialog()).toBeNull();
    await click(getByRole('button', 'Save this search'));
    const name = await waitFor(() => getByLabel('Name'));
    expect(name.value).toBe('Honda - Civic 2012');
    await typeInto(name, 'Civic alternators');
    await click(getByLabel('Daily digest'));
    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(bodyText()).toContain('Search saved: Civic alternators.'));
    expect(bodies).toEqual([
      {
        name: 'Civic alternators',
        alert: 'daily',
        // The radius names the viewer's unit.
        filters: { search_make: 1, search_year: 2012, radius: 50, unit: 'km' },
        view: { order_by: 'year', direction: 'desc' },
        point: { lat: 43.65, lng: -79.38 },
      },
    ]);
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it("shows the server's sentence when the search cannot be saved, and keeps the dialog open", async () => {
    stubFetch({
      'POST /api/saved-searches': () =>
        json({ statusCode: 409, code: 'CONFLICT', message: MESSAGES.savedSearchesFull }, 409),
    });
    await render();
    await click(getByRole('button', 'Save this search'));
    await click(await waitFor(() => getByRole('button', 'Save')));
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.savedSearchesFull));
    expect(dialog()).not.toBeNull();
    await click(getByRole('button', 'Cancel'));
    await waitFor(() => expect(dialog()).toBeNull());
  });
});
