import type { TPartDetails } from '@common/contracts/posts';
import type { TLanguage } from '@common/i18n/languages';
import { formatAmount } from '@common/rules/money';
import { offersShipping } from '@common/rules/part-details';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { fitsLine, matchLine } from './card-words';
import type { TCardPost } from './types';

/**
 * What a card says of the part beyond its title: 'Fits your 2012 Honda Civic', the row the search
 * matched, what else it fits, and the condition, warranty and shipping as short badges.
 */
export function PostCardDetails({ post, fitsYour }: { post: TCardPost; fitsYour?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fits = fitsLine(t, post);
  const match = matchLine(t, post);
  const badges = partBadges(t, post, language);
  return (
    <Stack gap={2}>
      {fitsYour && (
        // The words keep the text colour (a green small text fails the contrast rule); the tick is green.
        <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <IconCircleCheck
            size={18}
            aria-hidden
            color="var(--mantine-color-green-8)"
            style={{ flex: 'none' }}
          />
          {t('partDetails.fitsYour', { vehicle: fitsYour })}
        </Text>
      )}
      {match && (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {match}
        </Text>
      )}
      {fits && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {fits}
        </Text>
      )}
      <Group gap={6} mt={2}>
        {badges.map((b) => (
          <Badge key={b} variant="default" tt="none" fw={500} radius="sm">
            {b}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

type TBadgeFields = Pick<
  TPartDetails,
  'condition' | 'grade' | 'warranty_days' | 'delivery' | 'shipping_price'
>;

/** 'Used · Grade B', '90-day warranty' (none for as-is), 'Shipping: $15.00' or '…ask for a quote'. */
export function partBadges(t: TFunction, post: TBadgeFields, language: TLanguage = 'en'): string[] {
  const condition = t(`partDetails.conditions.${post.condition}`);
  const badges = [post.grade ? `${condition} · ${t(`partDetails.grades.${post.grade}`)}` : condition];
  if (post.warranty_days > 0) {
    const days = String(post.warranty_days) as '30' | '90' | '180';
    badges.push(t(`partDetails.warranties.${days}`));
  }
  if (offersShipping(post.delivery)) {
    badges.push(
      post.shipping_price === null
        ? t('partDetails.shippingQuote')
        : t('partDetails.shippingCost', { price: formatAmount(post.shipping_price, language) }),
    );
  }
  return badges;
}
