import { Rating } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A rating shown as stars (halves for an average), read as '4.5 out of 5 stars' by a screen reader. */
export function Stars({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('reviews.starsLabel', { rating: value })}
      style={{ display: 'inline-flex' }}
    >
      <Rating value={value} fractions={2} readOnly size={size} aria-hidden />
    </span>
  );
}
