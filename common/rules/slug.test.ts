import { describe, expect, it } from 'vitest';
import { postPath, postSlug, SLUG_MAX, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['2012 Honda Civic Alternator', '2012-honda-civic-alternator'],
    ['Citroën C4 Pare-brise', 'citroen-c4-pare-brise'],
    ['Škoda Octavia Ölwanne Straße', 'skoda-octavia-olwanne-strasse'],
    ['Æsir Łódź Øre Œuvre', 'aesir-lodz-ore-oeuvre'],
    ['  --Mercedes-Benz -- C-Class (W204) / A/C Compressor!!  ', 'mercedes-benz-c-class-w204-a-c-compressor'],
    ["Driver's side 'mirror' & <glass>", 'driver-s-side-mirror-glass'],
    ['', ''],
    ['!!! ---', ''],
    ['日本語', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('keeps long names to SLUG_MAX characters, cut at a word end, no trailing hyphen', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^word0-word1-.*-word\d+$/);
    expect(`${long.replaceAll(' ', '-')}-`.startsWith(`${slug}-`)).toBe(true);
    // One word longer than the limit is cut inside it.
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(SLUG_MAX));
  });
});

describe('postSlug and postPath', () => {
  const post = { id: 123, year: 2012, vehicle_name: 'Honda - Civic', part_name: 'Alternator' };
  it("reads the year, the vehicle in words and the part: '/view/123/2012-honda-civic-alternator'", () => {
    expect(postSlug(post)).toBe('2012-honda-civic-alternator');
    expect(postPath(post)).toBe('/view/123/2012-honda-civic-alternator');
    expect(postPath({ ...post, vehicle_name: 'Citroën - C4', part_name: 'Pare-brise (avant)' })).toBe(
      '/view/123/2012-citroen-c4-pare-brise-avant',
    );
  });
});
