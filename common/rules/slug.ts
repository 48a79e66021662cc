import { PATHS } from '../app-paths';
import { vehicleInWords } from './page-title';

// Readable post addresses: /view/123/2012-honda-civic-alternator. The server answers
// the bare id and any other slug with a 301 to this one address, so links and sitemaps use it too.

/** The most characters a slug keeps (cut at a word's end). */
export const SLUG_MAX = 80;

// Letters NFKD does not split into a base letter and a mark.
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** 'Citroën C4 — Pare-brise!' -> 'citroen-c4-pare-brise': lower-case ASCII words joined by single hyphens. */
export function slugify(text: string, max = SLUG_MAX): string {
  const ascii = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłþı]/g, (c) => FOLDS[c] ?? '');
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const end = cut.lastIndexOf('-');
  return (end > 0 ? cut.slice(0, end) : slug.slice(0, max)).replace(/-+$/, '');
}

export interface TSluggedPost {
  id: number;
  year: number;
  /** 'Manufacturer - Model'. */
  vehicle_name: string;
  part_name: string;
}

/** '2012-honda-civic-alternator': year, vehicle and part. */
export function postSlug(post: Omit<TSluggedPost, 'id'>): string {
  return slugify(`${post.year} ${vehicleInWords(post.vehicle_name)} ${post.part_name}`);
}

/** A post's canonical path, '/view/{id}/{slug}' (the bare '/view/{id}' when the names make no slug). */
export function postPath(post: TSluggedPost): string {
  const slug = postSlug(post);
  return slug ? `${PATHS.viewPost}/${post.id}/${slug}` : `${PATHS.viewPost}/${post.id}`;
}
