import type { TExchangeRate } from '@common/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EXCHANGE_RATE_KEY } from '@/lib/exchange-rate';

/** PUT /api/admin/exchange-rate: the new rate shows in this browser's prices and audit log at once. */
export function useSaveExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usdCad: number) =>
      apiRequest<TExchangeRate>('/admin/exchange-rate', { method: 'PUT', body: { usd_cad: usdCad } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(EXCHANGE_RATE_KEY, saved);
      // The price order changed too (and the audit log): every page read before is stale.
      void queryClient.invalidateQueries();
    },
  });
}
