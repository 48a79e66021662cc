import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { TListStatus } from '../api/query-keys';
import { StatusSwitch } from './status-switch';

interface TPagedListProps<R extends { has_more: boolean }, T> {
  /** The list's query for a status and page (a hook: called on every render). */
  useList: (status: TListStatus, page: number) => UseQueryResult<R>;
  itemsOf: (answer: R) => T[];
  renderItem: (item: T) => ReactNode;
  closedLabel: string;
  emptyOpen: string;
  emptyClosed: string;
  loadError: string;
}

/** An admin list: open or closed items, a page at a time, with loading, error and empty states. */
export function PagedList<R extends { has_more: boolean }, T>(props: TPagedListProps<R, T>) {
  const { useList, itemsOf, renderItem, closedLabel, emptyOpen, emptyClosed, loadError } = props;
  const { t } = useTranslation();
  const [status, setStatus] = useState<TListStatus>('open');
  const [page, setPage] = useState(1);
  const list = useList(status, page);
  const items = list.data ? itemsOf(list.data) : [];
  return (
    <Stack gap="md">
      <StatusSwitch
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        closedLabel={closedLabel}
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError
          title={loadError}
          message={apiErrorMessage(t, list.error)}
          retryLabel={t('admin.retry')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <Text>{status === 'open' ? emptyOpen : emptyClosed}</Text>
      ) : (
        <>
          {items.map(renderItem)}
          <Pager
            page={page}
            hasNext={list.data.has_more}
            onMove={setPage}
            moving={list.isPlaceholderData}
            label={t('admin.pagerLabel')}
          />
        </>
      )}
    </Stack>
  );
}
