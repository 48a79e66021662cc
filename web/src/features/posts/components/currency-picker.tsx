import { CURRENCIES, type TCurrency } from '@common/constants';
import { Group, Input, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyFlag } from '@/components/ui/currency-flag';

interface TCurrencyPickerProps {
  value: TCurrency;
  onChange: (currency: TCurrency) => void;
  disabled?: boolean;
}

/** CAD or USD, each with its flag (docs/PRODUCT.md §9); a radio group, so arrows move between them. */
export function CurrencyPicker({ value, onChange, disabled = false }: TCurrencyPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Input.Wrapper label={t('posts.fields.currency')} labelElement="div" labelProps={{ id: labelId }}>
      <div>
        <SegmentedControl
          aria-labelledby={labelId}
          value={value}
          onChange={(next) => onChange(next as TCurrency)}
          disabled={disabled}
          data={CURRENCIES.map((currency) => ({
            value: currency,
            label: (
              <Group gap={8} wrap="nowrap" justify="center">
                <CurrencyFlag currency={currency} size={16} />
                <Text span size="sm" fw={600}>
                  {currency}
                </Text>
              </Group>
            ),
          }))}
        />
      </div>
    </Input.Wrapper>
  );
}
