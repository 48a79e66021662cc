import { describe, expect, it } from 'vitest';
import { MessagesRoute } from '@/app/routes/messages-route';
import { bodyText, click, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { contact, conversationPage, message, mine } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// Safety in the conversation of the test user (u1) with sam (u2): a received message the server
// flagged shows the scam warning with the safety tips (the sender's own never does), the safety
// tips stand at the beginning of the conversation, and a received message can be reported.

const SCAM = 'Pay by Western Union, my shipping agent picks it up';

function stub(messages = [message(1, { content: SCAM, warning: true }), mine(2, 'No thanks'), message(3)]) {
  const reports: unknown[] = [];
  const fetchMock = stubFetch({
    ...meRoute(session()),
    'GET /api/messages/contacts': () => json({ contacts: [contact()], unread_total: 0 }),
    'POST /api/get-user-id': () => json({ id: 'u2' }),
    'GET /api/messages/u2': () => json(conversationPage(messages)),
    'POST /api/messages/u2/read': () => json({ read: 0, unread_total: 0 }),
    'POST /api/messages/3/report': (_url, init) => {
      reports.push(JSON.parse(String(init?.body)));
      return json({ id: 7, reported: true });
    },
  });
  return { fetchMock, reports };
}

const render = () => renderRoutes([{ path: '/messages/:name', element: <MessagesRoute /> }], '/messages/sam');

const items = () => [...document.querySelectorAll<HTMLElement>('[role="log"] ol > li')];
const itemWith = (text: string) => {
  const found = items().find((li) => li.textContent?.includes(text));
  if (!found) throw new Error(`No message "${text}"`);
  return found;
};

describe('safety in a conversation', () => {
  it('warns on the flagged message only, with the safety tips', async () => {
    stub();
    await render();
    await waitFor(() => expect(items()).toHaveLength(3));
    const flagged = itemWith(SCAM);
    const warning = flagged.querySelector('[role="alert"]');
    expect(warning?.textContent).toContain('Be careful with this message');
    expect(warning?.textContent).toContain('never pay before you have seen the part');
    expect(warning?.textContent).toContain('Meet in a public place');
    expect(itemWith('Message 3').querySelector('[role="alert"]')).toBeNull();
    expect(itemWith('No thanks').querySelector('[role="alert"]')).toBeNull();
  });

  it('never warns the sender of a message, even if the data said so', async () => {
    stub([mine(1, SCAM, { warning: true })]);
    await render();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(document.querySelector('[role="log"] [role="alert"]')).toBeNull();
  });

  it('shows the safety tips at the beginning of the conversation', async () => {
    stub();
    await render();
    await waitFor(() => expect(items()).toHaveLength(3));
    const tips = document.querySelector('[role="note"][aria-label="Stay safe when you buy or sell"]');
    expect(tips?.textContent).toContain('Meet in a public place');
    expect(tips?.textContent).toContain('Inspect the part');
    expect(tips?.textContent).toContain('Never pay in advance');
  });

  it('reports a received message with a reason and a note; my own messages have no Report', async () => {
    const { reports } = stub();
    await render();
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(itemWith('No thanks').querySelector('button[aria-label="Report this message"]')).toBeNull();
    const button = itemWith('Message 3').querySelector<HTMLButtonElement>(
      'button[aria-label="Report this message"]',
    );
    if (!button) throw new Error('No Report button');
    await click(button);
    await waitFor(() =>
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Why are you reporting it?'),
    );
    const spam = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.value === 'spam',
    );
    if (!spam) throw new Error('No spam reason');
    await click(spam);
    const send = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send report');
    if (!send) throw new Error('No Send report');
    await click(send);
    await waitFor(() =>
      expect(bodyText()).toContain('Thank you. An administrator will review this message.'),
    );
    expect(reports).toEqual([{ reason: 'spam', note: '' }]);
  });
});
