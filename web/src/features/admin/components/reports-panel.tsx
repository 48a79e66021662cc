import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { TListStatus } from '../api/query-keys';
import { useAdminReports } from '../api/reports';
import { ReportCard } from './report-card';
import { StatusSwitch } from './status-switch';

/** The reports: unresolved ones newest first (the spec's list), resolved ones to look back at. */
export function ReportsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TListStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useAdminReports(status, page);
  return (
    <Stack gap="md">
      <StatusSwitch
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        closedLabel={t('admin.resolved')}
      />
      {reports.isPending ? (
        <PageLoader />
      ) : reports.isError ? (
        <LoadError
          title={t('admin.reports.loadError')}
          message={apiErrorMessage(t, reports.error)}
          retryLabel={t('admin.retry')}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.data.reports.length === 0 ? (
        <Text>{status === 'open' ? t('admin.reports.none') : t('admin.reports.noneResolved')}</Text>
      ) : (
        <>
          {reports.data.reports.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
          <Pager
            page={page}
            hasNext={reports.data.has_more}
            onMove={setPage}
            moving={reports.isPlaceholderData}
            label={t('admin.pagerLabel')}
          />
        </>
      )}
    </Stack>
  );
}
