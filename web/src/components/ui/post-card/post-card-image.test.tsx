import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { PLACEHOLDER_IMAGES, PostCardImage } from './post-card-image';

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
