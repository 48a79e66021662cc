import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAudit } from '../api/audit';
import { useFormatWhen } from '../format';

/** Who did what, when: every admin action, newest first. */
export function AuditPanel() {
  const formatWhen = useFormatWhen();
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  if (audit.isPending) return <PageLoader />;
  if (audit.isError) {
    return (
      <LoadError
        title={t('admin.audit.loadError')}
        message={apiErrorMessage(t, audit.error)}
        retryLabel={t('admin.retry')}
        onRetry={() => void audit.refetch()}
        retrying={audit.isFetching}
      />
    );
  }
  if (audit.data.entries.length === 0) return <Text>{t('admin.audit.none')}</Text>;
  const actionName = (action: string) =>
    i18n.exists(`admin.audit.actions.${action}`)
      ? t(`admin.audit.actions.${action}` as 'admin.audit.none')
      : action;
  // A target's kind in the reader's language ('post #12', 'annonce n° 12'); a kind added later shows as it is.
  const targetName = (type: string, id: string) =>
    t('admin.audit.targetRef', {
      type: i18n.exists(`admin.audit.targets.${type}`)
        ? t(`admin.audit.targets.${type}` as 'admin.audit.none')
        : type,
      id,
    });
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Caption>{t('admin.audit.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.audit.when')}</Table.Th>
              <Table.Th>{t('admin.audit.who')}</Table.Th>
              <Table.Th>{t('admin.audit.what')}</Table.Th>
              <Table.Th>{t('admin.audit.target')}</Table.Th>
              <Table.Th>{t('admin.audit.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audit.data.entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatWhen(e.created_at)}</Table.Td>
                <Table.Td>{e.admin_email}</Table.Td>
                <Table.Td>{actionName(e.action)}</Table.Td>
                <Table.Td>{targetName(e.target_type, e.target_id)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.details}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager
        page={page}
        hasNext={audit.data.has_more}
        onMove={setPage}
        moving={audit.isPlaceholderData}
        label={t('admin.pagerLabel')}
      />
    </Stack>
  );
}
