import type { TPlaceSuggestions } from '@common/contracts/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Fewer characters than this match too many places to be worth asking. */
export const PLACE_QUERY_MIN = 2;

/** GET /api/places?q=: address suggestions from the server's gazetteer (public). */
export function getPlaceSuggestions(q: string, signal?: AbortSignal) {
  return apiRequest<TPlaceSuggestions>(`/places?${new URLSearchParams({ q })}`, { signal });
}

/** Suggestions for what was typed (already debounced by the caller); idle below PLACE_QUERY_MIN characters. */
export function usePlaceSuggestions(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['accounts', 'places', query],
    queryFn: ({ signal }) => getPlaceSuggestions(query, signal),
    enabled: query.length >= PLACE_QUERY_MIN,
    // Places do not move: keep answers, and keep the last list on screen while the next one loads.
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
