import { z } from 'zod';
import type { TGeocoder, TPlaceSuggestion } from './types';

// A Nominatim-compatible service (GEOCODER=<base URL>). A geocoder is a comfort, never a reason
// to fail a request: every failure (network, timeout, non-2xx, unexpected body) answers [] or
// null, and is handed to `onError` for the caller's log.

const USER_AGENT = 'PartsYard/0.1';
const DEFAULT_LIMIT = 8;
const COUNTRIES: Readonly<Record<string, string>> = { us: 'United States', ca: 'Canada' };

// Only what we read; anything else in an item is ignored, and an item without it is skipped.
const ZResult = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  address: z.record(z.string(), z.unknown()).default({}),
});

export type TGeocoderErrorHandler = (err: unknown) => void;

export function createNominatimGeocoder(
  baseUrl: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5_000,
  onError: TGeocoderErrorHandler = () => {},
): TGeocoder {
  const base = baseUrl.replace(/\/+$/, '');

  async function search(params: Record<string, string>): Promise<TPlaceSuggestion[] | null> {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', countrycodes: 'us,ca' });
    for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
    const url = `${base}/search?${query}`;
    try {
      const res = await fetchImpl(url, {
        headers: { 'user-agent': USER_AGENT, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const body: unknown = await res.json();
      if (!Array.isArray(body)) throw new Error('geocoder answered something other than a list');
      return body.flatMap((item) => {
        const parsed = ZResult.safeParse(item);
        const suggestion = parsed.success ? toSuggestion(parsed.data) : null;
        return suggestion ? [suggestion] : [];
      });
    } catch (err) {
      onError(err); // not the URL: it carries what the person typed
      return null;
    }
  }

  return {
    async suggest(q, limit = DEFAULT_LIMIT) {
      if (limit < 1 || !q.trim()) return [];
      return (await search({ q: q.trim(), limit: String(limit) })) ?? [];
    },

    async locate(address) {
      const structured = {
        street: address.street.trim(),
        city: address.city.trim(),
        state: address.state.trim(),
        postalcode: address.zip.trim(),
        country: address.country.trim(),
        limit: '1',
      };
      if (!structured.city && !structured.postalcode) return null;
      let found = await search(structured);
      // City level is enough: a street the service does not know should not lose the city.
      if (found?.length === 0 && structured.street) found = await search({ ...structured, street: '' });
      const first = found?.[0];
      return first ? { lat: first.lat, lng: first.lng } : null;
    },
  };
}

function toSuggestion(result: z.infer<typeof ZResult>): TPlaceSuggestion | null {
  const a = result.address;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  const street = [text('house_number'), text('road')].filter(Boolean).join(' ');
  const city = text('city') || text('town') || text('village') || text('hamlet') || text('municipality');
  const zip = text('postcode');
  if (!city && !zip) return null; // a county or a whole state is no address
  // 'US-CA' -> 'CA': the same 2-letter codes the offline gazetteer gives.
  const state = /^[A-Z]{2}-([A-Z0-9]{1,3})$/.exec(text('ISO3166-2-lvl4'))?.[1] ?? text('state');
  const country = COUNTRIES[text('country_code').toLowerCase()] ?? text('country');
  const where = `${[city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}, ${country}`;
  return {
    label: street ? `${street}, ${where}` : where,
    ...(street ? { street } : {}),
    city,
    state,
    zip,
    country,
    lat: result.lat,
    lng: result.lon,
  };
}
