import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { PATHS } from '@/config/routes';
import { useMe } from '@/features/accounts';
import { DashboardPage } from '@/features/admin/pages';
import { partsQueryOptions, useParts, useVehicles, vehiclesQueryOptions } from '@/features/catalog';

/**
 * /dashboard: admins only; anyone else is sent to / (docs/PRODUCT.md §2), and every admin endpoint
 * refuses them on the server anyway. The lists come from the catalog feature, so an edit read
 * again here is the list every form uses.
 */
export function DashboardRoute() {
  const me = useMe();
  const vehicles = useVehicles();
  const parts = useParts();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: vehiclesQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: partsQueryOptions().queryKey });
  }, [queryClient]);
  if (me.isPending) return <PageLoader />;
  if (!me.data?.user.isAdmin) return <Navigate to={PATHS.home} replace />;
  return (
    <DashboardPage
      vehicles={{
        entries: vehicles.data,
        loading: vehicles.isPending,
        error: vehicles.error,
        onRetry: () => void vehicles.refetch(),
      }}
      parts={{
        entries: parts.data?.map((p) => ({ id: p.id, name: p.part_name, name_fr: p.part_name_fr })),
        loading: parts.isPending,
        error: parts.error,
        onRetry: () => void parts.refetch(),
      }}
      onCatalogChanged={refresh}
      viewerId={me.data.user.id}
    />
  );
}
