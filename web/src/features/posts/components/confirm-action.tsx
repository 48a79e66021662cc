import { Text } from '@mantine/core';
import { openConfirmModal } from '@/lib/confirm-modal';

interface TConfirmOptions {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
  onConfirm: () => void;
}

/** Asks before a change that cannot be taken back (Mantine's confirm modal: focus trapped, Escape cancels). */
export function confirmAction({ title, text, confirm, cancel, danger = false, onConfirm }: TConfirmOptions) {
  void openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm,
  });
}
