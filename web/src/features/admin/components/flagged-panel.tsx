import type { TFlaggedMessage } from '@common/contracts/admin';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useFlaggedMessages, useMarkReviewed } from '../api/flagged';
import { useFormatWhen } from '../format';
import { PagedList } from './paged-list';

/**
 * Messages that matched a scam pattern or that a party reported, newest first: the
 * text, who wrote it to whom, the pattern or the reason and note, and Mark reviewed.
 */
export function FlaggedPanel() {
  const { t } = useTranslation();
  return (
    <PagedList
      useList={useFlaggedMessages}
      itemsOf={(answer) => answer.flags}
      renderItem={(f) => <FlaggedCard key={f.id} flag={f} />}
      closedLabel={t('admin.reviewed')}
      emptyOpen={t('admin.flagged.none')}
      emptyClosed={t('admin.flagged.noneReviewed')}
      loadError={t('admin.flagged.loadError')}
    />
  );
}

function FlaggedCard({ flag: f }: { flag: TFlaggedMessage }) {
  const formatWhen = useFormatWhen();
  const { t, i18n } = useTranslation();
  // The server names a pattern in English (common/rules/scam-patterns.ts); its id picks the reader's words.
  const patternName = (p: { id: string; label: string }) =>
    i18n.exists(`admin.flagged.patterns.${p.id}`)
      ? t(`admin.flagged.patterns.${p.id}` as 'admin.flagged.none')
      : p.label;
  const review = useMarkReviewed();
  return (
    <Card withBorder component="article" aria-labelledby={`flag-${f.id}`}>
      <Stack gap={4}>
        <Group gap="xs">
          <Title order={3} size="h4" id={`flag-${f.id}`}>
            {t('admin.flagged.title', { id: f.message_id })}
          </Title>
          <Badge color={f.kind === 'pattern' ? 'orange' : 'red'} variant="light">
            {f.kind === 'pattern'
              ? t('admin.flagged.pattern', { patterns: f.patterns.map(patternName).join(', ') })
              : t('admin.flagged.reported', {
                  who: f.reporter ?? '—',
                  reason: f.reason ? t(`messages.reportReasons.${f.reason}`) : '—',
                })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('admin.flagged.between', {
            sender: f.sender,
            receiver: f.receiver,
            time: formatWhen(f.sent_at),
          })}
        </Text>
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {f.content}
        </Text>
        {f.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('admin.flagged.note', { note: f.note })}
          </Text>
        )}
        {f.reviewed ? (
          <Text size="sm" fw={500} mt="xs">
            {t('admin.flagged.reviewedBy', {
              by: f.reviewed_by ?? '—',
              time: f.reviewed_at ? formatWhen(f.reviewed_at) : '',
            })}
          </Text>
        ) : (
          <Button
            mt="xs"
            variant="default"
            w="fit-content"
            loading={review.isPending}
            onClick={() =>
              review.mutate(f.id, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('admin.flagged.reviewedDone') }),
                onError: (err) => notifications.show({ color: 'red', message: serverMessage(t, err) }),
              })
            }
          >
            {t('admin.flagged.markReviewed')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
