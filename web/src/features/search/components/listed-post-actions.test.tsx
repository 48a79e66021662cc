import { describe, expect, it } from 'vitest';
import { HomeRoute } from '@/app/routes/home-route';
import { UserProfileRoute } from '@/app/routes/user-profile-route';
import { getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { listedPost, PARTS, searchPage, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// A card's buttons in a list (docs/PRODUCT.md §2, post cards): what a visitor, a signed-in buyer and
// the seller see on the same posts.

const OTHERS = listedPost({ id: 31, stock_number: 'OTH-31', user_id: 'u2', username: 'sam_sells' });
const MINE = listedPost({ id: 32, stock_number: 'MINE-32', user_id: 'u1', username: 'dana_parts' });
const title = (stock: string) => `2012 Ford - Focus Alternator ${stock}`;

function stubList(signedIn: boolean) {
  return stubFetch({
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/posts/search': () => json(searchPage([OTHERS, MINE])),
    ...(signedIn ? meRoute(session()) : {}),
  });
}

/** The card's buttons and links, by their names, with where they lead. */
function actionsOf(stock: string) {
  const group = getByRole('link', title(stock))
    .closest('article')
    ?.querySelector(`[role="group"][aria-label="Actions for ${title(stock)}"]`);
  if (!group) throw new Error(`no actions for ${stock}`);
  return [...group.querySelectorAll<HTMLElement>('a, button')].map((el) => ({
    name: el.getAttribute('aria-label') ?? el.textContent,
    text: el.textContent,
    href: el.getAttribute('href'),
    star: el.hasAttribute('data-favorited'),
  }));
}

const renderHome = () => renderRoutes([{ index: true, element: <HomeRoute /> }], '/');
const cardsShown = () => waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(2));

describe("a listed post's buttons", () => {
  it('sends a visitor to sign in before messaging, with no star, and lets them report', async () => {
    stubList(false);
    await renderHome();
    await cardsShown();
    for (const [post, stock] of [
      [OTHERS, 'OTH-31'],
      [MINE, 'MINE-32'],
    ] as const) {
      expect(actionsOf(stock)).toEqual([
        {
          name: `Message ${post.username} about ${title(stock)}`,
          text: 'Message',
          href: `/auth?redirect=/messages/${post.username}%3Fpost%3D${post.id}`,
          star: false,
        },
        { name: `Report ${title(stock)}`, text: '', href: `/report-post/${post.id}`, star: false },
      ]);
    }
    expect(document.querySelector('[data-favorited]')).toBeNull();
  });

  it("gives a signed-in buyer Message, the star and Report on others' posts, and only Edit on their own", async () => {
    stubList(true);
    await renderHome();
    await waitFor(() => expect(actionsOf('OTH-31')).toHaveLength(3));
    expect(actionsOf('OTH-31')).toEqual([
      {
        name: `Message sam_sells about ${title('OTH-31')}`,
        text: 'Message',
        href: '/messages/sam_sells?post=31',
        star: false,
      },
      { name: `Add ${title('OTH-31')} to favorites`, text: '', href: null, star: true },
      { name: `Report ${title('OTH-31')}`, text: '', href: '/report-post/31', star: false },
    ]);
    // One does not report one's own post (the server refuses it too).
    expect(actionsOf('MINE-32')).toEqual([
      { name: `Edit ${title('MINE-32')}`, text: 'Edit', href: '/edit/32', star: false },
    ]);
  });

  it("offers Edit, and no Report, on every card of the seller's own page", async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/users/u1': () =>
        json({ user_id: 'u1', username: 'dana_parts', city: 'Toronto', state: 'ON', country: 'Canada' }),
      'GET /api/posts/search': () => json(searchPage([MINE])),
    });
    await renderRoutes([{ path: '/user-profile/:id', element: <UserProfileRoute /> }], '/user-profile/u1');
    await waitFor(() => expect(actionsOf('MINE-32')[0]).toMatchObject({ text: 'Edit', href: '/edit/32' }));
    expect(actionsOf('MINE-32')).toHaveLength(1);
  });
});
