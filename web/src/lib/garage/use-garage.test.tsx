import { GARAGE_MAX, type TGarage, type TGarageVehicle } from '@common/contracts/garage';
import { MESSAGES } from '@common/messages';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { garageFit, garageVehicleLabel } from './garage-fit';
import { GarageSessionProvider } from './garage-session';
import { LOCAL_GARAGE_KEY } from './local-garage';
import { type TUseGarage, useGarage } from './use-garage';

// useGarage: a visitor's vehicles in this browser (checked when read back), a signed-in user's
// through /api/garage, and the browser's list carried into the account once when a session appears.

let garage: TUseGarage;
function Probe() {
  garage = useGarage();
  return (
    <ul>
      {garage.vehicles.map((v) => (
        <li key={v.key}>{garageVehicleLabel(v)}</li>
      ))}
    </ul>
  );
}

/** The garage under a session the test switches: a visitor until 'Sign in' is clicked. */
function Session({ initial }: { initial: string | null }) {
  const [userId, setUserId] = useState(initial);
  return (
    <GarageSessionProvider userId={userId} known>
      <button type="button" onClick={() => setUserId('u1')}>
        Sign in
      </button>
      <button type="button" onClick={() => setUserId(null)}>
        Sign out
      </button>
      <Probe />
    </GarageSessionProvider>
  );
}

const render = (userId: string | null = null) =>
  renderRoutes([{ path: '/', element: <Session initial={userId} /> }]);
const shown = () => [...document.querySelectorAll('li')].map((li) => li.textContent);
const stored = () => JSON.parse(localStorage.getItem(LOCAL_GARAGE_KEY) ?? '[]') as { year: number }[];
const row = (id: number, year: number, vehicle_id: number, vehicle_name: string): TGarageVehicle => ({
  id,
  year,
  vehicle_id,
  vehicle_name,
  vin: null,
});

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('a visitor', () => {
  it('keeps vehicles in this browser, refuses repeats and a full garage, and removes them', async () => {
    await render();
    await act(() => garage.add({ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic', vin: '' }));
    expect(shown()).toEqual(['2012 Honda Civic']);
    expect(stored()).toMatchObject([{ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic', vin: null }]);

    await expect(
      garage.add({ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.garageVehicleExists,
    });
    for (let i = 1; i < GARAGE_MAX; i++) {
      await act(() => garage.add({ year: 2000 + i, vehicle_id: 7, vehicle_name: 'Honda - Civic' }));
    }
    await expect(
      garage.add({ year: 1990, vehicle_id: 7, vehicle_name: 'Honda - Civic' }),
    ).rejects.toMatchObject({
      message: MESSAGES.garageFull,
    });
    expect(stored()).toHaveLength(GARAGE_MAX);

    const first = garage.vehicles[0]?.key ?? '';
    await act(() => garage.remove(first));
    expect(shown()).not.toContain('2012 Honda Civic');
    expect(stored()).toHaveLength(GARAGE_MAX - 1);
    expect(garage.isLoading).toBe(false);
    expect(garage.signedIn).toBe(false);
  });

  it('reads back only well-formed entries (the storage is the user to edit)', async () => {
    localStorage.setItem(
      LOCAL_GARAGE_KEY,
      JSON.stringify([
        { key: 'b-1', year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic', vin: null },
        { key: 'b-2', year: 'old', vehicle_id: 7, vehicle_name: 'Honda - Civic', vin: null },
        { key: 'b-3', year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic', vin: null }, // a repeat
        { key: 'b-4', year: 2015, vehicle_id: -1, vehicle_name: 'Acura - ILX', vin: null },
        'junk',
        { key: 'b-5', year: 2014, vehicle_id: 9, vehicle_name: 'Acura - ILX', vin: null },
      ]),
    );
    await render();
    expect(shown()).toEqual(['2012 Honda Civic', '2014 Acura ILX']);
  });

  it('reads an unreadable entry as an empty garage', async () => {
    localStorage.setItem(LOCAL_GARAGE_KEY, '{not json');
    await render();
    expect(shown()).toEqual([]);
    await act(() => garage.add({ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic' }));
    expect(shown()).toEqual(['2012 Honda Civic']);
  });
});

describe('at sign-in', () => {
  it("carries the browser's list into the account once, then empties it", async () => {
    const merged: TGarage = {
      vehicles: [row(1, 2008, 3, 'Ford - Focus'), row(2, 2012, 7, 'Honda - Civic')],
    };
    const bodies: unknown[] = [];
    stubFetch({
      'GET /api/garage': () => json({ vehicles: [row(1, 2008, 3, 'Ford - Focus')] }),
      'POST /api/garage/merge': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(merged);
      },
    });
    await render();
    await act(() =>
      garage.add({ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic', vin: '1HGCM82633A004352' }),
    );

    await click(getByRole('button', 'Sign in'));
    await waitFor(() => expect(shown()).toEqual(['2008 Ford Focus', '2012 Honda Civic']));
    expect(bodies).toEqual([{ vehicles: [{ year: 2012, vehicle_id: 7, vin: '1HGCM82633A004352' }] }]);
    expect(localStorage.getItem(LOCAL_GARAGE_KEY)).toBeNull();
    expect(garage.signedIn).toBe(true);

    // Signing out and in again has nothing left to carry.
    await click(getByRole('button', 'Sign out'));
    expect(shown()).toEqual([]);
    await click(getByRole('button', 'Sign in'));
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(bodies).toHaveLength(1);

    // A vehicle added after signing out is carried at the next sign-in, even on the same page.
    await click(getByRole('button', 'Sign out'));
    await act(() => garage.add({ year: 2015, vehicle_id: 9, vehicle_name: 'Acura - ILX' }));
    await click(getByRole('button', 'Sign in'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ vehicles: [{ year: 2015, vehicle_id: 9, vin: null }] });
  });

  it('sends nothing when the browser holds no vehicles', async () => {
    const fetchMock = stubFetch({ 'GET /api/garage': () => json({ vehicles: [] }) });
    await render('u1');
    await waitFor(() => expect(garage.isLoading).toBe(false));
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/garage',
    ]);
  });

  it('keeps the list when the carry fails, for the next sign-in', async () => {
    stubFetch({
      'GET /api/garage': () => json({ vehicles: [] }),
      'POST /api/garage/merge': () => json({ statusCode: 503, code: 'UNAVAILABLE', message: 'Away' }, 503),
    });
    await render();
    await act(() => garage.add({ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic' }));
    await click(getByRole('button', 'Sign in'));
    await waitFor(() => expect(garage.isLoading).toBe(false));
    expect(stored()).toHaveLength(1);
  });
});

describe('a signed-in user', () => {
  it('adds and removes through the API', async () => {
    let vehicles = [row(1, 2008, 3, 'Ford - Focus')];
    const calls: string[] = [];
    stubFetch({
      'GET /api/garage': () => json({ vehicles }),
      'POST /api/garage': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        calls.push(`add ${JSON.stringify(body)}`);
        const added = row(2, body.year, body.vehicle_id, 'Honda - Civic');
        vehicles = [...vehicles, added];
        return json(added, 201);
      },
      'DELETE /api/garage/1': () => {
        calls.push('delete 1');
        vehicles = vehicles.filter((v) => v.id !== 1);
        return json({ vehicles });
      },
    });
    await render('u1');
    await waitFor(() => expect(shown()).toEqual(['2008 Ford Focus']));
    await act(() => garage.add({ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic' }));
    await waitFor(() => expect(shown()).toEqual(['2008 Ford Focus', '2012 Honda Civic']));
    await act(() => garage.remove('a-1'));
    await waitFor(() => expect(shown()).toEqual(['2012 Honda Civic']));
    expect(calls).toEqual(['add {"year":2012,"vehicle_id":7,"vin":null}', 'delete 1']);
    expect(localStorage.getItem(LOCAL_GARAGE_KEY)).toBeNull();
  });

  it("shows the server's refusal as its message", async () => {
    stubFetch({
      'GET /api/garage': () => json({ vehicles: [] }),
      'POST /api/garage': () =>
        json({ statusCode: 409, code: 'CONFLICT', message: MESSAGES.garageFull }, 409),
    });
    await render('u1');
    await expect(
      garage.add({ year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: MESSAGES.garageFull,
    });
  });
});

describe('garageFit and garageVehicleLabel', () => {
  const civic2012 = { year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic' };
  const ilx2014 = { year: 2014, vehicle_id: 9, vehicle_name: 'Acura - ILX' };

  it('finds the first garage vehicle any row covers (range edges included), or null', () => {
    const rows = [
      { vehicle_id: 9, year_from: 2013, year_to: 2015 },
      { vehicle_id: 7, year_from: 2012, year_to: 2012 },
    ];
    expect(garageFit(rows, [civic2012, ilx2014])).toBe(civic2012);
    expect(garageFit(rows, [ilx2014, civic2012])).toBe(ilx2014);
    expect(garageFit(rows, [{ ...civic2012, year: 2013 }])).toBeNull();
    expect(garageFit(rows, [{ ...ilx2014, year: 2016 }])).toBeNull();
    expect(garageFit([], [civic2012])).toBeNull();
    expect(garageFit(rows, [])).toBeNull();
  });

  it("says the year then the catalog's name without its dash", () => {
    expect(garageVehicleLabel(civic2012)).toBe('2012 Honda Civic');
    expect(garageVehicleLabel({ year: 1999, vehicle_name: 'Land Rover - Range Rover - Sport' })).toBe(
      '1999 Land Rover Range Rover - Sport',
    );
    expect(garageVehicleLabel({ year: 2001, vehicle_name: 'Mack' })).toBe('2001 Mack');
  });
});
