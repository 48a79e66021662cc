import type { TPlaceSuggestions } from '@common/contracts/accounts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { placeKey } from './query-keys';

/** GET /api/places?q=: the best match for a postal code or city the buyer typed, or null. */
export async function findPlace(text: string, signal?: AbortSignal) {
  const places = await apiRequest<TPlaceSuggestions>(`/places?${new URLSearchParams({ q: text })}`, {
    signal,
  });
  return places[0] ?? null;
}

export const placeQueryOptions = (text: string) =>
  queryOptions({
    queryKey: placeKey(text),
    queryFn: ({ signal }) => findPlace(text, signal),
    // Places do not move.
    staleTime: Number.POSITIVE_INFINITY,
  });
