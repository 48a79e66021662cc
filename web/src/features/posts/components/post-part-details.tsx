import type { TPost } from '@common/contracts/posts';
import type { TDistanceUnit } from '@common/rules/distance';
import { mileageInUnit, offersShipping, type TWarrantyDays } from '@common/rules/part-details';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fw={600} size="sm">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The part's details: condition (a used part's grade with its definition), donor mileage in the
 * viewer's unit, warranty, delivery with the shipping price or 'ask for a quote', OEM numbers, VIN.
 */
export function PostPartDetails({ post, unit }: { post: TPost; unit: TDistanceUnit }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const mileage = post.mileage_km === null ? null : fmt.number(mileageInUnit(post.mileage_km, unit));
  return (
    <Stack component="section" gap={6} aria-labelledby="post-part-details">
      <Title order={2} size="h4" id="post-part-details">
        {t('partDetails.detailsTitle')}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        <Row term={t('partDetails.condition')}>{t(`partDetails.conditions.${post.condition}`)}</Row>
        {post.grade && (
          <Row term={t('partDetails.grade')}>{t(`partDetails.gradeDefinitions.${post.grade}`)}</Row>
        )}
        {mileage !== null && (
          <Row term={t('partDetails.mileage')}>{t('partDetails.mileageValue', { mileage, unit })}</Row>
        )}
        <Row term={t('partDetails.warranty')}>
          {t(`partDetails.warranties.${post.warranty_days as TWarrantyDays}`)}
        </Row>
        <Row term={t('partDetails.delivery')}>{t(`partDetails.deliveries.${post.delivery}`)}</Row>
        {offersShipping(post.delivery) && (
          <Row term={t('partDetails.shippingPrice')}>
            {post.shipping_price === null
              ? t('partDetails.askQuote')
              : fmt.price(post.shipping_price, post.currencytype)}
          </Row>
        )}
        {post.oem_numbers.length > 0 && (
          <Row term={t('partDetails.oemNumbers')}>{post.oem_numbers.join(', ')}</Row>
        )}
        {post.donor_vin && (
          <Row term={t('partDetails.donorVin')}>
            <Text span ff="monospace" size="sm">
              {post.donor_vin}
            </Text>
          </Row>
        )}
      </Stack>
    </Stack>
  );
}
