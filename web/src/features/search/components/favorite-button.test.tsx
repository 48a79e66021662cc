import { describe, expect, it } from 'vitest';
import { HomeRoute } from '@/app/routes/home-route';
import { bodyText, click, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { listedPost, PARTS, searchPage, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// docs/PRODUCT.md §4, favourite toggle: the colour flips at once between blue and yellow, every
// favourite button waits while a toggle runs, and a failure puts the colour back.

const PLAIN = listedPost({ id: 41, stock_number: 'P-41' });
const STARRED = listedPost({ id: 42, stock_number: 'S-42', favorites: [{ id: 500 }] });
const title = (stock: string) => `2012 Ford - Focus Alternator ${stock}`;

/** A toggle answer the test releases when it chooses, so the screen can be read in between. */
function deferredToggle() {
  const bodies: unknown[] = [];
  const pending: Array<(response: Response) => void> = [];
  const route = {
    'POST /api/favorites/toggle': (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Promise<Response>((resolve) => pending.push(resolve));
    },
  };
  const answer = async (response: Response) => {
    const resolve = await waitFor(() => {
      const next = pending.shift();
      if (!next) throw new Error('no toggle waiting');
      return next;
    });
    resolve(response);
  };
  return { route, bodies, answer };
}

function stubList(toggleRoute: object) {
  return stubFetch({
    ...meRoute(session()),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/posts/search': () => json(searchPage([PLAIN, STARRED])),
    ...toggleRoute,
  });
}

const stars = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-favorited]')];
const star = (stock: string) => {
  const found = stars().find((b) => b.closest('article')?.textContent?.includes(stock));
  if (!found) throw new Error(`no star on ${stock}`);
  return found;
};
/** What a person sees of a star: its colour, its pressed state and its name. */
const look = (stock: string) => {
  const button = star(stock);
  // Mantine paints an ActionIcon with --ai-bg: the theme's yellow, or its blue brand colour.
  const background = button.style.getPropertyValue('--ai-bg');
  const colours: Record<string, string> = {
    'var(--mantine-color-yellow-5)': 'yellow',
    'var(--mantine-color-brand-6)': 'blue',
  };
  return {
    colour: colours[background] ?? background,
    pressed: button.getAttribute('aria-pressed'),
    favorited: button.dataset.favorited,
    name: button.getAttribute('aria-label'),
  };
};
const BLUE = (stock: string) => ({
  colour: 'blue',
  pressed: 'false',
  favorited: 'false',
  name: `Add ${title(stock)} to favorites`,
});
const YELLOW = (stock: string) => ({
  colour: 'yellow',
  pressed: 'true',
  favorited: 'true',
  name: `Remove ${title(stock)} from favorites`,
});

/**
 * The list as it settles: read first before the session is known, then again from the profile's
 * location (see the report on a toggle finishing while a list is being read again).
 */
const renderList = async (fetchMock: ReturnType<typeof stubFetch>) => {
  await renderRoutes([{ index: true, element: <HomeRoute /> }], '/');
  await waitFor(() =>
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/posts/search?lat='))).toBe(true),
  );
  await waitFor(() => expect(document.querySelector('ul[aria-busy]')).toBeNull());
  await waitFor(() => expect(stars()).toHaveLength(2));
};

describe('favourite toggle', () => {
  it('turns yellow at once, holds every star while the server works, and keeps its answer', async () => {
    const toggle = deferredToggle();
    await renderList(stubList(toggle.route));
    expect(look('P-41')).toEqual(BLUE('P-41'));
    expect(look('S-42')).toEqual(YELLOW('S-42'));

    await click(star('P-41'));
    // Before the server has answered.
    expect(look('P-41')).toEqual(YELLOW('P-41'));
    await waitFor(() => expect(stars().map((b) => b.disabled)).toEqual([true, true]));
    expect(toggle.bodies).toEqual([{ post_id: 41 }]);

    await toggle.answer(json({ post_id: 41, favorited: true, favorites: [{ id: 501 }] }));
    await waitFor(() => expect(stars().map((b) => b.disabled)).toEqual([false, false]));
    expect(look('P-41')).toEqual(YELLOW('P-41'));
    expect(look('S-42')).toEqual(YELLOW('S-42'));
  });

  it('turns blue at once when un-starred, and stays blue after the server agrees', async () => {
    const toggle = deferredToggle();
    await renderList(stubList(toggle.route));

    await click(star('S-42'));
    expect(look('S-42')).toEqual(BLUE('S-42'));
    await waitFor(() => expect(star('P-41').disabled).toBe(true));
    expect(toggle.bodies).toEqual([{ post_id: 42 }]);

    await toggle.answer(json({ post_id: 42, favorited: false, favorites: [] }));
    await waitFor(() => expect(star('S-42').disabled).toBe(false));
    expect(look('S-42')).toEqual(BLUE('S-42'));
    expect(look('P-41')).toEqual(BLUE('P-41'));
  });

  it('puts the colour back and says so when the server fails', async () => {
    const toggle = deferredToggle();
    await renderList(stubList(toggle.route));

    await click(star('P-41'));
    expect(look('P-41')).toEqual(YELLOW('P-41'));
    await toggle.answer(json({ statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' }, 500));

    await waitFor(() => expect(look('P-41')).toEqual(BLUE('P-41')));
    await waitFor(() =>
      expect(bodyText()).toContain('Your favorites could not be changed. Please try again.'),
    );
    expect(stars().map((b) => b.disabled)).toEqual([false, false]);
    expect(look('S-42')).toEqual(YELLOW('S-42'));
  });

  it("keeps the server's answer when a list read that began before the toggle lands after it", async () => {
    const toggle = deferredToggle();
    // The server's state, and search answers held until released (each as of when it was asked).
    let starred41 = false;
    const held: Array<() => void> = [];
    let holding = false;
    const fetchMock = stubFetch({
      ...meRoute(session()),
      'GET /api/vehicles': () => json(VEHICLES),
      'GET /api/parts': () => json(PARTS),
      'GET /api/posts/search': () => {
        const body = searchPage([{ ...PLAIN, favorites: starred41 ? [{ id: 501 }] : [] }, STARRED]);
        if (!holding) return json(body);
        return new Promise<Response>((resolve) => held.push(() => resolve(json(body))));
      },
      ...toggle.route,
    });
    await renderList(fetchMock);

    // A new sort: its read starts now and is held; the old list stays on screen meanwhile.
    holding = true;
    await click(
      document.querySelector<HTMLButtonElement>(
        'button[aria-pressed="false"]:not([data-favorited])',
      ) as HTMLButtonElement,
    );
    await waitFor(() => expect(held).toHaveLength(1));
    await click(star('P-41'));
    starred41 = true;
    await toggle.answer(json({ post_id: 41, favorited: true, favorites: [{ id: 501 }] }));
    await waitFor(() => expect(star('P-41').disabled).toBe(false));
    expect(look('P-41')).toEqual(YELLOW('P-41'));

    // The stale answer lands: the star keeps the server's answer, and the list is read again.
    holding = false;
    for (const release of held.splice(0)) release();
    await waitFor(() => expect(document.querySelector('ul[aria-busy]')).toBeNull());
    expect(look('P-41')).toEqual(YELLOW('P-41'));
    await waitFor(() => {
      const reads = fetchMock.mock.calls.filter(([url]) => String(url).includes('order_by=year'));
      expect(reads.length).toBeGreaterThanOrEqual(2);
    });
    expect(look('P-41')).toEqual(YELLOW('P-41'));
  });
});
