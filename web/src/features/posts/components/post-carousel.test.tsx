import { describe, expect, it } from 'vitest';
import { image } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { PHOTO_SIZES, PostCarousel } from './post-carousel';

// /view on a phone: the first photo is the page's largest paint, so it is fetched at
// once and first; the others wait until needed. Each has its size before it loads (no layout shift).

async function renderCarousel(images = [image(0), image(1)]) {
  await renderRoutes([{ path: '/', element: <PostCarousel images={images} title="2012 Ford Focus" /> }]);
  return [...document.querySelectorAll('img')] as HTMLImageElement[];
}

describe('the post photos', () => {
  it('fetches the first photo at once with high priority, the others lazily', async () => {
    const [first, second] = await renderCarousel();
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it('gives each photo its width, height and the width it shows at', async () => {
    const [first] = await renderCarousel();
    expect(first?.getAttribute('width')).toBe('800');
    expect(first?.getAttribute('height')).toBe('600');
    expect(first?.getAttribute('sizes')).toBe(PHOTO_SIZES);
    expect(first?.getAttribute('srcset')).toContain('600w');
  });

  it('gives the placeholder its size when there is no photo', async () => {
    const [placeholder] = await renderCarousel([]);
    expect(placeholder?.getAttribute('width')).toBe('400');
    expect(placeholder?.getAttribute('height')).toBe('300');
  });
});

describe("the carousel's words", () => {
  it("are the translation files', not Mantine's English: the carousel, each slide, the photo shown", async () => {
    await renderCarousel();
    const carousel = document.querySelector('[role="region"]');
    expect(carousel?.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = [...document.querySelectorAll('[role="group"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Photo 1 of 2', 'Photo 2 of 2']);
    expect(slides.map((s) => s.getAttribute('aria-roledescription'))).toEqual(['slide', 'slide']);
    expect(slides.some((s) => s.getAttribute('aria-label') === 'Carousel slide')).toBe(false);
    const statuses = [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent);
    expect(statuses).toContain('Photo 1 of 2');
  });
});
