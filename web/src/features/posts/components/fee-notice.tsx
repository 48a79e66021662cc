import type { TCurrency } from '@common/constants';
import { FEE_START, fromCents, listingFee, toCents } from '@common/rules/fees';
import { List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { TPostingTerms } from '../api/get-posting-terms';

interface TFeeNoticeProps {
  terms: TPostingTerms | undefined;
  price: number | string;
  currency: TCurrency;
  discountCode: string;
  onDiscountCodeChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * docs/PRODUCT.md §1: the fee and its terms show only once fees are charged (the server's clock
 * decides), with a discount code field; before that the launch code is pre-filled and hidden.
 */
export function FeeNotice({
  terms,
  price,
  currency,
  discountCode,
  onDiscountCodeChange,
  disabled = false,
}: TFeeNoticeProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (!terms) {
    return (
      <Text size="sm" c="dimmed">
        {t('posts.fee.loading')}
      </Text>
    );
  }
  if (!terms.feesCharged) {
    return (
      <Text size="sm">
        {t('posts.fee.launch', { date: fmt.date(FEE_START, { dateStyle: 'long', timeZone: 'UTC' }) })}
      </Text>
    );
  }
  // The server computes the amount again; this one is what the seller will be asked to pay.
  const cents = listingFee(toCents(Number(price) || 0), new Date()).fullCents;
  return (
    <Paper withBorder p="md" radius="md" bg="highlight.0">
      <Stack gap="sm">
        <Text fw={700} aria-live="polite">
          {t('posts.fee.amount', { amount: fmt.price(fromCents(cents), currency) })}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            {t('posts.fee.termsTitle')}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t('posts.fee.fee')}</List.Item>
            <List.Item>{t('posts.fee.renewal')}</List.Item>
            <List.Item>{t('posts.fee.visibility')}</List.Item>
            <List.Item>{t('posts.fee.sold')}</List.Item>
            <List.Item>{t('posts.fee.salePrice')}</List.Item>
          </List>
        </div>
        <TextInput
          label={t('posts.fields.discountCode')}
          value={discountCode}
          onChange={(e) => onDiscountCodeChange(e.currentTarget.value)}
          maxLength={50}
          autoComplete="off"
          disabled={disabled}
          maw={300}
        />
      </Stack>
    </Paper>
  );
}
