import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { image, post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { PostCard } from './post-card';
import { CARD_IMAGE_SIZES, PLACEHOLDER_IMAGES, PostCardImage } from './post-card-image';

// Phones: the first card's photo is the page's largest paint, so it must not wait for
// lazy loading; every photo has its size before it loads (no layout shift) and says how wide it
// shows, so the browser picks the 200 or 600 px file.

async function renderCards(...cards: Parameters<typeof PostCard>[0][]) {
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            {cards.map((props) => (
              <PostCard key={props.post.id} {...props} />
            ))}
          </>
        ),
      },
    ],
    '/',
  );
  return [...document.querySelectorAll('article img')] as HTMLImageElement[];
}

describe('post card photos', () => {
  it('loads the first card’s photo at once with high priority, the others lazily', async () => {
    const [first, second] = await renderCards(
      { post: post({ id: 1, images: [image(0)] }), imagePriority: true },
      { post: post({ id: 2, images: [image(0)] }) },
    );
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.getAttribute('fetchpriority')).toBe('auto');
  });

  it('gives every photo its width, height and the width it shows at (not the whole viewport)', async () => {
    const [photo, placeholder] = await renderCards(
      { post: post({ id: 1, images: [image(0)] }) },
      { post: post({ id: 2, images: [] }) },
    );
    expect(photo?.getAttribute('width')).toBe('800');
    expect(photo?.getAttribute('height')).toBe('600');
    expect(photo?.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect(CARD_IMAGE_SIZES).not.toContain('100vw,');
    expect(CARD_IMAGE_SIZES).toMatch(/\(min-width: 48em\) 150px/);
    expect(photo?.getAttribute('srcset')).toContain('200w');
    expect(placeholder?.getAttribute('width')).toBe('400');
    expect(placeholder?.getAttribute('height')).toBe('300');
  });
});

const placeholder = () => document.querySelector('img');
const PUBLIC = path.resolve(__dirname, '../../../../public');
const publicFile = (url: string) => readFileSync(path.join(PUBLIC, url), 'utf8');

describe('post card image: the placeholder in the page language', () => {
  it.each([
    ['en', '/', '/placeholder-part.svg', 'No photo of this part yet'],
    ['fr', '/fr/', '/placeholder-part.fr.svg', 'Pas encore de photo de cette pièce'],
  ] as const)('in %s shows %s', async (language, address, src, alt) => {
    await renderRoutes(
      [
        {
          path: '/',
          element: <PostCardImage image={undefined} title="x" layout="large" onPreview={() => {}} />,
        },
      ],
      address,
      { language },
    );
    expect(placeholder()?.getAttribute('src')).toBe(src);
    expect(placeholder()?.getAttribute('alt')).toBe(alt);
  });

  it('has the words drawn in each file in its language', () => {
    expect(publicFile(PLACEHOLDER_IMAGES.en)).toContain('>No photo yet</text>');
    const french = publicFile(PLACEHOLDER_IMAGES.fr);
    expect(french).toContain('>Pas encore de photo</text>');
    expect(french).not.toContain('No photo');
  });
});
