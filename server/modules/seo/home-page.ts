import { APP_ROUTES } from '@common/app-paths';
import type { TPart, TVehicle } from '@common/contracts/catalog';
import type { TSearchFilters } from '@common/contracts/search-filters';
import { LOCALE_TAGS, type TLanguage } from '@common/i18n/languages';
import { SITE_NAME } from '@common/rules/page-title';
import { parseSearchState, toSearchParams } from '@common/rules/search-url';
import { jsonLdScript } from '@common/rules/structured-data';
import { splitVehicleName } from '@common/vehicles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageUrl, socialTags } from '../../lib/head-tags';
import { translate } from '../../lib/i18n/translate';
import { appPageRoute, type TPageHead } from '../../plugins/app-page';
import { getParts, getVehicles } from '../catalog/service';

// A search's keys that make its results a page not worth a search engine's index: free text (an
// endless space of addresses, and a way to get spam words indexed under our name), a place or a
// distance (results for one buyer's location), a sort (the same results in another order) and
// the part-detail filters (thin near-copies of the vehicle and part results).
const NOINDEX_KEYS = [
  'q',
  'near',
  'radius',
  'order_by',
  'direction',
  'condition',
  'grade',
  'warranty',
  'shipping',
] as const;

/** '2012 Honda Civic · Alternator': the vehicle and part of a search, as the app's summary names them. */
async function searchWords(
  app: FastifyInstance,
  filters: TSearchFilters,
  language: TLanguage,
): Promise<string> {
  const vehicles: TVehicle[] = filters.search_make ? JSON.parse((await getVehicles(app.db)).json) : [];
  const parts: TPart[] = filters.search_part ? JSON.parse((await getParts(app.db)).json) : [];
  const vehicle = vehicles.find((v) => v.id === filters.search_make);
  const name = vehicle ? splitVehicleName(vehicle.name) : null;
  const manufacturer = name?.manufacturer ?? filters.search_manufacturer;
  const what = [filters.search_year, manufacturer, name?.model].filter(Boolean).join(' ');
  const found = parts.find((p) => p.id === filters.search_part);
  const part = found && (language === 'fr' ? found.part_name_fr : found.part_name);
  return [what, part].filter(Boolean).join(' · ') || translate(language, 'server.pages.search.all');
}

/**
 * The home page's head: the site's own for '/' ('/fr/'), the search's for '/?…' (canonical in one
 * key order, in the page's language).
 */
async function homeHead(app: FastifyInstance, req: FastifyRequest): Promise<TPageHead> {
  const origin = app.config.publicUrl;
  const { language } = req;
  const at = req.url.indexOf('?');
  const { filters, view } = parseSearchState(new URLSearchParams(at === -1 ? '' : req.url.slice(at)));
  const query = toSearchParams(filters, view);
  if (query.size === 0) {
    // Unknown keys (utm_source, a bad value) name the home page itself.
    const title = translate(language, 'server.pages.home.title');
    const site = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: pageUrl(origin, '/', language),
      inLanguage: LOCALE_TAGS[language],
    };
    return {
      title,
      tags: socialTags({
        origin,
        path: '/',
        language,
        title,
        description: translate(language, 'server.pages.home.description'),
        type: 'website',
        extra: [jsonLdScript(site)],
      }),
    };
  }
  const search = await searchWords(app, filters, language);
  const title = translate(language, 'server.pages.search.title', { search });
  return {
    title,
    tags: socialTags({
      origin,
      path: `/?${query}`,
      language,
      title,
      description: translate(language, 'server.pages.search.description', { search }),
      type: 'website',
      robots: NOINDEX_KEYS.some((k) => query.has(k)) ? 'noindex,follow' : undefined,
    }),
  };
}

/** '/' and '/fr/': the browser app's home page (the search form and the URL's results) with its head tags. */
export async function homePageRoute(app: FastifyInstance) {
  appPageRoute(app, APP_ROUTES.home.path, (req) => homeHead(app, req));
}
