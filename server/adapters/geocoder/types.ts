import type { TPlaceSuggestion } from '@common/contracts/accounts';

export type { TPlaceSuggestion };

export interface TAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface TGeocoder {
  /** Suggestions for what a person typed in a street, city or postal-code field (at most `limit`). */
  suggest(q: string, limit?: number): Promise<TPlaceSuggestion[]>;
  /** Coordinates of an address (city level is enough), or null when it cannot be placed. */
  locate(address: TAddress): Promise<{ lat: number; lng: number } | null>;
}
