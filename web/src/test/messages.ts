import type { TContact, TConversationResponse, TMessage } from '@common/contracts/messages';
import { act } from 'react';
import { afterEach, beforeEach } from 'vitest';

// Messages as the server answers them, for the messages feature's tests. The signed-in user is
// u1 (dana_parts, as in ./session); the other side is u2 (sam) unless told.

export const SAM = { user_id: 'u2', username: 'sam' };

/** A message sam sent to the test user, unread, at 12:{id} on 1 May 2026, unless told. */
export function message(id: number, change: Partial<TMessage> = {}): TMessage {
  return {
    id,
    sender_id: SAM.user_id,
    receiver_id: 'u1',
    content: `Message ${id}`,
    created_at: new Date(Date.UTC(2026, 4, 1, 12, id % 60)).toISOString(),
    read_at: null,
    post_id: null,
    post: null,
    ...change,
  };
}

/** A message the test user sent to sam. */
export const mine = (id: number, content: string, change: Partial<TMessage> = {}) =>
  message(id, { sender_id: 'u1', receiver_id: SAM.user_id, content, read_at: null, ...change });

export function contact(change: Partial<TContact> = {}): TContact {
  return {
    ...SAM,
    last_message: 'Hello',
    last_message_at: '2026-05-01T12:00:00.000Z',
    last_from_me: false,
    unread: 0,
    latest_post: null,
    ...change,
  };
}

/** A page of the conversation with sam (oldest first), nothing older, not blocked, unless told. */
export function conversationPage(
  messages: TMessage[],
  change: Partial<TConversationResponse> = {},
): TConversationResponse {
  return { user: SAM, messages, has_more: false, blocked: false, latest_post: null, ...change };
}

/**
 * Mantine's autosizing Textarea (the message box) listens to document.fonts, which browsers have
 * and happy-dom lacks: a test rendering it gets an inert one. Installed for every test of a file
 * that imports this module, removed after.
 */
beforeEach(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  }
});

afterEach(() => {
  if (Object.hasOwn(document, 'fonts')) delete (document as { fonts?: unknown }).fonts;
});

/** Presses Enter (Shift+Enter with `shift`) in a control, as the message box hears it. */
export async function pressEnter(element: Element, { shift = false } = {}): Promise<void> {
  await act(async () => {
    element.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'Enter',
        code: 'Enter',
        shiftKey: shift,
        bubbles: true,
        cancelable: true,
      }),
    );
  });
}

/** The message box of the open conversation (named by aria-label, not a <label>). */
export function messageBox(name = SAM.username): HTMLTextAreaElement {
  const box = document.querySelector<HTMLTextAreaElement>(`textarea[aria-label="Message to ${name}"]`);
  if (!box) throw new Error(`No message box for ${name}`);
  return box;
}
