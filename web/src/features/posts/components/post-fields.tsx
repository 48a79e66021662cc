import type { TCurrency } from '@common/constants';
import { DESCRIPTION_MAX, STOCK_NUMBER_MAX } from '@common/contracts/posts';
import type { TVinDecode } from '@common/contracts/vin';
import type { TDistanceUnit } from '@common/rules/distance';
import { manufacturersOf, splitVehicleName } from '@common/vehicles';
import { yearOptions } from '@common/years';
import { Divider, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { partChoices, useFormat } from '@/lib/format';
import { manufacturerOfVehicle, modelOptions } from '@/lib/vehicle-options';
import { errorUnder, fitmentsOf, liveFitmentErrors, newRowKey } from '../fitment-draft';
import { chosenPart, type TCatalogLists, type TDraftErrors, type TPostDraft } from '../post-draft';
import { DonorVinField } from './donor-vin-field';
import { FitmentRows } from './fitment-rows';
import { OemNumbersField } from './oem-numbers-field';
import { PartDetailsFields } from './part-details-fields';

type TCatalogVehicle = TVinDecode['suggestions'][number];

interface TPostFieldsProps {
  draft: TPostDraft;
  onChange: (change: Partial<TPostDraft>) => void;
  errors: TDraftErrors;
  catalog: TCatalogLists;
  disabled?: boolean;
  /** The edit form's limit: the price cannot go above the original (docs/PRODUCT.md §5). */
  maxPrice?: number;
  /** Under the price: the currency picker, or the 'Maximum price' note. */
  priceExtra?: ReactNode;
  priceDescription?: string;
  /** The viewer's distance unit: the donor mileage is typed in it. */
  unit: TDistanceUnit;
  /** The post's currency (the shipping price is in it). */
  currency: TCurrency;
}

const EMPTY: readonly never[] = [];

/** The fields a post is made of, shared by the create and edit forms. */
export function PostFields({
  draft,
  onChange,
  errors,
  catalog,
  disabled = false,
  maxPrice,
  priceExtra,
  priceDescription,
  unit,
  currency,
}: TPostFieldsProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { vehicles = EMPTY, parts = EMPTY, loading } = catalog;
  // The years offered, and next year's model when a VIN decodes to it.
  const years = useMemo(() => {
    const offered = yearOptions();
    if (draft.year !== null && draft.year > (offered[0] ?? 0)) offered.unshift(draft.year);
    return offered.map((y) => ({ value: y, label: String(y) }));
  }, [draft.year]);
  const manufacturers = useMemo(() => manufacturersOf(vehicles), [vehicles]);
  const manufacturer = draft.manufacturer ?? manufacturerOfVehicle(vehicles, draft.vehicle_id);
  const models = useMemo(() => modelOptions(vehicles, manufacturer), [vehicles, manufacturer]);
  // French names, in French order; the value stays the part's id (the English name is the data).
  const partOptions = useMemo(() => partChoices(parts, fmt), [parts, fmt]);
  // The contract's reasons on submit (or the server's), and the rows' own checks as the seller types.
  const all: TDraftErrors = { ...liveFitmentErrors(fitmentsOf(draft, draft.extra)), ...errors };
  const error = (field: string) => (all[field] ? t(`rules.${all[field]}`) : undefined);
  const errorIn = (prefix: string) => {
    const key = errorUnder(all, prefix);
    return key ? t(`rules.${key}`) : undefined;
  };
  // A decoded VIN (or a suggestion picked for it) fills the first row: its year, to the same year.
  const fillFirstRow = (year: number | null, vehicle: TCatalogVehicle | null) =>
    onChange({
      ...(year ? { year, year_to: null } : {}),
      ...(vehicle
        ? { manufacturer: splitVehicleName(vehicle.name).manufacturer, vehicle_id: vehicle.vehicle_id }
        : {}),
    });

  return (
    <Stack gap="md">
      <DonorVinField
        value={draft.donor_vin}
        onChange={(donor_vin) => onChange({ donor_vin })}
        onDecoded={(d) => fillFirstRow(d.year, d.vehicle)}
        onPick={(vehicle, year) => fillFirstRow(year, vehicle)}
        error={error('donor_vin')}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SearchableSelect<number>
          label={t('posts.fields.year')}
          data={years}
          value={draft.year}
          onChange={(year) => onChange({ year })}
          clearable={false}
          required
          disabled={disabled}
          error={error('year')}
        />
        <SearchableSelect<number>
          label={t('partDetails.yearTo')}
          data={years}
          value={draft.year_to ?? draft.year}
          onChange={(year_to) => onChange({ year_to })}
          clearable={false}
          required
          disabled={disabled}
          error={error('fitments.0.year_to')}
        />
        <SearchableSelect<string>
          label={t('posts.fields.manufacturer')}
          data={manufacturers}
          value={manufacturer}
          // A model belongs to one manufacturer: changing the manufacturer drops the model.
          onChange={(value) => onChange({ manufacturer: value, vehicle_id: null })}
          required
          loading={loading}
          disabled={disabled}
          error={error('vehicle_id') && !manufacturer ? error('vehicle_id') : undefined}
        />
        <SearchableSelect<number>
          label={t('posts.fields.model')}
          data={models}
          value={manufacturer ? draft.vehicle_id : null}
          onChange={(vehicle_id) => onChange({ manufacturer, vehicle_id })}
          required
          loading={loading}
          disabled={disabled || !manufacturer}
          description={manufacturer || loading ? undefined : t('posts.fields.modelHint')}
          error={manufacturer ? error('vehicle_id') : undefined}
        />
      </SimpleGrid>
      <FitmentRows
        rows={draft.extra}
        onChange={(extra) => onChange({ extra })}
        newRow={() => ({ key: newRowKey(), vehicle_id: null, year_from: draft.year, year_to: draft.year_to })}
        vehicles={vehicles}
        years={years}
        errors={all}
        loading={loading}
        disabled={disabled}
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SearchableSelect<number>
          label={t('posts.fields.part')}
          data={partOptions}
          value={chosenPart(draft, parts)}
          onChange={(part_id) => onChange({ part_id })}
          clearable={false}
          required
          loading={loading}
          disabled={disabled}
          error={error('part_id')}
        />
        <OemNumbersField
          value={draft.oem_numbers}
          onChange={(oem_numbers) => onChange({ oem_numbers })}
          error={errorIn('oem_numbers')}
          disabled={disabled}
        />
      </SimpleGrid>
      <TextInput
        label={t('posts.fields.stockNumber')}
        description={t('posts.fields.stockNumberHint')}
        value={draft.stock_number}
        onChange={(e) => onChange({ stock_number: e.currentTarget.value })}
        maxLength={STOCK_NUMBER_MAX}
        withAsterisk
        aria-required
        disabled={disabled}
        error={error('stock_number')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Textarea
        label={t('posts.fields.description')}
        value={draft.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        maxLength={DESCRIPTION_MAX}
        // Not autosize: it listens to document.fonts, which test DOMs lack; a resizable box serves as well.
        rows={5}
        resize="vertical"
        withAsterisk
        aria-required
        disabled={disabled}
        error={error('description')}
      />
      <NumberInput
        label={t('posts.fields.price')}
        value={draft.price}
        {...fmt.moneyInput}
        decimalScale={2}
        allowNegative={false}
        min={0}
        max={maxPrice}
        // The edit limit clamps as one types: a value above it becomes the maximum at once.
        clampBehavior="none"
        isAllowed={({ floatValue }) => {
          if (maxPrice === undefined || floatValue === undefined || floatValue <= maxPrice) return true;
          onChange({ price: maxPrice });
          return false;
        }}
        onChange={(price) => onChange({ price })}
        hideControls
        inputMode="decimal"
        withAsterisk
        aria-required
        disabled={disabled}
        description={priceDescription}
        error={error('price')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {priceExtra}
      <Divider />
      <PartDetailsFields
        draft={draft}
        onChange={onChange}
        error={errorIn}
        unit={unit}
        currency={currency}
        disabled={disabled}
      />
    </Stack>
  );
}
