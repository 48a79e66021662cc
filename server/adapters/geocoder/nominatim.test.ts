import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZPlaceSuggestion } from '@common/contracts/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from './nominatim';

// A real HTTP server on 127.0.0.1 that answers like Nominatim's /search?format=jsonv2.
const SAMPLE = [
  {
    place_id: 297154271,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 2718493381,
    lat: '34.0736204',
    lon: '-118.4003563',
    category: 'place',
    type: 'house',
    place_rank: 30,
    importance: 0.00000999999999995449,
    addresstype: 'place',
    name: '',
    display_name:
      '9336, Civic Center Drive, Beverly Hills, Los Angeles County, California, 90210, United States',
    address: {
      house_number: '9336',
      road: 'Civic Center Drive',
      city: 'Beverly Hills',
      county: 'Los Angeles County',
      state: 'California',
      'ISO3166-2-lvl4': 'US-CA',
      postcode: '90210',
      country: 'United States',
      country_code: 'us',
    },
    boundingbox: ['34.0735704', '34.0736704', '-118.4004063', '-118.4003063'],
  },
  {
    place_id: 7262611,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 324211,
    lat: '43.6534817',
    lon: '-79.3839347',
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    importance: 0.7945,
    addresstype: 'city',
    name: 'Toronto',
    display_name: 'Toronto, Golden Horseshoe, Ontario, Canada',
    address: {
      city: 'Toronto',
      state_district: 'Golden Horseshoe',
      state: 'Ontario',
      'ISO3166-2-lvl4': 'CA-ON',
      country: 'Canada',
      country_code: 'ca',
    },
    boundingbox: ['43.5810245', '43.8554579', '-79.6392832', '-79.1132193'],
  },
  {
    place_id: 1,
    lat: '44.0',
    lon: '-120.5',
    category: 'boundary',
    type: 'administrative',
    display_name: 'Oregon, United States',
    address: { state: 'Oregon', 'ISO3166-2-lvl4': 'US-OR', country: 'United States', country_code: 'us' },
  },
  { place_id: 2, lat: 'not a number', lon: '1', address: { city: 'Broken' } },
];

type THandler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: THandler;
const received: { url: URL; userAgent: string | undefined }[] = [];
const held: ServerResponse[] = [];
const server = createServer((req, res) => {
  received.push({ url: new URL(req.url ?? '/', 'http://x'), userAgent: req.headers['user-agent'] });
  handler(req, res);
});
let base = '';
const json =
  (body: unknown, status = 200): THandler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`; // a trailing slash is fine
});
afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  handler = json(SAMPLE);
});

const errors: unknown[] = [];
const geocoder = () => createNominatimGeocoder(base, fetch, 200, (err) => errors.push(err));
const address = {
  street: '9336 Civic Center Dr',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
  country: 'US',
};

describe('Nominatim geocoder', () => {
  it('asks /search with the free-text query, a limit and a User-Agent', async () => {
    await geocoder().suggest('  9336 Civic Center  ', 5);
    expect(received).toHaveLength(1);
    const [{ url, userAgent }] = received as [(typeof received)[number]];
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us,ca',
      limit: '5',
      q: '9336 Civic Center',
    });
    expect(userAgent).toBe('PartsYard/0.1');
  });

  it('maps address details to suggestions, skipping regions and broken items', async () => {
    const found = await geocoder().suggest('anything');
    for (const s of found) ZPlaceSuggestion.parse(s);
    expect(found).toEqual([
      {
        label: '9336 Civic Center Drive, Beverly Hills, CA 90210, United States',
        street: '9336 Civic Center Drive',
        city: 'Beverly Hills',
        state: 'CA',
        zip: '90210',
        country: 'United States',
        lat: 34.0736204,
        lng: -118.4003563,
      },
      {
        label: 'Toronto, ON, Canada',
        city: 'Toronto',
        state: 'ON',
        zip: '',
        country: 'Canada',
        lat: 43.6534817,
        lng: -79.3839347,
      },
    ]);
  });

  it('locates with a structured query and answers the first coordinates', async () => {
    expect(await geocoder().locate(address)).toEqual({ lat: 34.0736204, lng: -118.4003563 });
    const params = Object.fromEntries(received[0]?.url.searchParams ?? []);
    expect(params).toMatchObject({
      street: '9336 Civic Center Dr',
      city: 'Beverly Hills',
      state: 'CA',
      postalcode: '90210',
      country: 'US',
      limit: '1',
    });
    expect(params.q).toBeUndefined(); // Nominatim refuses q together with structured fields
  });

  it('retries without the street when the street is unknown, and answers null when nothing is found', async () => {
    handler = (req, res) =>
      json(new URL(req.url ?? '/', 'http://x').searchParams.has('street') ? [] : SAMPLE)(req, res);
    expect(await geocoder().locate(address)).toEqual({ lat: 34.0736204, lng: -118.4003563 });
    expect(received).toHaveLength(2);
    handler = json([]);
    expect(await geocoder().locate(address)).toBeNull();
    expect(await geocoder().locate({ ...address, city: '', zip: '' })).toBeNull(); // nothing to ask
  });

  it('answers [] / null without throwing on a 500, malformed JSON or an unexpected body', async () => {
    for (const bad of [json({ error: 'boom' }, 500), json('[{"lat": '), json({ not: 'a list' })]) {
      handler = bad;
      errors.length = 0;
      expect(await geocoder().suggest('Toronto')).toEqual([]);
      expect(await geocoder().locate(address)).toBeNull();
      expect(errors.length).toBeGreaterThan(0);
    }
  });

  it('gives up after the timeout on a server that never answers', async () => {
    handler = (_req, res) => void held.push(res); // holds the request open
    const start = performance.now();
    expect(await geocoder().suggest('Toronto')).toEqual([]);
    expect(await geocoder().locate(address)).toBeNull();
    // Two 200 ms timeouts; the bound only tells giving up from waiting forever, busy machine or not.
    expect(performance.now() - start).toBeLessThan(10_000);
  });

  it('answers [] / null when nothing listens', async () => {
    const closed = createNominatimGeocoder('http://127.0.0.1:1', fetch, 200);
    expect(await closed.suggest('Toronto')).toEqual([]);
    expect(await closed.locate(address)).toBeNull();
  });
});
