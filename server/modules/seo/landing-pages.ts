import { APP_ROUTES } from '@common/app-paths';
import { pageRange, SEARCH_MAX_PAGE, ZSearchQuery } from '@common/contracts/search';
import { LOCALE_TAGS, splitLanguagePath, type TLanguage } from '@common/i18n/languages';
import { partLabel, type TFrenchPartNames } from '@common/i18n/part-names';
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
import { pageUrl, socialTags } from '../../lib/head-tags';
import { translate } from '../../lib/i18n/translate';
import { appPageRoute, type TPageHead } from '../../plugins/app-page';
import { getFrenchPartNames } from '../catalog/service';
import { findLanding } from '../search/landing';
import { searchPosts } from '../search/service';

// The landing pages' heads: /parts, /parts/{make}, /parts/{make}/{model} and
// /parts/{make}/{model}/{part}. Unknown names are 404; another spelling of known ones (capitals,
// spaces, a trailing slash, '?page=1') is a 301 to the one address; a page past the last is 404.
// Each answers under '/fr' in French (the catalog's French part names; vehicle names stay as they are).

// English counts as before ('1,234'), French as Quebec writes them ('1 234').
const COUNT_LOCALES: Record<TLanguage, string> = { en: 'en-US', fr: LOCALE_TAGS.fr };

const t = (language: TLanguage, key: string, params?: Record<string, string | number>) =>
  translate(language, `server.pages.landing.${key}`, params);

/** The title and the words its description names: 'Used Honda Civic parts', 'Honda Civic parts'. */
function landingWordsOf(
  names: TLandingNames | null,
  language: TLanguage,
  french: TFrenchPartNames,
): { title: string; what: string } {
  if (!names) return { title: t(language, 'titleIndex'), what: '' };
  const vehicle = [names.manufacturer, names.model].filter(Boolean).join(' ');
  if (names.part) {
    const part = partLabel(names.part, language, french);
    return {
      title: t(language, 'titlePart', { vehicle, part }),
      what: t(language, 'whatPart', { vehicle, part }),
    };
  }
  return { title: t(language, 'titleVehicle', { vehicle }), what: t(language, 'whatVehicle', { vehicle }) };
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
  const { language } = req;
  const slugs = req.params as TLandingSlugs;
  const names = slugs.make ? await findLanding(app, slugs) : null;
  if (slugs.make && !names) return null;
  const path = landingPath(names ?? undefined);
  const at = req.url.indexOf('?');
  const asked = new URLSearchParams(at === -1 ? '' : req.url.slice(at)).get('page');
  // The makes are one page: no '?page' there.
  const page = names ? landingPageNumber(asked, SEARCH_MAX_PAGE) : asked === null ? 1 : null;
  const query = page !== null && page > 1 ? `?page=${page}` : '';
  // The plain path: appPageRoute sends a redirect in the page's language.
  const requested = splitLanguagePath(at === -1 ? req.url : req.url.slice(0, at)).path;
  if (requested !== path || page === null || (asked !== null && page === 1)) {
    return { redirect: `${path}${query}` };
  }
  const found = await pagePosts(app, req, names, page);
  if (found && page > 1 && found.posts.length === 0) return null;
  const french = await getFrenchPartNames(app.db);
  const words = landingWordsOf(names, language, french);
  const title = page > 1 ? t(language, 'titlePage', { title: words.title, page: String(page) }) : words.title;
  const base = app.config.publicUrl;
  const total = found
    ? `${new Intl.NumberFormat(COUNT_LOCALES[language]).format(found.total)}${found.totalCapped ? '+' : ''}`
    : '';
  const description = !found
    ? t(language, 'descriptionIndex')
    : found.total > 0
      ? t(language, 'description', { count: found.total, total, what: words.what })
      : t(language, 'descriptionNone', { what: words.what });
  const crumbs = { home: t(language, 'crumbHome'), parts: t(language, 'crumbParts') };
  const trail = names
    ? // The part's crumb named in the page's language; its address keeps the English slug.
      landingTrail(names, crumbs).map((c, i, all) =>
        names.part && i === all.length - 1 && all.length === 5
          ? { ...c, name: partLabel(names.part, language, french) }
          : c,
      )
    : [
        { name: crumbs.home, path: '/' },
        { name: crumbs.parts, path },
      ];
  const photo = found?.posts.find((p) => p.images.length > 0);
  const image = photo?.images[0]?.image;
  return {
    title,
    tags: socialTags({
      origin: base,
      path: `${path}${query}`,
      language,
      title,
      description,
      type: 'website',
      image: image
        ? {
            url: /^https?:\/\//.test(image) ? image : `${base}${image}`,
            alt: `${photo.year} ${vehicleInWords(photo.vehicle_name)} ${partLabel(photo.part_name, language, french)}`,
          }
        : undefined,
      // A model or part with nothing for sale right now: a thin page, kept out of the index.
      robots: found && found.total === 0 ? 'noindex,follow' : undefined,
      extra: [
        jsonLdScript(
          breadcrumbListJsonLd(trail.map((c) => ({ name: c.name, url: pageUrl(base, c.path, language) }))),
        ),
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
