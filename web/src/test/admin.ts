import type { TAdminReport, TAuditEntry, TContactMessage, TFlaggedMessage } from '@common/contracts/admin';
import { act } from 'react';
import type { stubFetch } from './fetch-stub';
import { meRoute, session } from './session';

// The admin dashboard's data as the server answers it, for the admin feature's tests. The admin
// is the test session's user (u1, dana@example.com) with isAdmin; the one who resolved things is
// admin@example.com.

export const ADMIN_EMAIL = 'admin@example.com';

/** GET /api/me for a signed-in admin. */
export const adminMeRoute = () => meRoute(session({ isAdmin: true }));

/** An open report of post 9 (sam's 2012 Ford - Focus Alternator ALT-42), unless told. */
export function adminReport(id: number, change: Partial<TAdminReport> = {}): TAdminReport {
  return {
    id,
    post_id: 9,
    post_title: '2012 Ford - Focus Alternator ALT-42',
    post_exists: true,
    post_user_id: 'u2',
    reason: 'Spam',
    description: `Report ${id}: the same listing again and again.`,
    email: 'reporter@example.com',
    created_at: new Date(Date.UTC(2026, 4, 1, 12, id % 60)).toISOString(),
    report_count: 1,
    last_reported_at: null,
    photos: [],
    resolved: false,
    resolution: null,
    resolved_at: null,
    resolved_by: null,
    ...change,
  };
}

/** A report's signed photo (the thumbnail and the full size). */
export const reportPhoto = (reportId: number, n: number) => ({
  url: `/media-signed/reports/${reportId}/${n}-thumb.webp?sig=t${n}`,
  full_url: `/media-signed/reports/${reportId}/${n}-full.webp?sig=f${n}`,
});

/** A contact form message, not handled yet, unless told. */
export function contactMessage(id: number, change: Partial<TContactMessage> = {}): TContactMessage {
  return {
    id,
    name: 'Robin Buyer',
    email: `robin${id}@example.com`,
    phone: '',
    subject: `Question ${id}`,
    message: `Message ${id}: how do I change my username?`,
    created_at: new Date(Date.UTC(2026, 4, 2, 9, id % 60)).toISOString(),
    handled: false,
    handled_at: null,
    handled_by: null,
    ...change,
  };
}

/** A message that matched the wire-transfer pattern, open, unless told. */
export function flaggedMessage(id: number, change: Partial<TFlaggedMessage> = {}): TFlaggedMessage {
  return {
    id,
    kind: 'pattern',
    patterns: [{ id: 'wire-transfer', label: 'Payment by wire transfer (Western Union, MoneyGram)' }],
    reason: null,
    note: '',
    reporter: null,
    message_id: 100 + id,
    content: `Message ${id}: I pay by Western Union, my agent picks it up.`,
    sender_id: 'u9',
    sender: 'scammer_9',
    receiver: 'robin_buyer',
    sent_at: new Date(Date.UTC(2026, 4, 3, 8, id % 60)).toISOString(),
    created_at: new Date(Date.UTC(2026, 4, 3, 8, id % 60)).toISOString(),
    reviewed: false,
    reviewed_at: null,
    reviewed_by: null,
    ...change,
  };
}

export function auditEntry(id: number, change: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id,
    admin_email: ADMIN_EMAIL,
    action: 'post.delete',
    target_type: 'post',
    target_id: '9',
    details: '2012 Ford - Focus Alternator ALT-42',
    created_at: new Date(Date.UTC(2026, 4, 3, 8, id % 60)).toISOString(),
    ...change,
  };
}

/** Every request the page made, as 'METHOD /path?query', in order. */
export const requests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** The JSON bodies sent with 'METHOD /path'. */
export const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/**
 * Presses a key in a control (keydown, as React hears it). Enter in a form's text field also does
 * what browsers do and happy-dom does not (implicit submission): unless the keydown was cancelled,
 * it clicks the form's default button, its first submit button.
 */
export async function pressKey(element: Element, key: 'Enter' | 'Escape'): Promise<void> {
  await act(async () => {
    const event = new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    if (key !== 'Enter' || event.defaultPrevented) return;
    const form = (element as HTMLInputElement).form;
    form?.querySelector<HTMLButtonElement>('button[type="submit"], input[type="submit"]')?.click();
  });
}

/** The dashboard's tab with this name. */
export function tab(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (t) => t.textContent === name,
  );
  if (!found) throw new Error(`No tab named "${name}"`);
  return found;
}

/** The cards (reports or contact messages) in view, each an <article>. */
export const articles = () => [...document.querySelectorAll<HTMLElement>('article')];
