import type { TFitmentRow } from '@common/rules/fitment';
import { useCallback } from 'react';
import { garageFit, garageVehicleLabel, useGarage } from '@/lib/garage';

/**
 * For a list's cards: the viewer's garage vehicle a post fits, as people say it ('2012 Honda
 * Civic'), or undefined. The card gets the words; it does not read the garage itself.
 */
export function useGarageFit(): (fitments: readonly TFitmentRow[]) => string | undefined {
  const { vehicles } = useGarage();
  return useCallback(
    (fitments) => {
      const vehicle = garageFit(fitments, vehicles);
      return vehicle ? garageVehicleLabel(vehicle) : undefined;
    },
    [vehicles],
  );
}
