import type { TFlaggedMessage } from '@common/contracts/admin';
import { SCAM_PATTERNS } from '@common/rules/scam-patterns';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import en from '@/locales/en.json';
import fr from '@/locales/fr-CA.json';
import { ADMIN_EMAIL, adminMeRoute, articles, flaggedMessage, requests } from '@/test/admin';
import { bodyText, click, getByLabel, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { formatWhen } from '../format';

// The dashboard's Flagged messages tab: messages that matched a scam pattern or that a
// party reported, with the text, who wrote to whom, the pattern or reason and note, and Mark
// reviewed. The fake server drops a flag from the open list once it is reviewed.

const OPEN = '/api/admin/flagged-messages?status=open&page=1';
const CLOSED = '/api/admin/flagged-messages?status=closed&page=1';

function stubFlagged({ open = [] as TFlaggedMessage[], closed = [] as TFlaggedMessage[] } = {}) {
  let list = open;
  const fetchMock = stubFetch({
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    [`GET ${OPEN}`]: () => json({ flags: list, page: 1, has_more: false }),
    [`GET ${CLOSED}`]: () => json({ flags: closed, page: 1, has_more: false }),
    'POST /api/admin/flagged-messages/1/reviewed': () => {
      list = list.filter((f) => f.id !== 1);
      return json({ id: 1, resolved: true });
    },
  });
  return { fetchMock };
}

const renderFlagged = () =>
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], '/dashboard?tab=flagged');

const card = (id: number) => {
  const found = document.querySelector<HTMLElement>(`article[aria-labelledby="flag-${id}"]`);
  if (!found) throw new Error(`No flag ${id}`);
  return found;
};
const buttonIn = (scope: Element, name: string) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent === name);

const REPORTED = flaggedMessage(2, {
  kind: 'report',
  patterns: [],
  reason: 'harassment',
  note: 'Insults after I asked the price.',
  reporter: 'robin_buyer',
  content: 'You are an idiot',
});

describe('dashboard: flagged messages', () => {
  it('lists the pattern and the report: text, who to whom, which pattern or reason, the note', async () => {
    const { fetchMock } = stubFlagged({ open: [flaggedMessage(1), REPORTED] });
    await renderFlagged();
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(requests(fetchMock)).toContain(`GET ${OPEN}`);

    const flagged = card(1);
    expect(flagged.querySelector('h3')?.textContent).toBe('Message 101');
    expect(flagged.textContent).toContain('Matched: Payment by wire transfer (Western Union, MoneyGram)');
    expect(flagged.textContent).toContain(
      `From scammer_9 to robin_buyer, sent ${formatWhen(flaggedMessage(1).sent_at)}`,
    );
    expect(flagged.textContent).toContain('Message 1: I pay by Western Union, my agent picks it up.');
    expect(buttonIn(flagged, 'Mark reviewed')).toBeTruthy();

    const reported = card(2);
    expect(reported.textContent).toContain('Reported by robin_buyer: It is abusive or harassing');
    expect(reported.textContent).toContain('Note: Insults after I asked the price.');
    expect(reported.textContent).toContain('You are an idiot');
  });

  it('marks one reviewed: POST /api/admin/flagged-messages/{id}/reviewed, and it leaves the list', async () => {
    const { fetchMock } = stubFlagged({ open: [flaggedMessage(1), REPORTED] });
    await renderFlagged();
    await waitFor(() => expect(articles()).toHaveLength(2));
    const button = buttonIn(card(1), 'Mark reviewed');
    if (!button) throw new Error('No Mark reviewed');
    await click(button);
    await waitFor(() => expect(bodyText()).toContain('Marked reviewed.'));
    expect(requests(fetchMock).filter((r) => r.startsWith('POST'))).toEqual([
      'POST /api/admin/flagged-messages/1/reviewed',
    ]);
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(card(2)).toBeTruthy();
  });

  it("shows reviewed ones with 'Reviewed by …' and no button; says when there are none", async () => {
    const done = flaggedMessage(5, {
      reviewed: true,
      reviewed_at: '2026-05-04T09:30:00.000Z',
      reviewed_by: ADMIN_EMAIL,
    });
    stubFlagged({ closed: [done] });
    await renderFlagged();
    await waitFor(() => expect(bodyText()).toContain('No flagged or reported messages.'));
    await click(getByLabel('Reviewed'));
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(card(5).textContent).toContain(
      `Reviewed by ${ADMIN_EMAIL}, ${formatWhen('2026-05-04T09:30:00.000Z')}`,
    );
    expect(card(5).querySelector('button')).toBeNull();
  });
});

describe("a scam pattern's name", () => {
  it('is in both languages, the English word for word as the server names it', () => {
    const english: Record<string, string> = en.admin.flagged.patterns;
    const french: Record<string, string> = fr.admin.flagged.patterns;
    for (const pattern of SCAM_PATTERNS) {
      expect(english[pattern.id]).toBe(pattern.label);
      expect(french[pattern.id]).toMatch(/\p{L}/u);
    }
  });
});
