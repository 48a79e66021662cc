import { z } from 'zod';

// GET /api/posts/landing: what a landing page (/parts[/{make}[/{model}[/{part}]]], common/rules/
// landing.ts) stands for, found from its slugs in any spelling, and the narrower pages that have
// live posts (the makes, a make's models, a model's parts) with their counts.

/** How many live posts a narrower link counts at most ('1,000+' past it). */
export const LANDING_COUNT_CAP = 1000;
/** The most narrower links one page lists (a make's models, a model's parts), largest first. */
export const LANDING_LINKS_MAX = 300;

const slug = z.string().trim().max(120, 'fieldTooLong').optional();

export const ZLandingQuery = z.object({ make: slug, model: slug, part: slug });
export type TLandingQuery = z.infer<typeof ZLandingQuery>;

export const ZLandingLink = z.object({
  name: z.string(),
  /** The narrower landing page's canonical path. */
  path: z.string(),
  /** Its live posts, counted up to LANDING_COUNT_CAP; null where not counted (the makes). */
  count: z.number().int().nullable(),
  /** More than `count` live posts. */
  capped: z.boolean(),
});
export type TLandingLink = z.infer<typeof ZLandingLink>;

export const ZLandingPage = z.object({
  /** The canonical path of the page asked for. */
  path: z.string(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  part: z.string().nullable(),
  /** The search filters that list this page's posts (GET /api/posts/search). */
  search: z.object({
    search_manufacturer: z.string().optional(),
    search_make: z.number().int().optional(),
    search_part: z.number().int().optional(),
  }),
  /** The narrower pages with live posts: the makes (index), a make's models, a model's parts. */
  links: z.array(ZLandingLink),
});
export type TLandingPage = z.infer<typeof ZLandingPage>;
