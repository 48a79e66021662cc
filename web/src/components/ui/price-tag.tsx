import type { TCurrency } from '@common/constants';
import { formatAmount } from '@common/rules/money';
import { Group, Text, type TextProps } from '@mantine/core';
import { useLanguage } from '@/lib/language';
import { CurrencyFlag } from './currency-flag';

interface TPriceTagProps extends Pick<TextProps, 'fw' | 'fz' | 'c'> {
  price: number;
  currency: TCurrency;
}

/** '$120.00', the currency's flag and its code: how a post's price reads everywhere. */
export function PriceTag({ price, currency, fw = 700, fz, c }: TPriceTagProps) {
  const { language } = useLanguage();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span fw={fw} fz={fz} c={c}>
        {formatAmount(price, language)}
      </Text>
      <CurrencyFlag currency={currency} />
      <Text span fz="sm">
        {currency}
      </Text>
    </Group>
  );
}
