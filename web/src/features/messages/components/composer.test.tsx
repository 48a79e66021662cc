import type { TMessage } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { describe, expect, it } from 'vitest';
import { MessagesRoute } from '@/app/routes/messages-route';
import { bodyText, click, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { contact, conversationPage, message, messageBox, mine, pressEnter } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// The message box of /messages/sam: Enter or Send sends, Shift+Enter does not; empty and too-long
// messages are refused with the spec's words before any request; a refused send keeps the text.

const READ_AT = '2026-05-01T13:00:00.000Z';

function stubChat(send: (body: { receiver_id: string; content: string }) => Response) {
  const sent: unknown[] = [];
  stubFetch({
    ...meRoute(session()),
    'GET /api/messages/contacts': () =>
      json({ contacts: [contact({ last_message: 'Yes, it is.' })], unread_total: 0 }),
    'POST /api/get-user-id': () => json({ id: 'u2' }),
    'GET /api/messages/u2': () =>
      json(conversationPage([message(1, { content: 'Yes, it is.', read_at: READ_AT })])),
    'POST /api/messages': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { receiver_id: string; content: string };
      sent.push(body);
      return send(body);
    },
  });
  return sent;
}

const reply = (content: string): TMessage => mine(2, content, { created_at: '2026-05-01T12:40:00.000Z' });

async function openChat() {
  await renderRoutes([{ path: '/messages/:name', element: <MessagesRoute /> }], '/messages/sam');
  return waitFor(() => messageBox());
}

const shownMessages = () =>
  [...document.querySelectorAll('[role="log"] li')].map((li) => li.querySelector('p')?.textContent);
const alertText = () => document.querySelector('[role="alert"]')?.textContent;
const lastWords = () =>
  document.querySelector('nav[aria-label="Conversations"] .mantine-NavLink-description')?.textContent;

const error = (status: number, code: string, text: string) =>
  json({ statusCode: status, code, message: text }, status);

describe('message box', () => {
  it('sends on Enter (trimmed), empties the box, and shows the message at the end', async () => {
    const sent = stubChat((body) => json(reply(body.content)));
    const box = await openChat();
    expect(box.getAttribute('placeholder')).toBe('Write a message…');
    // The keys are told to screen readers (the description is off screen: the box keeps one line).
    const hint = document.getElementById(box.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('Enter sends, Shift+Enter starts a new line.');
    await typeInto(box, '  Can I pick it up today?  ');
    await pressEnter(box);
    await waitFor(() => expect(shownMessages()).toEqual(['Yes, it is.', 'Can I pick it up today?']));
    expect(sent).toEqual([{ receiver_id: 'u2', content: 'Can I pick it up today?' }]);
    await waitFor(() => expect(messageBox().value).toBe(''));
    expect(alertText()).toBeUndefined();
    // The contact's last words follow, as mine.
    await waitFor(() => expect(lastWords()).toBe('You: Can I pick it up today?'));
  });

  it('sends with the Send button too', async () => {
    const sent = stubChat((body) => json(reply(body.content)));
    const box = await openChat();
    await typeInto(box, 'Is the price firm?');
    await click(getByRole('button', 'Send'));
    await waitFor(() => expect(shownMessages()).toEqual(['Yes, it is.', 'Is the price firm?']));
    expect(sent).toEqual([{ receiver_id: 'u2', content: 'Is the price firm?' }]);
    await waitFor(() => expect(messageBox().value).toBe(''));
  });

  it('does not send on Shift+Enter (a new line)', async () => {
    const sent = stubChat((body) => json(reply(body.content)));
    const box = await openChat();
    await typeInto(box, 'First line');
    await pressEnter(box, { shift: true });
    expect(sent).toEqual([]);
    expect(messageBox().value).toBe('First line');
    expect(shownMessages()).toEqual(['Yes, it is.']);

    // Enter then sends the lines as typed.
    await typeInto(box, 'First line\nSecond line');
    await pressEnter(box);
    await waitFor(() => expect(sent).toEqual([{ receiver_id: 'u2', content: 'First line\nSecond line' }]));
  });

  it("refuses an empty or blank message with the spec's words, asking nothing of the server", async () => {
    const sent = stubChat((body) => json(reply(body.content)));
    const box = await openChat();
    await pressEnter(box);
    expect(alertText()).toBe('Please enter a message to send!');
    expect(messageBox().getAttribute('aria-invalid')).toBe('true');

    // Typing clears it; blanks alone are still empty.
    await typeInto(box, '   \n  ');
    expect(alertText()).toBeUndefined();
    expect(messageBox().hasAttribute('aria-invalid')).toBe(false);
    await click(getByRole('button', 'Send'));
    expect(alertText()).toBe('Please enter a message to send!');
    expect(sent).toEqual([]);
  });

  it('refuses more than 2,000 characters, counting as the limit nears', async () => {
    const sent = stubChat((body) => json(reply(body.content)));
    const box = await openChat();
    await typeInto(box, 'x'.repeat(1799));
    expect(bodyText()).not.toContain('/ 2000 characters');
    await typeInto(box, 'x'.repeat(1800));
    expect(bodyText()).toContain('1800 / 2000 characters');

    await typeInto(box, 'x'.repeat(2001));
    expect(bodyText()).toContain('2001 / 2000 characters');
    await pressEnter(box);
    expect(alertText()).toBe('A message can be at most 2,000 characters.');
    expect(sent).toEqual([]);
    expect(messageBox().value).toHaveLength(2001);

    // Exactly 2,000 goes.
    await typeInto(box, 'x'.repeat(2000));
    await pressEnter(box);
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('keeps the text and says why when the other user does not accept messages (403)', async () => {
    stubChat(() => error(403, 'FORBIDDEN', 'This user is not accepting messages from you.'));
    const box = await openChat();
    await typeInto(box, 'Hello again');
    await pressEnter(box);
    await waitFor(() =>
      expect(alertText()).toBe('Your message was not sent. This user is not accepting messages from you.'),
    );
    expect(messageBox().value).toBe('Hello again');
    expect(shownMessages()).toEqual(['Yes, it is.']);
  });

  it('keeps the text and says to wait when sending too fast (429)', async () => {
    stubChat(() =>
      error(429, 'RATE_LIMITED', 'You are sending messages too fast. Please wait a minute and try again.'),
    );
    const box = await openChat();
    await typeInto(box, 'One more thing');
    await pressEnter(box);
    await waitFor(() =>
      expect(alertText()).toBe(
        'Your message was not sent. You are sending messages too fast. Please wait a minute and try again.',
      ),
    );
    expect(messageBox().value).toBe('One more thing');
  });

  it("says in words when a new account has started its first day's 10 conversations (issue 19)", async () => {
    stubChat(() => error(429, 'RATE_LIMITED', MESSAGES.newAccountConversations));
    const box = await openChat();
    await typeInto(box, 'Is it available?');
    await pressEnter(box);
    await waitFor(() =>
      expect(alertText()).toBe(
        'Your message was not sent. New accounts can start up to 10 conversations in their first day. Please try again tomorrow.',
      ),
    );
    expect(messageBox().value).toBe('Is it available?');
  });

  it('keeps the text with the generic words when the server fails (500)', async () => {
    stubChat(() => error(500, 'INTERNAL', 'Internal Server Error'));
    const box = await openChat();
    await typeInto(box, 'Hello?');
    await pressEnter(box);
    await waitFor(() =>
      expect(alertText()).toBe('Your message was not sent. Something went wrong. Please try again.'),
    );
    expect(messageBox().value).toBe('Hello?');
    expect(bodyText()).not.toContain('Internal Server Error');
  });
});
