import type { TContactMessage } from '@common/contracts/admin';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import { ADMIN_EMAIL, adminMeRoute, articles, contactMessage, requests } from '@/test/admin';
import { bodyText, click, getByLabel, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { formatWhen } from '../format';

// The dashboard's Contact messages tab for a signed-in admin: the open messages, Mark handled, and
// the handled ones with who handled them. The fake server drops a message from the open list once
// it is handled.

const OPEN = '/api/admin/contact-messages?status=open&page=1';
const CLOSED = '/api/admin/contact-messages?status=closed&page=1';

function stubInbox({
  open = [] as TContactMessage[],
  closed = [] as TContactMessage[],
  more = {} as Parameters<typeof stubFetch>[0],
} = {}) {
  let list = open;
  const fetchMock = stubFetch({
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    [`GET ${OPEN}`]: () => json({ messages: list, page: 1, has_more: false }),
    [`GET ${CLOSED}`]: () => json({ messages: closed, page: 1, has_more: false }),
    'POST /api/admin/contact-messages/2/handled': () => {
      list = list.filter((m) => m.id !== 2);
      return json({ id: 2, resolved: true });
    },
    ...more,
  });
  const reads = (url: string) => requests(fetchMock).filter((r) => r === `GET ${url}`).length;
  return { fetchMock, reads };
}

const renderInbox = () =>
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], '/dashboard?tab=inbox');

const card = (id: number) => {
  const found = document.querySelector<HTMLElement>(`article[aria-labelledby="contact-${id}"]`);
  if (!found) throw new Error(`No message ${id}`);
  return found;
};
const buttonIn = (scope: Element, name: string) => {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
};

const WITH_PHONE = contactMessage(2, {
  name: 'Sam Seller',
  email: 'sam@example.com',
  phone: '+1 416 555 0100',
  subject: 'My post vanished',
  message: 'I posted an alternator yesterday.\nIt is gone.',
});

describe('dashboard: contact messages', () => {
  it('lists the open messages: subject, sender with a mail link, phone, when, the message', async () => {
    const { fetchMock } = stubInbox({ open: [WITH_PHONE, contactMessage(1)] });
    await renderInbox();
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(requests(fetchMock)).toContain(`GET ${OPEN}`);

    const first = card(2);
    expect(first.querySelector('h3')?.textContent).toBe('My post vanished');
    expect(first.textContent).toContain('From Sam Seller sam@example.com');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('mailto:sam@example.com');
    expect(first.textContent).toContain('Phone: +1 416 555 0100');
    expect(first.textContent).toContain(`Received ${formatWhen(WITH_PHONE.created_at)}`);
    expect(first.textContent).toContain('I posted an alternator yesterday.\nIt is gone.');
    expect(buttonIn(first, 'Mark handled')).toBeTruthy();
    // No phone given, no phone line.
    expect(card(1).textContent).not.toContain('Phone:');
  });

  it('marks one handled: POST /api/admin/contact-messages/{id}/handled, then the list is read again', async () => {
    const { fetchMock, reads } = stubInbox({ open: [WITH_PHONE, contactMessage(1)] });
    await renderInbox();
    await waitFor(() => expect(articles()).toHaveLength(2));

    await click(buttonIn(card(2), 'Mark handled'));
    await waitFor(() => expect(bodyText()).toContain('Marked handled.'));
    expect(requests(fetchMock).filter((r) => r.startsWith('POST'))).toEqual([
      'POST /api/admin/contact-messages/2/handled',
    ]);
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(reads(OPEN)).toBe(2);
    expect(card(1)).toBeTruthy();
  });

  it('says why marking failed and keeps the message', async () => {
    stubInbox({
      open: [WITH_PHONE],
      more: {
        'POST /api/admin/contact-messages/2/handled': () =>
          json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500),
      },
    });
    await renderInbox();
    await waitFor(() => expect(articles()).toHaveLength(1));
    await click(buttonIn(card(2), 'Mark handled'));
    await waitFor(() => expect(bodyText()).toContain('Something went wrong. Please try again.'));
    expect(buttonIn(card(2), 'Mark handled')).toBeTruthy();
  });

  it("shows the handled ones with 'Handled by …' and no button", async () => {
    const handled = contactMessage(5, {
      handled: true,
      handled_at: '2026-05-04T09:30:00.000Z',
      handled_by: ADMIN_EMAIL,
    });
    const { fetchMock } = stubInbox({ open: [WITH_PHONE], closed: [handled] });
    await renderInbox();
    await waitFor(() => expect(articles()).toHaveLength(1));

    await click(getByLabel('Handled'));
    await waitFor(() =>
      expect(articles().map((a) => a.getAttribute('aria-labelledby'))).toEqual(['contact-5']),
    );
    expect(requests(fetchMock)).toContain(`GET ${CLOSED}`);
    expect(card(5).textContent).toContain(
      `Handled by ${ADMIN_EMAIL}, ${formatWhen('2026-05-04T09:30:00.000Z')}`,
    );
    expect(card(5).querySelector('button')).toBeNull();
  });

  it("says 'No open messages.' and 'No handled messages yet.' when there are none", async () => {
    stubInbox();
    await renderInbox();
    await waitFor(() => expect(bodyText()).toContain('No open messages.'));
    await click(getByLabel('Handled'));
    await waitFor(() => expect(bodyText()).toContain('No handled messages yet.'));
  });

  it('pages: Next asks for page 2', async () => {
    const { fetchMock } = stubInbox({
      more: {
        [`GET ${OPEN}`]: () => json({ messages: [contactMessage(3)], page: 1, has_more: true }),
        'GET /api/admin/contact-messages?status=open&page=2': () =>
          json({ messages: [contactMessage(4)], page: 2, has_more: false }),
      },
    });
    await renderInbox();
    await waitFor(() => expect(card(3)).toBeTruthy());
    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(card(4)).toBeTruthy());
    expect(bodyText()).toContain('Page: 2');
    expect(requests(fetchMock)).toContain('GET /api/admin/contact-messages?status=open&page=2');
  });
});
