import type { TExchangeRate } from '@common/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// The USD/CAD rate prices are converted at ('about $165 CAD'); admins change it on the dashboard.

export const EXCHANGE_RATE_KEY = ['exchange-rate'] as const;

/** GET /api/exchange-rate: read again after a minute (the browser revalidates it: a 304 while unchanged). */
export const exchangeRateQueryOptions = () =>
  queryOptions({
    queryKey: EXCHANGE_RATE_KEY,
    queryFn: ({ signal }) => apiRequest<TExchangeRate>('/exchange-rate', { signal }),
    staleTime: 60_000,
  });

export function useExchangeRate() {
  return useQuery(exchangeRateQueryOptions());
}
