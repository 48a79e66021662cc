import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { bodyText, click, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { openConfirmModal } from './confirm-modal';

const dialogButton = (label: string) => {
  const button = [...document.querySelectorAll('[role="dialog"] button')].find(
    (b) => b.textContent === label,
  );
  if (!button) throw new Error(`No ${label} button in a dialog`);
  return button;
};

describe('openConfirmModal (its code loads with the first question)', () => {
  it('asks, runs the confirm action once, and asks again with the host already there', async () => {
    await renderRoutes([{ path: '/', element: <p>Page</p> }]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    const onConfirm = vi.fn();
    // Not awaited inside act: the host mounts only once act lets React render.
    act(() => {
      void openConfirmModal({
        title: 'Delete it?',
        labels: { confirm: 'Delete', cancel: 'Keep' },
        onConfirm,
      });
    });
    await waitFor(() => expect(bodyText()).toContain('Delete it?'));
    await click(dialogButton('Delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bodyText()).not.toContain('Delete it?'));

    const onCancel = vi.fn();
    act(() => {
      void openConfirmModal({
        title: 'Block sam?',
        labels: { confirm: 'Block', cancel: 'Cancel' },
        onCancel,
      });
    });
    await waitFor(() => expect(bodyText()).toContain('Block sam?'));
    await click(dialogButton('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
