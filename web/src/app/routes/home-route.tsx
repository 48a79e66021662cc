import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormContainer } from '@/components/ui/form-container';
import { LoadError } from '@/components/ui/load-error';
import { PATHS } from '@/config/routes';
import { VerificationLinkError } from '@/features/accounts';
import { signInPathFor } from '@/features/accounts/redirect';
import { useParts, useVehicles } from '@/features/catalog';
import { SaveSearchButton } from '@/features/saved-searches';
import {
  SearchForm,
  SearchResults,
  SearchSummary,
  searchSummary,
  toSearchParams,
  useRememberSearchPoint,
  useSearchFold,
  useSearchLocation,
  useSearchState,
} from '@/features/search';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { saveVisitorUnit } from '@/lib/visitor-unit';
import { useListViewer } from './use-list-viewer';

const NONE: readonly never[] = [];

/**
 * '/': the search form fed by the catalog lists, and the results of the URL's search below it.
 * Once there is a search the form folds to a one-line summary, so the first results show without
 * scrolling; the summary's button opens it again.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const search = useSearchState();
  const { viewer, known, unit, visitorUnit } = useListViewer();
  const location = useSearchLocation(search.filters.near, viewer?.profilePoint ?? null);
  // The post page measures its distance from where this search did.
  useRememberSearchPoint(location.point);
  const vehicles = useVehicles();
  const parts = useParts();
  const error = vehicles.error ?? parts.error;
  const searchKey = toSearchParams(search.filters).toString();
  const fold = useSearchFold(searchKey);
  const formId = useId();
  // A search that found nothing offers Save this search beside its suggestions instead of above.
  const [empty, setEmpty] = useState(false);

  const retry = () => {
    if (vehicles.isError) void vehicles.refetch();
    if (parts.isError) void parts.refetch();
  };
  const summary = searchSummary(
    t,
    search.filters,
    { vehicles: vehicles.data ?? NONE, parts: parts.data ?? NONE },
    unit,
    fmt.part,
  );
  const saveSearch = (
    <SaveSearchButton
      filters={search.filters}
      view={search.view}
      point={location.point}
      unit={unit}
      defaultName={summary}
      signedIn={viewer !== null}
      signInPath={signInPathFor(`${PATHS.home}?${toSearchParams(search.filters, search.view)}`)}
    />
  );
  usePageTitle(fold.searched ? t('home.searchTitle', { search: summary }) : t('home.pageTitle'));

  return (
    <Stack gap={fold.searched ? 'lg' : 'xl'}>
      <FormContainer wide>
        <Stack gap={fold.searched ? 'md' : 'lg'}>
          <Title order={1}>{t('home.title')}</Title>
          {!fold.searched && (
            <Text>
              {t('home.intro')}{' '}
              {/* The landing pages by make, model and part: a crawler's way in, a browser's too. */}
              <Anchor component={Link} to={PATHS.parts}>
                {t('landing.browse')}
              </Anchor>
            </Text>
          )}
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
          {fold.searched && (
            <SearchSummary
              summary={summary}
              expanded={fold.open}
              onToggle={fold.toggle}
              controls={formId}
              location={location}
            />
          )}
          {fold.searched && known && !empty && <Group>{saveSearch}</Group>}
          <div id={formId}>
            {fold.open && (
              <SearchForm
                // A new search in the URL (Search pressed, Back, a pasted link) restarts the form from it.
                key={searchKey}
                initial={search.filters}
                onSearch={(filters) => {
                  fold.searchedFor(toSearchParams(filters).toString());
                  search.setFilters(filters);
                }}
                vehicles={vehicles.data}
                parts={parts.data}
                loading={vehicles.isPending || parts.isPending}
                unit={unit}
                location={location}
              />
            )}
          </div>
        </Stack>
      </FormContainer>
      <FormContainer wide>
        <SearchResults
          filters={search.filters}
          view={search.view}
          onView={search.setView}
          location={location}
          unit={unit}
          onUnit={known && visitorUnit ? saveVisitorUnit : undefined}
          viewerId={viewer?.id ?? null}
          signInPath={signInPathFor}
          ready={known}
          saveSearch={fold.searched && known ? saveSearch : undefined}
          onEmpty={setEmpty}
        />
      </FormContainer>
    </Stack>
  );
}
