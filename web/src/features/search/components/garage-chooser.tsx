import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { garageVehicleLabel, type TGarageItem } from '@/lib/garage';

interface TGarageChooserProps {
  vehicles: readonly TGarageItem[];
  /** The chosen vehicle's key (the one the search is for), or null. */
  value: string | null;
  onChoose: (vehicle: TGarageItem) => void;
}

/** My Garage on the home form: choosing one of the buyer's vehicles searches parts for it. */
export function GarageChooser({ vehicles, value, onChoose }: TGarageChooserProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () => vehicles.map((v) => ({ value: v.key, label: garageVehicleLabel(v) })),
    [vehicles],
  );
  return (
    <SearchableSelect<string>
      label={t('search.garage')}
      description={t('search.garageHint')}
      data={options}
      value={value}
      clearable={false}
      onChange={(key) => {
        const vehicle = vehicles.find((v) => v.key === key);
        if (vehicle) onChoose(vehicle);
      }}
    />
  );
}
