import { APP_ROUTES } from '@common/app-paths';
import { pageRange, SEARCH_MAX_PAGE, ZSearchQuery } from '@common/contracts/search';
import { MESSAGES } from '@common/messages';
import {
  landingPageNumber,
  landingPath,
  landingTrail,
  type TLandingNames,
  type TLandingSlugs,
} from '@common/rules/landing';
import { vehicleInWords } from '@common/rules/page-title';
import { breadcrumbListJsonLd, jsonLdScript } from '@common/rules/structured-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fill, socialTags } from '../../lib/head-tags';
import { appPageRoute, type TPageHead } from '../../plugins/app-page';
import { findLanding } from '../search/landing';
import { searchPosts } from '../search/service';

// The landing pages' heads (issue 16): /parts, /parts/{make}, /parts/{make}/{model} and
// /parts/{make}/{model}/{part}. Unknown names are 404; another spelling of known ones (capitals,
// spaces, a trailing slash, '?page=1') is a 301 to the one address; a page past the last is 404.

const count = new Intl.NumberFormat('en-US');

/** The title and the words its description names: 'Used Honda Civic parts', 'Honda Civic parts'. */
function landingWordsOf(names: TLandingNames | null): { title: string; what: string } {
  if (!names) return { title: MESSAGES.landingTitleIndex, what: '' };
  const vehicle = [names.manufacturer, names.model].filter(Boolean).join(' ');
  if (names.part) {
    return {
      title: fill(MESSAGES.landingTitlePart, { vehicle, part: names.part }),
      what: `${vehicle} ${names.part}`,
    };
  }
  return {
    title: fill(MESSAGES.landingTitleVehicle, { vehicle }),
    what: fill(MESSAGES.landingWhatVehicle, { vehicle }),
  };
}

/**
 * The live posts of a landing page's page n: whether it has any, how many in all, the first photo
 * (a public read: on app.readDb, a replica).
 */
async function pagePosts(
  app: FastifyInstance,
  req: FastifyRequest,
  names: Awaited<ReturnType<typeof findLanding>>,
  page: number,
) {
  if (!names) return null;
  const query = ZSearchQuery.parse({
    ...(names.vehicle
      ? { search_make: names.vehicle.id, search_part: names.partRow?.id }
      : { search_manufacturer: names.manufacturer }),
    ...pageRange(page),
  });
  return searchPosts(app, query, { db: app.readDb(req) });
}

async function landingHead(app: FastifyInstance, req: FastifyRequest): Promise<TPageHead | null> {
  const slugs = req.params as TLandingSlugs;
  const names = slugs.make ? await findLanding(app, slugs) : null;
  if (slugs.make && !names) return null;
  const path = landingPath(names ?? undefined);
  const at = req.url.indexOf('?');
  const asked = new URLSearchParams(at === -1 ? '' : req.url.slice(at)).get('page');
  // The makes are one page: no '?page' there.
  const page = names ? landingPageNumber(asked, SEARCH_MAX_PAGE) : asked === null ? 1 : null;
  const query = page !== null && page > 1 ? `?page=${page}` : '';
  const requested = at === -1 ? req.url : req.url.slice(0, at);
  if (requested !== path || page === null || (asked !== null && page === 1)) {
    return { redirect: `${path}${query}` };
  }
  const found = await pagePosts(app, req, names, page);
  if (found && page > 1 && found.posts.length === 0) return null;
  const words = landingWordsOf(names);
  const title =
    page > 1 ? fill(MESSAGES.landingTitlePage, { title: words.title, page: String(page) }) : words.title;
  const base = app.config.publicUrl;
  const total = found ? `${count.format(found.total)}${found.totalCapped ? '+' : ''}` : '';
  const description = !found
    ? MESSAGES.landingDescriptionIndex
    : fill(found.total > 0 ? MESSAGES.landingDescription : MESSAGES.landingDescriptionNone, {
        count: total,
        what: words.what,
      });
  const trail = names
    ? landingTrail(names, { home: MESSAGES.landingCrumbHome, parts: MESSAGES.landingCrumbParts })
    : [
        { name: MESSAGES.landingCrumbHome, path: '/' },
        { name: MESSAGES.landingCrumbParts, path },
      ];
  const photo = found?.posts.find((p) => p.images.length > 0);
  const image = photo?.images[0]?.image;
  return {
    title,
    tags: socialTags({
      url: `${base}${path}${query}`,
      title,
      description,
      type: 'website',
      image: image
        ? {
            url: /^https?:\/\//.test(image) ? image : `${base}${image}`,
            alt: `${photo.year} ${vehicleInWords(photo.vehicle_name)} ${photo.part_name}`,
          }
        : undefined,
      // A model or part with nothing for sale right now: a thin page, kept out of the index.
      robots: found && found.total === 0 ? 'noindex,follow' : undefined,
      extra: [
        jsonLdScript(breadcrumbListJsonLd(trail.map((c) => ({ name: c.name, url: `${base}${c.path}` })))),
      ],
    }),
  };
}

/** The landing pages as app pages: the server renders them with their head. */
export async function landingPageRoutes(app: FastifyInstance) {
  for (const route of [
    APP_ROUTES.partsIndex,
    APP_ROUTES.partsMake,
    APP_ROUTES.partsModel,
    APP_ROUTES.partsPart,
  ]) {
    // With a trailing slash too (another spelling of the address: a 301 to it).
    for (const pattern of [route.path, `${route.path}/`])
      appPageRoute(app, pattern, (req) => landingHead(app, req));
  }
}
