import type { TVinDecode } from '@common/contracts/vin';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeRoute } from '@/app/routes/home-route';
import { LOCAL_GARAGE_KEY } from '@/lib/garage';
import { bodyText, click, getByLabel, getByRole, selectOption, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { listedPost, PARTS, searchPage, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { setViewportWidth } from '@/test/viewport';

// The home form: the part filters (condition, grade or better, warranty, shipping) in
// the URL and the summary, a VIN that fills the year and model, and the My Garage chooser.

/** A 2012 Ford Focus's VIN (its check digit holds). */
const FOCUS_VIN = '1FAHP3F27CL123456';

const decoded = (change: Partial<TVinDecode> = {}): TVinDecode => ({
  vin: FOCUS_VIN,
  warning: null,
  year: 2012,
  make: 'FORD',
  model: 'Focus',
  trim: null,
  engine: null,
  body: null,
  drive: null,
  vehicle: { vehicle_id: 2, name: 'Ford - Focus' },
  suggestions: [],
  ...change,
});

function stubHome(extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  return stubFetch({
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/posts/search': () => json(searchPage([])),
    ...extra,
  });
}
type TFetchMock = ReturnType<typeof stubFetch>;
const lastSearch = (fetchMock: TFetchMock) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/posts/search?'))
    .at(-1);

const renderHome = (path = '/') => renderRoutes([{ index: true, element: <HomeRoute /> }], path);
const loaded = () => waitFor(() => expect(getByLabel('Manufacturer').disabled).toBe(false));
const vehicleValues = () => ['Year', 'Manufacturer', 'Vehicle model'].map((l) => getByLabel(l).value);
const reopen = async () => click(await waitFor(() => getByRole('button', 'Edit filters')));
const checkbox = (label: string) => getByLabel(label) as HTMLInputElement;

describe('home form: part filters', () => {
  it('puts condition, grade, warranty and Ships in the URL, the search and the summary', async () => {
    const fetchMock = stubHome();
    const { router } = await renderHome();
    await loaded();
    await selectOption('Condition', 'Used');
    await selectOption('Grade', 'Grade B or better');
    await selectOption('Warranty', 'At least 90 days');
    await click(checkbox('Ships'));
    await click(getByRole('button', 'Search'));

    expect(router.state.location.search).toBe('?condition=used&grade=B&warranty=90&shipping=1');
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toBe(
        '/api/posts/search?condition=used&grade=B&warranty=90&shipping=1' +
          '&range_from=0&range_to=9&order_by=price&direction=asc',
      ),
    );
    await waitFor(() =>
      expect(bodyText()).toContain('Your search: Used, grade B or better · at least 90-day warranty · ships'),
    );
  });

  it('reads them back from a shared URL, and another condition drops the grade', async () => {
    stubHome();
    const { router } = await renderHome('/?search_part=7&condition=used&grade=A&warranty=30&shipping=1');
    await waitFor(() =>
      expect(bodyText()).toContain(
        'Your search: Alternator · Used, grade A · at least 30-day warranty · ships',
      ),
    );
    await reopen();
    await loaded();
    expect(getByLabel('Condition').value).toBe('Used');
    expect(getByLabel('Grade').value).toBe('Grade A only');
    expect(getByLabel('Warranty').value).toBe('At least 30 days');
    expect(checkbox('Ships').checked).toBe(true);

    // Grades are for used parts: a new part has none, so the grade goes with the change.
    await selectOption('Condition', 'New');
    expect(getByLabel('Grade').disabled).toBe(true);
    expect(getByLabel('Grade').value).toBe('');
    expect(bodyText()).toContain('Grades are for used parts.');
    await click(checkbox('Ships'));
    await click(getByRole('button', 'Search'));
    expect(router.state.location.search).toBe('?search_part=7&condition=new&warranty=30');

    // Cleared like every filter: the select's clear button.
    await reopen();
    await click(
      await waitFor(() => document.querySelector('button[aria-label="Clear Warranty"]') as Element),
    );
    await click(getByRole('button', 'Search'));
    expect(router.state.location.search).toBe('?search_part=7&condition=new');
  });

  it('counts them on the phone’s Filters button', async () => {
    await setViewportWidth(500);
    try {
      stubHome();
      await renderHome('/?condition=used&shipping=1&search_year=2012');
      await reopen();
      await waitFor(() => expect(getByRole('button', 'Filters (3)')).toBeTruthy());
    } finally {
      await setViewportWidth(1024);
    }
  });
});

describe('home form: VIN', () => {
  it('says which rule a VIN breaks as it is typed', async () => {
    stubHome();
    await renderHome();
    await loaded();
    const vin = getByLabel('VIN');
    await typeInto(vin, '1FAHP3F2');
    // Still being typed: no complaint about its length yet.
    expect(bodyText()).not.toContain('exactly 17');
    await act(async () => {
      vin.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    await waitFor(() => expect(bodyText()).toContain('A VIN has exactly 17 letters and digits.'));
    await typeInto(vin, '1FAHP3F2OCL123456');
    await waitFor(() => expect(bodyText()).toContain('never the letters I, O or Q'));
    await typeInto(vin, '1FAHP3F20CL123456');
    await waitFor(() =>
      expect(bodyText()).toContain("This VIN's check digit (its 9th character) does not match"),
    );
  });

  it('decodes a good VIN and fills the year, manufacturer and model', async () => {
    const fetchMock = stubHome({ [`GET /api/vin/${FOCUS_VIN}`]: () => json(decoded()) });
    const { router } = await renderHome();
    await loaded();
    // Typed in lower case with a dash: checked as the VIN it is.
    await typeInto(getByLabel('VIN'), '1fahp3f27-cl123456');
    await waitFor(() => expect(vehicleValues()).toEqual(['2012', 'Ford', 'Focus']));
    expect(bodyText()).toContain('Found: 2012 Ford Focus');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `/api/vin/${FOCUS_VIN}`)).toBe(true);
    await click(getByRole('button', 'Search'));
    // The VIN stays out of the URL; what it decoded to is the search.
    expect(router.state.location.search).toBe('?search_year=2012&search_manufacturer=Ford&search_make=2');
  });

  it('warns of a wrong check digit outside North America, and still decodes', async () => {
    // A Volkswagen built in Germany: position 9 holds no check digit.
    const vin = 'WVWZZZ1JZ3W386752';
    stubHome({ [`GET /api/vin/${vin}`]: () => json(decoded({ vin, warning: 'vinCheckDigitWarning' })) });
    await renderHome();
    await loaded();
    await typeInto(getByLabel('VIN'), vin);
    await waitFor(() => expect(vehicleValues()).toEqual(['2012', 'Ford', 'Focus']));
    expect(bodyText()).toContain('vehicles built outside North America often skip it');
  });

  it('offers the closest models when the decoded one is not in the catalog', async () => {
    stubHome({
      [`GET /api/vin/${FOCUS_VIN}`]: () =>
        json(
          decoded({
            model: 'Focus ST',
            vehicle: null,
            suggestions: [
              { vehicle_id: 2, name: 'Ford - Focus' },
              { vehicle_id: 1, name: 'Ford - F-150' },
            ],
          }),
        ),
    });
    await renderHome();
    await loaded();
    await typeInto(getByLabel('VIN'), FOCUS_VIN);
    await waitFor(() =>
      expect(bodyText()).toContain(
        '2012 FORD Focus ST is not one of our models by that name. Choose the closest:',
      ),
    );
    expect(vehicleValues()).toEqual(['', '', '']);
    await click(getByRole('button', 'Ford - Focus'));
    await waitFor(() => expect(vehicleValues()).toEqual(['2012', 'Ford', 'Focus']));
  });

  it("shows the server's refusal of a VIN it cannot decode", async () => {
    stubHome({
      [`GET /api/vin/${FOCUS_VIN}`]: () =>
        json(
          {
            statusCode: 404,
            code: 'NOT_FOUND',
            message:
              'We could not decode this VIN: its maker or model is not in our data. Pick the year and model by hand.',
          },
          404,
        ),
    });
    await renderHome();
    await loaded();
    await typeInto(getByLabel('VIN'), FOCUS_VIN);
    await waitFor(() => expect(bodyText()).toContain('We could not decode this VIN'));
    expect(vehicleValues()).toEqual(['', '', '']);
  });
});

describe('home form: My Garage', () => {
  afterEach(() => localStorage.clear());

  it('is not offered while the garage is empty', async () => {
    stubHome();
    await renderHome();
    await loaded();
    expect(() => getByLabel('My Garage')).toThrow();
  });

  it('searches for the chosen vehicle, keeping the other filters', async () => {
    localStorage.setItem(
      LOCAL_GARAGE_KEY,
      JSON.stringify([
        { key: 'b-1', year: 2013, vehicle_id: 2, vehicle_name: 'Ford - Focus', vin: null },
        { key: 'b-2', year: 2001, vehicle_id: 3, vehicle_name: 'Toyota - Corolla', vin: null },
      ]),
    );
    const fetchMock = stubHome();
    const { router } = await renderHome('/?search_part=8&shipping=1');
    await reopen();
    await loaded();
    await selectOption('My Garage', '2013 Ford Focus');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search_year=2013&search_manufacturer=Ford&search_make=2&search_part=8&shipping=1',
      ),
    );
    await waitFor(() => expect(lastSearch(fetchMock)).toContain('search_year=2013&search_manufacturer=Ford'));
    await waitFor(() => expect(bodyText()).toContain('Your search: 2013 Ford Focus · Brake Pads · ships'));
    // Opened again, the chooser names the vehicle searched for.
    await reopen();
    await waitFor(() => expect(getByLabel('My Garage').value).toBe('2013 Ford Focus'));
  });

  it("says 'Fits your ...' on the cards of posts a garage vehicle fits, and the matched row", async () => {
    localStorage.setItem(
      LOCAL_GARAGE_KEY,
      JSON.stringify([
        { key: 'b-1', year: 2014, vehicle_id: 3, vehicle_name: 'Toyota - Corolla', vin: null },
      ]),
    );
    const fitments = [
      { vehicle_id: 2, vehicle_name: 'Ford - Focus', year_from: 2012, year_to: 2014 },
      { vehicle_id: 3, vehicle_name: 'Toyota - Corolla', year_from: 2013, year_to: 2016 },
    ];
    stubHome({
      'GET /api/posts/search': () =>
        json(
          searchPage([
            listedPost({ id: 1, stock_number: 'FITS', fitments, matched_fitment: 1 }),
            listedPost({ id: 2, stock_number: 'NOPE' }),
          ]),
        ),
    });
    await renderHome('/?search_year=2014&search_make=3');
    const cards = await waitFor(() => {
      const found = [...document.querySelectorAll('article')].map((a) => a.textContent ?? '');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(cards[0]).toContain('Fits your 2014 Toyota Corolla');
    expect(cards[0]).toContain('Matches your search: Toyota - Corolla 2013-2016');
    expect(cards[0]).toContain('Fits: Ford - Focus 2012-2014, Toyota - Corolla 2013-2016');
    expect(cards[1]).not.toContain('Fits your');
  });
});
