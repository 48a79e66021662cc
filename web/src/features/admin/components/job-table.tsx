import type { TJob } from '@common/contracts/admin-jobs';
import { Button, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useRetryJob } from '../api/jobs';
import { useFormatWhen } from '../format';

/** Recent jobs, newest first: state, runs, the last error; a failed job has a Retry button. */
export function JobTable({ jobs }: { jobs: TJob[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Caption>{t('admin.jobs.recentCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.jobs.when')}</Table.Th>
            <Table.Th>{t('admin.jobs.queue')}</Table.Th>
            <Table.Th>{t('admin.jobs.state')}</Table.Th>
            <Table.Th>{t('admin.jobs.runs')}</Table.Th>
            <Table.Th>{t('admin.jobs.error')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((j) => (
            <JobRow key={j.id} job={j} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function JobRow({ job: j }: { job: TJob }) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const retry = useRetryJob();
  return (
    <Table.Tr>
      <Table.Td>{formatWhen(j.created_at)}</Table.Td>
      <Table.Td>{j.source_queue ? t('admin.jobs.from', { queue: j.source_queue }) : j.queue}</Table.Td>
      <Table.Td>{t(`admin.jobs.states.${j.state}`)}</Table.Td>
      <Table.Td>{j.retry_count + (j.started_at ? 1 : 0)}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{j.error ?? ''}</Table.Td>
      <Table.Td>
        {j.state === 'failed' && !j.source_queue && (
          <Button
            size="xs"
            variant="default"
            aria-label={t('admin.jobs.retryLabel', { id: j.id, queue: j.queue })}
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(j.id, {
                onSuccess: () => notifications.show({ color: 'green', message: t('admin.jobs.retriedDone') }),
                onError: (err) => notifications.show({ color: 'red', message: serverMessage(t, err) }),
              })
            }
          >
            {t('admin.jobs.retry')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
