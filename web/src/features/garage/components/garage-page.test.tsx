import type { TGarageVehicle } from '@common/contracts/garage';
import type { TVinDecode } from '@common/contracts/vin';
import { MESSAGES } from '@common/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GarageSessionProvider, LOCAL_GARAGE_KEY } from '@/lib/garage';
import { bodyText, click, getByLabel, getByRole, selectOption, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { GaragePage } from './garage-page';

// /garage: a visitor's garage in this browser, a signed-in user's through the API; adding by year
// and model or by VIN (checked as typed, decoded by the server, closest models offered), Find parts
// and Remove.

const FOCUS_VIN = '1FAHP3F27CL123456'; // its check digit holds

const decoded = (change: Partial<TVinDecode> = {}): TVinDecode => ({
  vin: FOCUS_VIN,
  warning: null,
  year: 2012,
  make: 'FORD',
  model: 'Focus',
  trim: 'SE',
  engine: '2.0L I4',
  body: null,
  drive: null,
  vehicle: { vehicle_id: 2, name: 'Ford - Focus' },
  suggestions: [],
  ...change,
});

const page = () => (
  <GaragePage
    vehicles={VEHICLES}
    vehiclesLoading={false}
    vehiclesError={null}
    onRetryVehicles={() => {}}
    signInPath="/auth?redirect=%2Fgarage"
  />
);
const renderVisitor = () => renderRoutes([{ path: '/garage', element: page() }], '/garage');
const renderSignedIn = () =>
  renderRoutes(
    [
      {
        path: '/garage',
        element: (
          <GarageSessionProvider userId="u1" known>
            {page()}
          </GarageSessionProvider>
        ),
      },
    ],
    '/garage',
  );
const listed = () =>
  [...document.querySelectorAll('ul[aria-label="Your vehicles"] li')].map((li) => li.textContent);
const stored = () => JSON.parse(localStorage.getItem(LOCAL_GARAGE_KEY) ?? '[]') as Record<string, unknown>[];

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('a visitor', () => {
  it('adds a vehicle by year, manufacturer and model, finds parts for it, and removes it', async () => {
    await renderVisitor();
    expect(document.title).toBe('My Garage - PartsYard');
    expect(bodyText()).toContain('No vehicles yet.');
    expect(getByRole('link', 'Sign in').getAttribute('href')).toBe('/auth?redirect=%2Fgarage');

    // Nothing chosen: each missing choice is named.
    await click(getByRole('button', 'Add to My Garage'));
    expect(bodyText()).toContain('Choose the year.');
    expect(bodyText()).toContain('Choose the manufacturer and model.');

    await selectOption('Year', '2012');
    await selectOption('Manufacturer', 'Ford');
    await selectOption('Vehicle model', 'Focus');
    await click(getByRole('button', 'Add to My Garage'));
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toContain('2012 Ford Focus');
    expect(bodyText()).toContain('2012 Ford Focus was added to My Garage.');
    expect(stored()).toMatchObject([{ year: 2012, vehicle_id: 2, vehicle_name: 'Ford - Focus', vin: null }]);

    const find = getByRole('link', 'Find parts for 2012 Ford Focus');
    expect(find.getAttribute('href')).toBe('/?search_year=2012&search_manufacturer=Ford&search_make=2');

    // The same vehicle again (the manufacturer stays chosen): the garage's own words.
    expect(getByLabel('Manufacturer').value).toBe('Ford');
    expect(getByLabel('Year').value).toBe('');
    await selectOption('Year', '2012');
    await selectOption('Vehicle model', 'Focus');
    await click(getByRole('button', 'Add to My Garage'));
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.garageVehicleExists));

    await click(getByRole('button', 'Remove 2012 Ford Focus'));
    await waitFor(() => expect(listed()).toEqual([]));
    expect(localStorage.getItem(LOCAL_GARAGE_KEY)).toBeNull();
  });

  it('checks a VIN as it is typed, decodes it, and adds the decoded vehicle with its VIN', async () => {
    const asked: string[] = [];
    stubFetch({
      [`GET /api/vin/${FOCUS_VIN}`]: (url) => {
        asked.push(url);
        return json(decoded());
      },
    });
    await renderVisitor();
    const vin = getByLabel('VIN');
    await typeInto(vin, '1FAHP3F27CL12345O');
    expect(bodyText()).toContain(MESSAGES.vinCharacters);
    expect((getByRole('button', 'Decode VIN') as HTMLButtonElement).disabled).toBe(true);
    await typeInto(vin, '1FAHP3F28CL123456'); // a wrong check digit (built for North America)
    expect(bodyText()).toContain(MESSAGES.vinCheckDigit);

    await typeInto(vin, '1fahp3f27cl123456');
    await click(getByRole('button', 'Decode VIN'));
    await waitFor(() => expect(bodyText()).toContain('This VIN is a 2012 Ford Focus.'));
    expect(bodyText()).toContain('SE, 2.0L I4');
    expect(asked).toEqual([`/api/vin/${FOCUS_VIN}`]);
    await click(getByRole('button', 'Add 2012 Ford Focus to My Garage'));
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toContain(`VIN: ${FOCUS_VIN}`);
    expect(stored()).toMatchObject([{ year: 2012, vehicle_id: 2, vin: FOCUS_VIN }]);
    expect((getByLabel('VIN') as HTMLInputElement).value).toBe('');
  });

  it("offers the closest catalog models when the decoded one is not the catalog's", async () => {
    stubFetch({
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
    await renderVisitor();
    await typeInto(getByLabel('VIN'), FOCUS_VIN);
    await click(getByRole('button', 'Decode VIN'));
    await waitFor(() =>
      expect(bodyText()).toContain('2012 FORD Focus ST is not one of our models by that name.'),
    );
    await selectOption('Closest model', 'Ford - Focus');
    await click(getByRole('button', 'Add 2012 Ford Focus to My Garage'));
    await waitFor(() => expect(listed()).toHaveLength(1));
  });

  it("shows the server's refusal of a VIN", async () => {
    stubFetch({
      [`GET /api/vin/${FOCUS_VIN}`]: () =>
        json({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.vinNotDecoded }, 404),
    });
    await renderVisitor();
    await typeInto(getByLabel('VIN'), FOCUS_VIN);
    await click(getByRole('button', 'Decode VIN'));
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.vinNotDecoded));
  });
});

describe('a signed-in user', () => {
  it('sees the account garage and adds to it through the API', async () => {
    let vehicles: TGarageVehicle[] = [
      { id: 5, year: 2008, vehicle_id: 3, vehicle_name: 'Toyota - Corolla', vin: null },
    ];
    const bodies: unknown[] = [];
    stubFetch({
      'GET /api/garage': () => json({ vehicles }),
      'POST /api/garage': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        const added = { id: 6, ...body, vehicle_name: 'Ford - F-150' };
        vehicles = [...vehicles, added];
        return json(added, 201);
      },
    });
    await renderSignedIn();
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(listed()[0]).toContain('2008 Toyota Corolla');
    expect(bodyText()).toContain('Your garage is kept on your account.');

    await selectOption('Year', '2015');
    await selectOption('Manufacturer', 'Ford');
    await selectOption('Vehicle model', 'F-150');
    await click(getByRole('button', 'Add to My Garage'));
    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(bodies).toEqual([{ year: 2015, vehicle_id: 1, vin: null }]);
    expect(localStorage.getItem(LOCAL_GARAGE_KEY)).toBeNull();
  });
});
