import type { TQueueCounts } from '@common/contracts/admin-jobs';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Each queue's jobs by state; a dead-letter queue holds copies of the jobs that failed for good. */
export function QueueTable({ queues }: { queues: TQueueCounts[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Caption>{t('admin.jobs.queuesCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.jobs.queue')}</Table.Th>
            <Table.Th>{t('admin.jobs.queued')}</Table.Th>
            <Table.Th>{t('admin.jobs.running')}</Table.Th>
            <Table.Th>{t('admin.jobs.completed')}</Table.Th>
            <Table.Th>{t('admin.jobs.failed')}</Table.Th>
            <Table.Th>{t('admin.jobs.retried')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queues.map((q) => (
            <Table.Tr key={q.queue}>
              <Table.Td>
                {q.dead_letter
                  ? t('admin.jobs.deadLetter', { queue: q.queue.replace(/\.dead$/, '') })
                  : q.queue}
              </Table.Td>
              <Table.Td>{q.queued}</Table.Td>
              <Table.Td>{q.running}</Table.Td>
              <Table.Td>{q.completed}</Table.Td>
              <Table.Td c={q.failed > 0 ? 'red' : undefined}>{q.failed}</Table.Td>
              <Table.Td>{q.retried}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
