import type { TContactMessage } from '@common/contracts/admin';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useInbox, useMarkHandled } from '../api/inbox';
import { useFormatWhen } from '../format';
import { PagedList } from './paged-list';

/** The contact form's messages, newest first, each marked handled once answered. */
export function InboxPanel() {
  const { t } = useTranslation();
  return (
    <PagedList
      useList={useInbox}
      itemsOf={(answer) => answer.messages}
      renderItem={(m) => <InboxCard key={m.id} message={m} />}
      closedLabel={t('admin.handled')}
      emptyOpen={t('admin.inbox.none')}
      emptyClosed={t('admin.inbox.noneHandled')}
      loadError={t('admin.inbox.loadError')}
    />
  );
}

function InboxCard({ message: m }: { message: TContactMessage }) {
  const formatWhen = useFormatWhen();
  const { t } = useTranslation();
  const handle = useMarkHandled();
  return (
    <Card withBorder component="article" aria-labelledby={`contact-${m.id}`}>
      <Stack gap={4}>
        <Title order={3} size="h4" id={`contact-${m.id}`} style={{ overflowWrap: 'anywhere' }}>
          {m.subject}
        </Title>
        <Text size="sm">
          {t('admin.inbox.from', { name: m.name })} <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor>
        </Text>
        {m.phone && <Text size="sm">{t('admin.inbox.phone', { phone: m.phone })}</Text>}
        <Text size="sm" c="dimmed">
          {t('admin.inbox.received', { time: formatWhen(m.created_at) })}
        </Text>
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.message}
        </Text>
        {m.handled ? (
          <Text size="sm" fw={500} mt="xs">
            {t('admin.inbox.handledBy', {
              by: m.handled_by ?? '—',
              time: m.handled_at ? formatWhen(m.handled_at) : '',
            })}
          </Text>
        ) : (
          <Button
            mt="xs"
            variant="default"
            w="fit-content"
            loading={handle.isPending}
            onClick={() =>
              handle.mutate(m.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('admin.inbox.handledDone') }),
                onError: (err) => notifications.show({ color: 'red', message: serverMessage(t, err) }),
              })
            }
          >
            {t('admin.inbox.markHandled')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
