import { fileURLToPath } from 'node:url';
import { readSeedCsv } from '../db/seed/csv';

// The demo sellers' cities (data/demo-cities.csv): real US and Canadian cities with their
// coordinates, a real postal code (ZIP, or the Canadian FSA) and their approximate population.

export interface TDemoCity {
  name: string;
  /** 2-letter state, province or territory code. */
  state: string;
  /** The country as a profile spells it. */
  country: 'United States' | 'Canada';
  population: number;
  /** City-level coordinates (2 decimals, about a kilometre), as a post keeps them. */
  lat: number;
  lng: number;
  /** A US ZIP code, or a Canadian forward sortation area ('M5V'). */
  zip: string;
}

let cached: TDemoCity[] | undefined;

/** Every demo city, in the file's order. */
export function demoCities(): TDemoCity[] {
  cached ??= readSeedCsv(fileURLToPath(new URL('../db/seed/data/demo-cities.csv', import.meta.url))).map(
    (r) => {
      const country = r.country === 'Canada' ? 'Canada' : 'United States';
      const city = {
        name: r.city ?? '',
        state: r.state ?? '',
        country,
        population: Number(r.population),
        lat: Number(r.lat),
        lng: Number(r.lng),
        zip: r.zip ?? '',
      } satisfies TDemoCity;
      if (!city.name || !/^[A-Z]{2}$/.test(city.state) || !(city.population > 0) || !city.zip)
        throw new Error(`demo-cities.csv: bad row for '${r.city}'`);
      if (Number.isNaN(city.lat) || Number.isNaN(city.lng))
        throw new Error(`demo-cities.csv: bad coordinates for '${r.city}'`);
      return city;
    },
  );
  return cached;
}

/**
 * How likely a seller lives in a city: population to the power 0.75, so big cities get the most
 * sellers but small ones still get some (as on a real classifieds site, where towns over-list).
 */
export const cityWeight = (c: TDemoCity) => c.population ** 0.75;
