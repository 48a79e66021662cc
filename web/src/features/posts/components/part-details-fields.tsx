import type { TCurrency } from '@common/constants';
import type { TDistanceUnit } from '@common/rules/distance';
import {
  CONDITIONS,
  DELIVERIES,
  GRADES,
  MILEAGE_MAX_KM,
  offersShipping,
  SHIPPING_PRICE_MAX,
  type TCondition,
  type TDelivery,
  type TGrade,
  type TWarrantyDays,
  WARRANTY_DAYS,
} from '@common/rules/part-details';
import { Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { TPostDraft } from '../post-draft';

interface TPartDetailsFieldsProps {
  draft: TPostDraft;
  onChange: (change: Partial<TPostDraft>) => void;
  /** Field path -> its words. */
  error: (field: string) => string | undefined;
  /** The viewer's unit: the mileage is typed in it. */
  unit: TDistanceUnit;
  currency: TCurrency;
  disabled?: boolean;
}

/** Condition, a used part's grade (each defined in plain words), donor mileage, warranty and delivery. */
export function PartDetailsFields({
  draft,
  onChange,
  error,
  unit,
  currency,
  disabled,
}: TPartDetailsFieldsProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const shipping = offersShipping(draft.delivery);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('partDetails.condition')}
        value={draft.condition}
        // A grade belongs to a used part: another condition drops it.
        onChange={(v) => onChange({ condition: v as TCondition, ...(v === 'used' ? {} : { grade: null }) })}
        error={error('condition')}
      >
        <Group gap="lg" mt={6}>
          {CONDITIONS.map((c) => (
            <Radio key={c} value={c} label={t(`partDetails.conditions.${c}`)} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
      {draft.condition === 'used' && (
        <Radio.Group
          label={t('partDetails.grade')}
          description={t('partDetails.gradeHint')}
          value={draft.grade ?? ''}
          onChange={(v) => onChange({ grade: v as TGrade })}
          error={error('grade')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        >
          <Stack gap="xs" mt={6}>
            {GRADES.map((g) => (
              <Radio
                key={g}
                value={g}
                label={t(`partDetails.grades.${g}`)}
                description={t(`partDetails.gradeDefinitions.${g}`)}
                disabled={disabled}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('partDetails.mileage')}
          description={t('partDetails.mileageHint', { unit: t(`partDetails.units.${unit}`) })}
          value={draft.mileage}
          onChange={(mileage) => onChange({ mileage })}
          rightSection={unit}
          rightSectionPointerEvents="none"
          {...fmt.numberInput}
          allowNegative={false}
          allowDecimal={false}
          min={0}
          max={MILEAGE_MAX_KM}
          hideControls
          inputMode="numeric"
          disabled={disabled}
          error={error('mileage')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Select
          label={t('partDetails.warranty')}
          data={WARRANTY_DAYS.map((d) => ({ value: String(d), label: t(`partDetails.warranties.${d}`) }))}
          value={String(draft.warranty_days)}
          onChange={(v) => v !== null && onChange({ warranty_days: Number(v) as TWarrantyDays })}
          allowDeselect={false}
          disabled={disabled}
          error={error('warranty_days')}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('partDetails.delivery')}
        value={draft.delivery}
        onChange={(v) => onChange({ delivery: v as TDelivery })}
        error={error('delivery')}
      >
        <Group gap="lg" mt={6}>
          {DELIVERIES.map((d) => (
            <Radio key={d} value={d} label={t(`partDetails.deliveries.${d}`)} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
      {shipping && (
        <Stack gap="xs">
          <NumberInput
            label={t('partDetails.shippingPriceField')}
            description={t('partDetails.shippingPriceHint', { currency })}
            value={draft.shipping_quote ? '' : draft.shipping_price}
            onChange={(shipping_price) => onChange({ shipping_price })}
            {...fmt.moneyInput}
            decimalScale={2}
            allowNegative={false}
            min={0}
            max={SHIPPING_PRICE_MAX}
            hideControls
            inputMode="decimal"
            disabled={disabled || draft.shipping_quote}
            error={error('shipping_price')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maw={260}
          />
          <Checkbox
            label={t('partDetails.askQuote')}
            checked={draft.shipping_quote}
            onChange={(e) => onChange({ shipping_quote: e.currentTarget.checked })}
            disabled={disabled}
          />
        </Stack>
      )}
    </Stack>
  );
}
