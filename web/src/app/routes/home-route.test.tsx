import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, getByLabel, getByRole, selectOption, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { setViewportWidth } from '@/test/viewport';
import { HomeRoute } from './home-route';

const VEHICLES = [
  { id: 1, name: 'Ford - F-150' },
  { id: 2, name: 'Ford - Focus' },
  { id: 3, name: 'Toyota - Corolla' },
];
const PARTS = [
  { id: 7, part_name: 'Alternator', part_name_fr: 'Alternateur' },
  { id: 8, part_name: 'Brake Pads', part_name_fr: 'Plaquettes de frein' },
];

const NO_POSTS = { posts: [], range_from: 0, range_to: 9, hasMore: false, total: 0, totalCapped: false };

function stubCatalog() {
  return stubFetch({
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/posts/search': () => json(NO_POSTS),
  });
}

const renderHome = (path = '/') => renderRoutes([{ index: true, element: <HomeRoute /> }], path);
const loaded = () => waitFor(() => expect(getByLabel('Manufacturer').disabled).toBe(false));
const values = () => ['Year', 'Manufacturer', 'Vehicle model', 'Part'].map((l) => getByLabel(l).value);
/** A search in the URL folds the form to its summary: its button opens it again. */
const reopen = async () => {
  const button = await waitFor(() => getByRole('button', 'Edit filters'));
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await click(button);
  expect(getByRole('button', 'Edit filters').getAttribute('aria-expanded')).toBe('true');
};

describe('home search form', () => {
  it('folds to a one-line summary after Search, and its button opens the form again', async () => {
    stubCatalog();
    const { router } = await renderHome();
    await loaded();
    // No search yet: the whole form, no summary.
    expect(document.title).toBe('Search used vehicle parts - PartsYard');
    expect(() => getByRole('button', 'Edit filters')).toThrow();
    await selectOption('Year', '2012');
    await selectOption('Manufacturer', 'Ford');
    await selectOption('Vehicle model', 'Focus');
    await selectOption('Part', 'Alternator');
    await click(getByRole('button', 'Search'));
    expect(router.state.location.search).toContain('search_year=2012');

    const toggle = await waitFor(() => getByRole('button', 'Edit filters'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
    expect(document.body.textContent).toContain('Your search: 2012 Ford Focus · Alternator');
    // The tab names the search too (a bookmark or a tab among many says which one it is).
    expect(document.title).toBe('2012 Ford Focus · Alternator - Search results - PartsYard');
    expect(() => getByLabel('Year')).toThrow();
    await reopen();
    expect(values()).toEqual(['2012', 'Ford', 'Focus', 'Alternator']);
    // Searching again (the same search, nothing in the URL changes) folds it again.
    await click(getByRole('button', 'Search'));
    await waitFor(() => expect(() => getByLabel('Year')).toThrow());
  });

  it("says an empty search as 'All parts'", async () => {
    stubCatalog();
    await renderHome();
    await loaded();
    await click(getByRole('button', 'Search'));
    await waitFor(() => expect(document.body.textContent).toContain('Your search: All parts'));
  });

  afterEach(() => vi.unstubAllGlobals());

  it('pushes the chosen filters to the URL when Search is pressed', async () => {
    stubCatalog();
    const { router } = await renderHome();
    await loaded();
    expect(getByLabel('Vehicle model').disabled).toBe(true);

    await selectOption('Year', '2004');
    await selectOption('Manufacturer', 'Ford');
    await selectOption('Vehicle model', 'Focus');
    await selectOption('Part', 'Brake Pads');
    expect(router.state.location.search).toBe('');
    await click(getByRole('button', 'Search'));

    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe(
      '?search_year=2004&search_manufacturer=Ford&search_make=2&search_part=8',
    );
  });

  it('fills the form from the URL, deriving the manufacturer from the model', async () => {
    stubCatalog();
    await renderHome('/?search_year=1999&search_make=3&search_part=7');
    await waitFor(() =>
      expect(document.body.textContent).toContain('Your search: 1999 Toyota Corolla · Alternator'),
    );
    await reopen();
    await loaded();
    await waitFor(() => expect(values()).toEqual(['1999', 'Toyota', 'Corolla', 'Alternator']));
  });

  it('clears the model when the manufacturer changes, and follows Back', async () => {
    stubCatalog();
    const { router } = await renderHome('/?search_manufacturer=Ford&search_make=1');
    await reopen();
    await loaded();
    await waitFor(() => expect(values()).toEqual(['', 'Ford', 'F-150', '']));

    await selectOption('Manufacturer', 'Toyota');
    expect(values()).toEqual(['', 'Toyota', '', '']);
    await click(getByRole('button', 'Search'));
    expect(router.state.location.search).toBe('?search_manufacturer=Toyota');

    await act(() => router.navigate(-1));
    await reopen();
    await waitFor(() => expect(values()).toEqual(['', 'Ford', 'F-150', '']));
  });

  it('says when the lists fail to load and retries on request', async () => {
    let fail = true;
    stubFetch({
      'GET /api/vehicles': () =>
        fail ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500) : json(VEHICLES),
      'GET /api/parts': () => json(PARTS),
      'GET /api/posts/search': () => json(NO_POSTS),
    });
    await renderHome();
    const retry = await waitFor(() => getByRole('button', 'Try again'));
    expect(document.body.textContent).toContain('The vehicle and part lists could not be loaded.');

    fail = false;
    await click(retry);
    await waitFor(() => expect(() => getByRole('button', 'Try again')).toThrow());
    await selectOption('Manufacturer', 'Toyota');
    expect(getByLabel('Manufacturer').value).toBe('Toyota');
  });

  it('on a phone folds the filters under a button, open when the URL uses them', async () => {
    await setViewportWidth(500);
    try {
      stubCatalog();
      await renderHome();
      const toggle = await waitFor(() => getByRole('button', 'Filters (0)'));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(getByLabel('Keyword')).toBeTruthy();
      // Folded, the other filters are not there at all; opened, they are.
      expect(() => getByLabel('Manufacturer')).toThrow();
      await click(toggle);
      expect(getByRole('button', 'Filters (0)').getAttribute('aria-expanded')).toBe('true');
      await loaded();

      document.body.innerHTML = '';
      stubCatalog();
      await renderHome('/?search_manufacturer=Ford&near=M5H');
      await reopen();
      await waitFor(() =>
        expect(getByRole('button', 'Filters (2)').getAttribute('aria-expanded')).toBe('true'),
      );
    } finally {
      await setViewportWidth(1024);
    }
  });
});
