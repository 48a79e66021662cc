import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@/test/dom';
import { image, post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { setViewportWidth } from '@/test/viewport';
import { PostCard } from './post-card';
import { PostListSkeleton, SKELETON_CARDS } from './post-card-skeleton';

// While results load, skeleton cards hold their place with the cards' own photo box, so the page
// does not jump when the cards arrive (Lighthouse measured 0.46 of layout shift with a spinner).

const skeletons = () => [...document.querySelectorAll<HTMLElement>('[data-testid="post-card-skeleton"]')];
const box = (el: Element | null | undefined) => {
  const style = (el as HTMLElement | null)?.style;
  return { width: style?.width, height: style?.height };
};

describe('post list skeleton', () => {
  afterEach(() => setViewportWidth(1024));

  it.each([
    [500, 'small'],
    [800, 'medium'],
    [1200, 'large'],
  ])('at %i px stands for %s cards with the same photo box as a card', async (width, layout) => {
    await setViewportWidth(width);
    await renderRoutes([
      {
        path: '/',
        element: (
          <>
            <PostListSkeleton />
            <PostCard post={post({ images: [image(0)] })} />
          </>
        ),
      },
    ]);
    await waitFor(() => expect(skeletons()[0]?.dataset.layout).toBe(layout));
    expect(skeletons()).toHaveLength(SKELETON_CARDS);
    expect(document.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading...');
    const cardPhoto = document.querySelector('article img');
    const skeletonPhoto = skeletons()[0]?.querySelector('[data-testid="skeleton-image"]');
    expect(box(skeletonPhoto)).toEqual(box(cardPhoto));
    expect(box(skeletonPhoto).height).toBe(layout === 'small' ? '100px' : '112px');
  });
});
