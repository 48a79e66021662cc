import type { TJobStateName } from '@common/contracts/admin-jobs';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useWiderThan } from '@/lib/viewer-device';
import { useJobs } from '../api/jobs';
import { JobTable } from './job-table';
import { QueueTable } from './queue-table';

const FILTERS = ['all', 'failed', 'active', 'created', 'retry', 'completed'] as const;
type TFilter = (typeof FILTERS)[number];

/** The background jobs: each queue by state, then the recent jobs (a failed one can be retried). */
export function JobsPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState<TFilter>('all');
  // Six states in a row are wider than a phone (« En attente de relance »): stacked there.
  const wide = useWiderThan('sm');
  const jobs = useJobs(filter === 'all' ? undefined : (filter as TJobStateName));
  if (jobs.isPending) return <PageLoader />;
  if (jobs.isError) {
    return (
      <LoadError
        title={t('admin.jobs.loadError')}
        message={apiErrorMessage(t, jobs.error)}
        retryLabel={t('admin.retry')}
        onRetry={() => void jobs.refetch()}
        retrying={jobs.isFetching}
      />
    );
  }
  return (
    <Stack gap="md">
      <QueueTable queues={jobs.data.queues} />
      <Group gap="xs">
        <Text id={id} size="sm" fw={500}>
          {t('admin.jobs.show')}
        </Text>
        <SegmentedControl
          aria-labelledby={id}
          orientation={wide ? 'horizontal' : 'vertical'}
          value={filter}
          onChange={(v) => setFilter(v as TFilter)}
          data={FILTERS.map((f) => ({
            value: f,
            label: f === 'all' ? t('admin.jobs.all') : t(`admin.jobs.states.${f}`),
          }))}
        />
      </Group>
      {jobs.data.jobs.length === 0 ? <Text>{t('admin.jobs.none')}</Text> : <JobTable jobs={jobs.data.jobs} />}
    </Stack>
  );
}
