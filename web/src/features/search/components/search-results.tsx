import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where the result list goes; the list itself arrives with the search issue. */
export function SearchResults() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="search-results-title" gap="xs">
      <Title order={2} id="search-results-title" size="h3">
        {t('search.resultsTitle')}
      </Title>
      <Text>{t('search.resultsIntro')}</Text>
    </Stack>
  );
}
