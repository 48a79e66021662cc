import { DEFAULT_DISTANCE_UNIT } from '@common/rules/distance';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormContainer } from '@/components/ui/form-container';
import { LoadError } from '@/components/ui/load-error';
import { VerificationLinkError } from '@/features/accounts';
import { signInPathFor } from '@/features/accounts/redirect';
import { useParts, useVehicles } from '@/features/catalog';
import {
  SearchForm,
  SearchResults,
  toSearchParams,
  useRememberSearchPoint,
  useSearchLocation,
  useSearchState,
} from '@/features/search';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useListViewer } from './use-list-viewer';

/** '/': the search form fed by the catalog lists, and the results of the URL's search below it. */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('home.pageTitle'));
  const search = useSearchState();
  const { viewer, known } = useListViewer();
  const location = useSearchLocation(search.filters.near, viewer?.profilePoint ?? null);
  // The post page measures its distance from where this search did.
  useRememberSearchPoint(location.point);
  const unit = viewer?.unit ?? DEFAULT_DISTANCE_UNIT;
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
            // A new search in the URL (Search pressed, Back, a pasted link) restarts the form from it.
            key={toSearchParams(search.filters).toString()}
            initial={search.filters}
            onSearch={search.setFilters}
            vehicles={vehicles.data}
            parts={parts.data}
            loading={vehicles.isPending || parts.isPending}
            unit={unit}
            location={location}
          />
        </Stack>
      </FormContainer>
      <FormContainer wide>
        <SearchResults
          filters={search.filters}
          view={search.view}
          onView={search.setView}
          location={location}
          unit={unit}
          viewerId={viewer?.id ?? null}
          signInPath={signInPathFor}
          ready={known}
        />
      </FormContainer>
    </Stack>
  );
}
