import type { TAlertMode, TSavedSearch } from '@common/contracts/saved-searches';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormContainer } from '@/components/ui/form-container';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { apiErrorMessage, serverMessage } from '@/lib/api-error-message';
import { openConfirmModal } from '@/lib/confirm-modal';
import { usePageTitle } from '@/lib/use-page-title';
import { useChangeSavedSearch } from '../api/change-saved-search';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchItem } from './saved-search-item';

export interface TSavedSearchesPageProps {
  /** A saved search's URL query in words (the route knows the catalog's names). */
  describe: (query: string) => string;
}

/** /saved-searches: the signed-in user's saved searches, to open, rename, change the alert or delete. */
export function SavedSearchesPage({ describe }: TSavedSearchesPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('savedSearches.pageTitle'));
  const list = useSavedSearches();
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const failed = (error: unknown) => notifications.show({ color: 'red', message: serverMessage(t, error) });

  const rename = (s: TSavedSearch, name: string) =>
    change.mutateAsync({ id: s.id, change: { name } }).then(
      (saved) =>
        notifications.show({ color: 'green', message: t('savedSearches.renamed', { name: saved.name }) }),
      (error) => {
        failed(error);
        throw error;
      },
    );
  const setAlert = (s: TSavedSearch, alert: TAlertMode) =>
    change.mutate(
      { id: s.id, change: { alert } },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            message: t('savedSearches.alertChanged', {
              name: saved.name,
              mode: t(`savedSearches.alert.${alert}`),
            }),
          }),
        onError: failed,
      },
    );
  const askDelete = (s: TSavedSearch) =>
    void openConfirmModal({
      title: t('savedSearches.confirmDeleteTitle'),
      children: <Text size="sm">{t('savedSearches.confirmDelete', { name: s.name })}</Text>,
      labels: { confirm: t('savedSearches.delete'), cancel: t('savedSearches.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(s.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('savedSearches.deleted', { name: s.name }) }),
          onError: failed,
        }),
    });

  const busyId = change.isPending ? change.variables?.id : remove.isPending ? remove.variables : undefined;
  return (
    <FormContainer wide>
      <Stack gap="md">
        <Title order={1}>{t('savedSearches.title')}</Title>
        <Text>{t('savedSearches.intro')}</Text>
        {list.isPending && <PageLoader />}
        {list.isError && (
          <LoadError
            title={t('savedSearches.loadError')}
            message={apiErrorMessage(t, list.error)}
            retryLabel={t('savedSearches.retry')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {list.data && list.data.searches.length === 0 && <Text>{t('savedSearches.empty')}</Text>}
        {list.data && list.data.searches.length > 0 && (
          <Stack
            component="ul"
            aria-label={t('savedSearches.listLabel')}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {list.data.searches.map((s) => (
              <SavedSearchItem
                key={s.id}
                search={s}
                description={describe(s.query)}
                busy={busyId === s.id}
                onRename={(name) => rename(s, name)}
                onAlert={(alert) => setAlert(s, alert)}
                onDelete={() => askDelete(s)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </FormContainer>
  );
}
