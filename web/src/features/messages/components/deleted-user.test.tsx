import { describe, expect, it } from 'vitest';
import { bodyText, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { contact, conversationPage, message, mine } from '@/test/messages';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { MessagesPage } from '../pages';

// The other side of a conversation deleted their account. Their messages stay readable
// under "deleted user" (never their former name), and the message box gives way to a sentence
// saying they cannot receive messages; no Block, no link to their (gone) posts.

const GONE = { user_id: 'u2', username: 'deleted user u2', deleted: true };

function stub() {
  stubFetch({
    ...meRoute(session()),
    'GET /api/messages/contacts': () =>
      json({ contacts: [contact({ ...GONE, last_message: 'Yes, come Saturday.' })], unread_total: 0 }),
    'POST /api/get-user-id': () => json({ id: 'u2' }),
    'GET /api/messages/u2': () =>
      json(conversationPage([message(1, { content: 'Still for sale?' }), mine(2, 'Yes')], { user: GONE })),
    'POST /api/messages/u2/read': () => json({ read: 1, unread_total: 0 }),
  });
}

describe('a conversation with a deleted account', () => {
  it('reads under "deleted user", without a message box, Block or their posts', async () => {
    stub();
    await renderRoutes(
      [{ path: '/messages/:name', element: <MessagesPage myId="u1" name={GONE.username} /> }],
      `/messages/${encodeURIComponent(GONE.username)}`,
    );
    await waitFor(() => expect(bodyText()).toContain('Still for sale?'));
    expect(document.querySelector('h2')?.textContent).toBe('deleted user');
    expect(document.title).toBe('Messages: deleted user - PartsYard');
    expect(document.querySelector('nav')?.textContent).toContain('deleted user');
    expect(document.querySelector('nav')?.textContent).not.toContain('deleted user u2');
    expect(bodyText()).toContain('This account was deleted');
    expect(bodyText()).toContain('it cannot receive new messages');
    expect(document.querySelector('textarea')).toBeNull();
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Block')).toBe(false);
    expect(bodyText()).not.toContain("deleted user's posts");
  });
});
