import { describe, expect, it } from 'vitest';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { MyPostsPage } from './my-posts-page';

const EMPTY =
  'No Parts Found. Please check again at a later date or feel free to contact us for specific requests.';
const many = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => post({ id: from + i, stock_number: `S-${from + i}` }));
const pageOf = (posts: ReturnType<typeof many>, page: number) => json({ posts, page, pageSize: 10 });

const renderMine = (path = '/my-posts') =>
  renderRoutes([{ path: '/my-posts', element: <MyPostsPage /> }], path);
const hasButton = (name: string) => {
  try {
    getByRole('button', name);
    return true;
  } catch {
    return false;
  }
};

describe('my posts', () => {
  it('says so when there are none', async () => {
    stubFetch({ 'GET /api/my-posts?page=1': () => pageOf([], 1) });
    await renderMine();
    expect(document.title).toBe('My Posts - PartsYard');
    expect(getByRole('heading', 'My Posts')).toBeTruthy();
    await waitFor(() => expect(bodyText()).toContain(EMPTY));
    expect(hasButton('Next')).toBe(false);
    expect(hasButton('Previous')).toBe(false);
  });

  it('lists every state with its badge and the actions that fit', async () => {
    stubFetch({
      'GET /api/my-posts?page=1': () =>
        pageOf(
          [
            post({ id: 1, stock_number: 'A-1' }),
            post({ id: 2, stock_number: 'S-2', status: 'sold' }),
            post({ id: 3, stock_number: 'E-3', status: 'expired' }),
            // A live ad in its last week: its seller was told to renew it here.
            post({
              id: 4,
              stock_number: 'L-4',
              expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
            }),
          ],
          1,
        ),
    });
    await renderMine();
    const cards = await waitFor(() => {
      const found = [...document.querySelectorAll('article')];
      if (found.length !== 4) throw new Error('not yet');
      return found;
    });
    const buttons = (card: Element) =>
      [...card.querySelectorAll('[role="group"] a, [role="group"] button')].map((b) => b.textContent);
    expect(cards.map((c) => c.querySelector('.mantine-Badge-label')?.textContent)).toEqual([
      'Active',
      'Sold',
      'Expired',
      'Active',
    ]);
    expect(buttons(cards[0] as Element)).toEqual(['Edit', 'Mark as sold', 'Delete']);
    expect(buttons(cards[1] as Element)).toEqual(['Delete']);
    expect(buttons(cards[2] as Element)).toEqual(['Renew', 'Delete']);
    expect(buttons(cards[3] as Element)).toEqual(['Edit', 'Mark as sold', 'Renew', 'Delete']);
    expect(cards[0]?.querySelector('a[href="/edit/1"]')).toBeTruthy();
    expect(bodyText()).toContain('Page: 1');
    expect(hasButton('Next')).toBe(false);
  });

  it('pages with Previous and Next, the page in the URL, Next only on a full page', async () => {
    stubFetch({
      'GET /api/my-posts?page=1': () => pageOf(many(10, 1), 1),
      'GET /api/my-posts?page=2': () => pageOf(many(3, 11), 2),
    });
    const { router } = await renderMine();
    await waitFor(() => expect(bodyText()).toContain('Page: 1'));
    expect(document.querySelectorAll('article')).toHaveLength(10);
    expect(hasButton('Previous')).toBe(false);

    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(bodyText()).toContain('Page: 2'));
    expect(router.state.location.search).toBe('?page=2');
    expect(document.querySelectorAll('article')).toHaveLength(3);
    expect(hasButton('Next')).toBe(false);

    await click(getByRole('button', 'Previous'));
    await waitFor(() => expect(bodyText()).toContain('Page: 1'));
    expect(router.state.location.search).toBe('');
  });

  it('stays on a full last page when the next one is empty', async () => {
    stubFetch({
      'GET /api/my-posts?page=1': () => pageOf(many(10, 1), 1),
      'GET /api/my-posts?page=2': () => pageOf([], 2),
    });
    const { router } = await renderMine();
    await waitFor(() => expect(bodyText()).toContain('Page: 1'));
    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(hasButton('Next')).toBe(true));
    expect(router.state.location.search).toBe('');
    expect(bodyText()).toContain('Page: 1');
  });
});
