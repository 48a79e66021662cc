// The `zipcodes` package ships no types; this declares the part of it the offline geocoder uses.
declare module 'zipcodes' {
  export interface TZipCode {
    /** US: 5 digits; Canada: the 3-character forward sortation area (FSA), e.g. 'M5V'. */
    zip: string;
    /** null (or 0) on a few damaged rows. */
    latitude: number | null;
    longitude: number | null;
    city: string;
    /** US: 2-letter code; Canada: the province's full name (or, on damaged rows, something else). */
    state: string;
    country: 'US' | 'Canada';
  }

  const zipcodes: {
    /** Every entry keyed by its code. */
    codes: Record<string, TZipCode>;
    lookup(zip: string | number): TZipCode | undefined;
    lookupByName(city: string, state: string): TZipCode[];
    states: { full: Record<string, string>; abbr: Record<string, string> };
  };
  export default zipcodes;
}
