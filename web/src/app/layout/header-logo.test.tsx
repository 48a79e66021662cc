import { describe, expect, it } from 'vitest';
import { LOGO_STAGE_IMAGES } from '@/config/logo';
import { renderRoutes } from '@/test/render';
import { HeaderLogo } from './header-logo';

const CASES = [
  { path: '/', filters: 0, image: LOGO_STAGE_IMAGES[0] },
  { path: '/?search_year=2004', filters: 1, image: LOGO_STAGE_IMAGES[1] },
  { path: '/?search_year=2004&search_manufacturer=Ford', filters: 2, image: LOGO_STAGE_IMAGES[2] },
  {
    path: '/?search_year=2004&search_manufacturer=Ford&search_make=12',
    filters: 3,
    image: LOGO_STAGE_IMAGES[3],
  },
  {
    path: '/?search_year=2004&search_manufacturer=Ford&search_make=12&search_part=7',
    filters: 4,
    image: LOGO_STAGE_IMAGES[3],
  },
  // Empty and invalid values are not filters.
  { path: '/?search_year=&search_make=abc&search_part=7', filters: 1, image: LOGO_STAGE_IMAGES[1] },
];

describe('header logo', () => {
  it.each(CASES)('shows $image for $filters filter(s) in $path', async ({ path, image }) => {
    const { container } = await renderRoutes([{ path: '/', element: <HeaderLogo /> }], path);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(image);
  });
});
