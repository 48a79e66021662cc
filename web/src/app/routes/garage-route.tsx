import { PATHS } from '@/config/routes';
import { signInPathFor } from '@/features/accounts/redirect';
import { useVehicles } from '@/features/catalog';
import { GaragePage } from '@/features/garage';

/** /garage: the catalog's vehicles for the pickers, and the sign-in page that comes back here. */
export function GarageRoute() {
  const vehicles = useVehicles();
  return (
    <GaragePage
      vehicles={vehicles.data}
      vehiclesLoading={vehicles.isPending}
      vehiclesError={vehicles.error}
      onRetryVehicles={() => void vehicles.refetch()}
      signInPath={signInPathFor(PATHS.garage)}
    />
  );
}
