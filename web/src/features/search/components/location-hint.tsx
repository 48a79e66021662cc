import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSearchLocation } from '../hooks/use-search-location';

/** Says where distances are measured from, or why there are none. */
export function LocationHint({ location }: { location: TSearchLocation }) {
  const { t } = useTranslation();
  if (location.placeNotFound) {
    return (
      <Text component="span" size="xs" c="red.9" role="alert">
        {t('rules.postalCodeNotFound')}
      </Text>
    );
  }
  const text =
    location.source === 'place'
      ? t('search.location.place', { place: location.placeLabel ?? '' })
      : location.source === 'device'
        ? t('search.location.device')
        : location.source === 'profile'
          ? t('search.location.profile')
          : location.pending
            ? t('search.location.pending')
            : t('search.location.none');
  return (
    <Text component="span" size="xs" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}
