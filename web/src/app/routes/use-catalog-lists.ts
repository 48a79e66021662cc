import { useParts, useVehicles } from '@/features/catalog';
import type { TCatalogLists } from '@/features/posts/pages';

/** The vehicle and part lists as the post forms take them, with one retry for either failure. */
export function useCatalogLists(): TCatalogLists {
  const vehicles = useVehicles();
  const parts = useParts();
  return {
    vehicles: vehicles.data,
    parts: parts.data,
    loading: vehicles.isPending || parts.isPending,
    error: vehicles.error ?? parts.error ?? undefined,
    onRetry: () => {
      if (vehicles.isError) void vehicles.refetch();
      if (parts.isError) void parts.refetch();
    },
    retrying: vehicles.isFetching || parts.isFetching,
  };
}
