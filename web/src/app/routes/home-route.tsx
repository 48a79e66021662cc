import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormContainer } from '@/components/ui/form-container';
import { LoadError } from '@/components/ui/load-error';
import { VerificationLinkError } from '@/features/accounts';
import { useParts, useVehicles } from '@/features/catalog';
import { SearchForm, SearchResults, toSearchParams, useSearchFilters } from '@/features/search';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/lib/use-page-title';

/** '/': the search form fed by the catalog lists, and the results region below it. */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  const [filters, setFilters] = useSearchFilters();
  const vehicles = useVehicles();
  const parts = useParts();
  const error = vehicles.error ?? parts.error;

  const retry = () => {
    if (vehicles.isError) void vehicles.refetch();
    if (parts.isError) void parts.refetch();
  };

  return (
    <Stack gap="xl">
      <FormContainer wide>
        <Stack gap="lg">
          <Title order={1}>{t('home.title')}</Title>
          <Text>{t('home.intro')}</Text>
          <VerificationLinkError />
          {error && (
            <LoadError
              title={t('search.loadErrorTitle')}
              message={apiErrorMessage(t, error)}
              retryLabel={t('search.retry')}
              onRetry={retry}
              retrying={vehicles.isFetching || parts.isFetching}
            />
          )}
          <SearchForm
            // A new URL (Search pressed, Back, a pasted link) restarts the form from the URL's filters.
            key={toSearchParams(filters).toString()}
            initial={filters}
            onSearch={setFilters}
            vehicles={vehicles.data}
            parts={parts.data}
            loading={vehicles.isPending || parts.isPending}
          />
        </Stack>
      </FormContainer>
      <FormContainer wide>
        <SearchResults />
      </FormContainer>
    </Stack>
  );
}
