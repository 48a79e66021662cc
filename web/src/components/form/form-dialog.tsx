import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface TFormDialogProps {
  title: string;
  /** The close button's name ('Close'). */
  closeLabel: string;
  onClose: () => void;
  /** The form (a FormShell, its Cancel and submit buttons at the end: actionsLayout 'dialog'). */
  children: ReactNode;
}

/** A form in a centred dialog, open while it is shown: a review, a removal's reason, a search to save. */
export function FormDialog({ title, closeLabel, onClose, children }: TFormDialogProps) {
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel }} centered>
      {children}
    </Modal>
  );
}
