import type { TNotice } from '@common/contracts/notifications';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFormat } from '@/lib/format';
import { useFrenchPartNames } from '@/lib/french-part-names';
import { usePageTitle } from '@/lib/use-page-title';
import { useNotices } from '../api/get-notices';
import { useMarkNoticesRead } from '../api/mark-read';
import { noticeSentence } from '../notice-words';

const dateOf = (lng: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });

/** One notice: its sentence links to what it is about (reading it marks it read). */
function NoticeItem({ notice, onRead, busy }: { notice: TNotice; onRead: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const french = useFrenchPartNames();
  return (
    <Card component="li" withBorder padding="sm" bg={notice.read ? undefined : 'brand.0'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {!notice.read && (
              <Badge color="orange" size="xs" variant="filled" style={{ flexShrink: 0, marginTop: 4 }}>
                {t('notifications.new')}
              </Badge>
            )}
            <Anchor
              component={Link}
              to={notice.link}
              fw={notice.read ? 400 : 700}
              c="inherit"
              onClick={() => {
                if (!notice.read) onRead();
              }}
              style={{ overflowWrap: 'anywhere' }}
            >
              {noticeSentence(t, notice, fmt.locale, french)}
            </Anchor>
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={notice.created_at}>{dateOf(fmt.locale).format(new Date(notice.created_at))}</time>
          </Text>
        </Stack>
        {!notice.read && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onRead}
            disabled={busy}
            style={{ flexShrink: 0 }}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** /notifications: the signed-in user's notices, newest first, 20 a page (?page=N, shareable). */
export function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const notices = useNotices(page);
  const mark = useMarkNoticesRead();
  const markRead = (id: number | 'all') =>
    mark.mutate(id, {
      onSuccess: () => {
        if (id === 'all') toasts.show({ color: 'green', message: t('notifications.allRead') });
      },
      onError: (err) => toasts.show({ color: 'red', message: apiErrorMessage(t, err) }),
    });

  const data = notices.data;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('notifications.title')}</Title>
        {data && data.unread_total > 0 && (
          <Button
            variant="outline"
            onClick={() => markRead('all')}
            loading={mark.isPending && mark.variables === 'all'}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Group>
      {notices.isPending ? (
        <PageLoader />
      ) : notices.isError ? (
        <LoadError
          title={t('notifications.loadError')}
          message={apiErrorMessage(t, notices.error)}
          retryLabel={t('search.retry')}
          onRetry={() => void notices.refetch()}
          retrying={notices.isFetching}
        />
      ) : data && data.notifications.length === 0 ? (
        <Text c="dimmed">{page > 1 ? t('notifications.pastLast') : t('notifications.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('notifications.listLabel')}
        >
          {data?.notifications.map((n) => (
            <NoticeItem key={n.id} notice={n} onRead={() => markRead(n.id)} busy={mark.isPending} />
          ))}
        </Stack>
      )}
      {data && (page > 1 || data.total_pages > page) && (
        <Pager
          page={page}
          hasNext={data.total_pages > page}
          moving={notices.isFetching}
          label={t('notifications.pagerLabel')}
          onMove={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </Stack>
  );
}
