import {
  MESSAGE_REPORT_NOTE_MAX,
  MESSAGE_REPORT_REASONS,
  type TMessageReportReason,
} from '@common/constants';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { useReportMessage } from '../api/report-message';

/** Report, under a received message: a dialog with the reason and an optional note. */
export function ReportMessageButton({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TMessageReportReason>('scam');
  const [note, setNote] = useState('');
  const report = useReportMessage(messageId);
  const submit = () =>
    report.mutate(
      { reason, note },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
          notifications.show({ color: 'green', message: t('messages.reportDone') });
        },
        onError: (err) => notifications.show({ color: 'red', message: serverMessage(t, err) }),
      },
    );
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-xs"
        aria-label={t('messages.reportLabel')}
        onClick={() => setOpen(true)}
      >
        {t('messages.report')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('messages.reportTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('messages.reportIntro')}</Text>
          <Radio.Group
            label={t('messages.reportReason')}
            value={reason}
            onChange={(v) => setReason(v as TMessageReportReason)}
          >
            <Stack gap={4} mt={4}>
              {MESSAGE_REPORT_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`messages.reportReasons.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('messages.reportNote')}
            description={t('messages.reportNoteHint')}
            maxLength={MESSAGE_REPORT_NOTE_MAX}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('messages.cancel')}
            </Button>
            <Button loading={report.isPending} onClick={submit}>
              {t('messages.reportSend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
