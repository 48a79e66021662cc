import { afterEach, describe, expect, it } from 'vitest';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { image, post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { setViewportWidth } from '@/test/viewport';
import { PostCard } from './post-card';

async function renderCard(props: Partial<Parameters<typeof PostCard>[0]> = {}) {
  const result = await renderRoutes(
    [
      { path: '/', element: <PostCard post={post({ images: [image(0)] })} {...props} /> },
      { path: '/view/:id/:slug', element: <h1>Post page</h1> },
    ],
    '/',
  );
  return result;
}

const card = () => document.querySelector<HTMLElement>('article');
const thumb = () => card()?.querySelector('img');

describe('post card', () => {
  afterEach(() => setViewportWidth(1024));

  it.each([
    [1200, 'large', '150px', ''],
    [800, 'medium', '150px', ''],
    [500, 'small', '100%', '100px'],
  ])('at %i px uses the %s layout', async (width, layout, thumbWidth, thumbHeight) => {
    await setViewportWidth(width);
    await renderCard({ distance: 12.345 });
    await waitFor(() => expect(card()?.dataset.layout).toBe(layout));
    expect(thumb()?.style.width).toBe(thumbWidth);
    if (thumbHeight) expect(thumb()?.style.height).toBe(thumbHeight);
    const title = getByRole('link', '2012 Ford - Focus Alternator ALT-42');
    expect(title.getAttribute('href')).toBe('/view/9/2012-ford-focus-alternator');
    expect(title.closest('h3')).toBeTruthy();
    const text = bodyText();
    expect(text).toContain('Part ID: ALT-42');
    expect(text).toContain('$120.00');
    expect(text).toContain('CAD');
    expect(text).toContain('12 miles away');
    expect(card()?.querySelector('svg[aria-label="Flag of Canada"]')).toBeTruthy();
    // The large layout has room for the description.
    expect(text.includes('Works perfectly, 80,000 km.')).toBe(layout === 'large');
  });

  it('shows the stock number once: on its Part ID line, not again in the heading', async () => {
    await renderCard();
    expect(card()?.querySelector('h3')?.textContent).toBe('2012 Ford - Focus Alternator');
    expect(card()?.textContent?.split('ALT-42')).toHaveLength(2);
    expect(bodyText()).toContain('Part ID: ALT-42');
    // The buttons still name the whole post: two alike parts differ by their stock numbers.
    expect(getByRole('button', 'Enlarge the photo of 2012 Ford - Focus Alternator ALT-42')).toBeTruthy();
  });

  it.each([
    [0.4, 'km', 'less than 1 km away'],
    [0.4, 'mi', 'less than 1 mile away'],
    [1.2, 'mi', '1 mile away'],
    [12.6, 'km', '13 km away'],
    [140, 'mi', '140 miles away'],
    [1249.6, 'km', '1,250 km away'],
  ] as const)('says %d %s as %s', async (distance, distanceUnit, words) => {
    await renderCard({ distance, distanceUnit });
    expect(bodyText()).toContain(words);
  });

  it('shows no distance unless given, and the placeholder when there is no photo', async () => {
    await renderCard({ post: post({ images: [], currencytype: 'USD', price: 1250 }) });
    expect(bodyText()).not.toContain('miles away');
    expect(bodyText()).toContain('$1,250.00');
    expect(thumb()?.getAttribute('src')).toBe('/placeholder-part.svg');
    expect(thumb()?.getAttribute('alt')).toBe('No photo of this part yet');
    expect(card()?.querySelector('svg[aria-label="Flag of the United States"]')).toBeTruthy();
    expect(() => getByRole('button', 'Enlarge the photo of 2012 Ford - Focus Alternator ALT-42')).toThrow();
  });

  it('opens the Image Preview modal from the photo and closes it', async () => {
    const { router } = await renderCard({ actions: <button type="button">Edit</button> });
    await click(getByRole('button', 'Enlarge the photo of 2012 Ford - Focus Alternator ALT-42'));
    const dialog = await waitFor(() => {
      const d = document.querySelector('[role="dialog"]');
      if (!d) throw new Error('no dialog');
      return d;
    });
    expect(dialog.textContent).toContain('Image Preview');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(image(0).image);
    // The photo is not the card's link: the page stays.
    expect(router.state.location.pathname).toBe('/');

    await click(getByRole('button', 'Close'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    await click(getByRole('button', 'Enlarge the photo of 2012 Ford - Focus Alternator ALT-42'));
    const overlay = await waitFor(() => {
      const o = document.querySelector('.mantine-Modal-overlay');
      if (!o) throw new Error('no overlay');
      return o;
    });
    await click(overlay);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(getByRole('button', 'Edit')).toBeTruthy();
  });

  it('opens the post when the card is clicked', async () => {
    const { router } = await renderCard();
    await click(getByRole('link', '2012 Ford - Focus Alternator ALT-42'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view/9/2012-ford-focus-alternator'));
  });

  describe('what the part fits and its details (issue 15)', () => {
    const CIVIC = { vehicle_id: 4, vehicle_name: 'Honda - Civic', year_from: 2012, year_to: 2015 };
    const ILX = { vehicle_id: 5, vehicle_name: 'Acura - ILX', year_from: 2013, year_to: 2015 };
    const row = (vehicle_id: number, name: string, year: number) => ({
      vehicle_id,
      vehicle_name: name,
      year_from: year,
      year_to: year,
    });
    const hondaPost = (change: Parameters<typeof post>[0] = {}) =>
      post({ year: 2012, vehicle_name: 'Honda - Civic', fitments: [CIVIC, ILX], ...change });

    it('names every row, the matched one and the viewer’s own vehicle', async () => {
      await renderCard({
        post: { ...hondaPost(), matched_fitment: 1 },
        fitsYour: '2014 Acura ILX',
      });
      const text = bodyText();
      expect(text).toContain('Fits your 2014 Acura ILX');
      expect(text).toContain('Matches your search: Acura - ILX 2013-2015');
      expect(text).toContain('Fits: Honda - Civic 2012-2015, Acura - ILX 2013-2015');
      // The card's name and its link's stay the post's title.
      expect(getByRole('link', '2012 Honda - Civic Alternator ALT-42')).toBeTruthy();
    });

    it("names two rows and 'and N more' past three", async () => {
      const fitments = [CIVIC, ILX, row(6, 'Honda - CR-V', 2014), row(7, 'Honda - Fit', 2015)];
      await renderCard({ post: hondaPost({ fitments }) });
      expect(bodyText()).toContain('Fits: Honda - Civic 2012-2015, Acura - ILX 2013-2015 and 2 more');
      expect(bodyText()).not.toContain('CR-V');
      await renderCard({ post: hondaPost({ fitments: fitments.slice(0, 3) }) });
      expect(bodyText()).toContain('Fits: Honda - Civic 2012-2015, Acura - ILX 2013-2015, Honda - CR-V 2014');
    });

    it('says nothing more than the heading for one row of its one year, matched or not', async () => {
      await renderCard({ post: { ...post(), matched_fitment: 0 } });
      expect(bodyText()).not.toContain('Fits');
      expect(bodyText()).not.toContain('Matches your search');
      // One row over several years is worth saying.
      document.body.innerHTML = '';
      await renderCard({ post: hondaPost({ fitments: [CIVIC] }) });
      expect(bodyText()).toContain('Fits: Honda - Civic 2012-2015');
    });

    it('shows the condition with its grade, a warranty and shipping as badges', async () => {
      await renderCard({
        post: post({ grade: 'B', warranty_days: 90, delivery: 'both', shipping_price: 15 }),
      });
      const badges = () => [...document.querySelectorAll('.mantine-Badge-root')].map((b) => b.textContent);
      expect(badges()).toEqual(['Used · Grade B', '90-day warranty', 'Shipping: $15.00']);
      document.body.innerHTML = '';
      await renderCard({ post: post({ condition: 'new', delivery: 'shipping', shipping_price: null }) });
      // As-is (no warranty) is every plain post's: no badge for it.
      expect(badges()).toEqual(['New', 'Shipping: ask for a quote']);
      document.body.innerHTML = '';
      await renderCard({ post: post() });
      expect(badges()).toEqual(['Used']);
    });

    it('keeps it all in the phone layout (390 px)', async () => {
      await setViewportWidth(390);
      await renderCard({
        post: { ...hondaPost({ grade: 'A', warranty_days: 30, delivery: 'shipping' }), matched_fitment: 0 },
        fitsYour: '2012 Honda Civic',
      });
      await waitFor(() => expect(card()?.dataset.layout).toBe('small'));
      const text = bodyText();
      for (const words of [
        'Fits your 2012 Honda Civic',
        'Matches your search: Honda - Civic 2012-2015',
        'Fits: Honda - Civic 2012-2015, Acura - ILX 2013-2015',
        'Used · Grade A',
        '30-day warranty',
        'Shipping: ask for a quote',
      ]) {
        expect(text).toContain(words);
      }
    });
  });
});
