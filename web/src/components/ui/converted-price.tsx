import type { TCurrency } from '@common/constants';
import { roughConversion } from '@common/rules/currency';
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExchangeRate } from '@/lib/exchange-rate';
import { useFormat } from '@/lib/format';
import { useViewerCurrency } from '@/lib/viewer-currency';

interface TConvertedPriceProps extends Pick<TextProps, 'size' | 'ta'> {
  price: number;
  currency: TCurrency;
}

/**
 * 'about $165 CAD' beside a price in the other currency than the viewer's (rounded to whole
 * dollars, at the site's rate); nothing for a price in their own currency or before the rate loads.
 */
export function ConvertedPrice({ price, currency, size = 'sm', ta }: TConvertedPriceProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const viewer = useViewerCurrency();
  const rate = useExchangeRate();
  const amount = rate.data ? roughConversion(price, currency, viewer, rate.data.usd_cad, fmt.language) : null;
  if (!amount) return null;
  return (
    <Text span size={size} ta={ta} c="dimmed" data-testid="converted-price">
      {t('currency.about', { amount, currency: viewer })}
    </Text>
  );
}
