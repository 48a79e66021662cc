import type { TAdminReport } from '@common/contracts/admin';
import { DELETE_REASON_MAX } from '@common/contracts/posts';
import { Anchor, Badge, Button, Card, Group, Image, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { viewPostPath } from '@/config/routes';
import { serverMessage } from '@/lib/api-error-message';
import { openConfirmModal } from '@/lib/confirm-modal';
import { useResolveReport } from '../api/reports';
import { useFormatWhen } from '../format';

/** One report: its post, why, what the reporter said, their photos, and what an admin can do. */
export function ReportCard({ report }: { report: TAdminReport }) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const resolve = useResolveReport();
  const failed = (err: unknown) =>
    notifications.show({
      color: 'red',
      message: t('admin.reports.failed', { reason: serverMessage(t, err) }),
    });

  const confirmDelete = () => {
    const { post_id: postId, post_user_id: userId } = report;
    if (postId === null || userId === null) return;
    // Read when the admin confirms: the modal's content is drawn once, outside this component.
    const reason = { current: '' };
    void openConfirmModal({
      title: t('admin.reports.deleteTitle'),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t('admin.reports.deleteText', { title: report.post_title })}</Text>
          <Textarea
            label={t('admin.reports.reasonLabel')}
            description={t('admin.reports.reasonHelp', { max: DELETE_REASON_MAX })}
            maxLength={DELETE_REASON_MAX}
            rows={3}
            onChange={(e) => {
              reason.current = e.currentTarget.value;
            }}
          />
        </Stack>
      ),
      labels: { confirm: t('admin.reports.delete'), cancel: t('admin.reports.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        resolve.mutate(
          { kind: 'delete', reportId: report.id, postId, userId, reason: reason.current },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t('rules.postDeleted') }),
            onError: failed,
          },
        ),
    });
  };
  const ignore = () =>
    resolve.mutate(
      { kind: 'ignore', reportId: report.id },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('admin.reports.ignored') }),
        onError: failed,
      },
    );

  return (
    <Card withBorder component="article" aria-labelledby={`report-${report.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={`report-${report.id}`} style={{ overflowWrap: 'anywhere' }}>
            {report.post_exists && report.post_id !== null ? (
              <Anchor component={Link} to={viewPostPath(report.post_id)}>
                {report.post_title}
              </Anchor>
            ) : (
              t('admin.reports.postGone', { title: report.post_title })
            )}
          </Title>
          <Badge color={report.reason === 'Other' ? 'gray.7' : 'red.8'}>
            {t(`admin.reports.reason.${report.reason}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.reports.reportedBy', { email: report.email, time: formatWhen(report.created_at) })}
        </Text>
        {report.report_count > 1 && (
          <Text size="sm" fw={500}>
            {t('admin.reports.reportedAgain', {
              count: report.report_count,
              time: formatWhen(report.last_reported_at ?? report.created_at),
            })}
          </Text>
        )}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.description || t('admin.reports.noDescription')}
        </Text>
        {report.photos.length > 0 && (
          <Group gap="sm">
            {report.photos.map((p, i) => (
              <Anchor key={p.url} href={p.full_url} target="_blank" rel="noreferrer">
                <Image
                  src={p.url}
                  alt={t('admin.reports.photoAlt', { n: i + 1, id: report.id })}
                  w={120}
                  h={90}
                  fit="cover"
                  radius="sm"
                />
              </Anchor>
            ))}
          </Group>
        )}
        {report.resolved ? (
          <Text size="sm" fw={500}>
            {t(
              report.resolution === 'deleted'
                ? 'admin.reports.resolvedDeleted'
                : 'admin.reports.resolvedIgnored',
              {
                by: report.resolved_by ?? '—',
                time: report.resolved_at ? formatWhen(report.resolved_at) : '',
              },
            )}
          </Text>
        ) : (
          <Group gap="sm">
            <Button
              color="red.8"
              onClick={confirmDelete}
              disabled={!report.post_exists}
              loading={resolve.isPending && resolve.variables?.kind === 'delete'}
            >
              {t('admin.reports.delete')}
            </Button>
            <Button
              variant="default"
              onClick={ignore}
              loading={resolve.isPending && resolve.variables?.kind === 'ignore'}
            >
              {t('admin.reports.ignore')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
