import { DESCRIPTION_MAX, STOCK_NUMBER_MAX } from '@common/contracts/posts';
import { manufacturersOf } from '@common/vehicles';
import { yearOptions } from '@common/years';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { manufacturerOfVehicle, modelOptions } from '@/lib/vehicle-options';

import {
  chosenPart,
  type TCatalogLists,
  type TDraftErrors,
  type TDraftField,
  type TPostDraft,
} from '../post-draft';

interface TPostFieldsProps {
  draft: TPostDraft;
  onChange: (change: Partial<TPostDraft>) => void;
  errors: TDraftErrors;
  catalog: TCatalogLists;
  disabled?: boolean;
  /** The edit form's limit: the price cannot go above the original (SPEC.md section 5). */
  maxPrice?: number;
  /** Under the price: the currency picker, or the 'Maximum price' note. */
  priceExtra?: ReactNode;
  priceDescription?: string;
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
}: TPostFieldsProps) {
  const { t } = useTranslation();
  const { vehicles = EMPTY, parts = EMPTY, loading } = catalog;
  const years = useMemo(() => yearOptions().map((y) => ({ value: y, label: String(y) })), []);
  const manufacturers = useMemo(() => manufacturersOf(vehicles), [vehicles]);
  const manufacturer = draft.manufacturer ?? manufacturerOfVehicle(vehicles, draft.vehicle_id);
  const models = useMemo(() => modelOptions(vehicles, manufacturer), [vehicles, manufacturer]);
  const partOptions = useMemo(() => parts.map((p) => ({ value: p.id, label: p.part_name })), [parts]);
  const error = (field: TDraftField) => (errors[field] ? t(`rules.${errors[field]}`) : undefined);

  return (
    <Stack gap="md">
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
        prefix="$"
        decimalScale={2}
        thousandSeparator=","
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
    </Stack>
  );
}
