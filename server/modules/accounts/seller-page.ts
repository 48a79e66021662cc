import { APP_ROUTES, PATHS } from '@common/app-paths';
import { ZUserIdParams } from '@common/contracts/users';
import { parseSearchState, toSearchParams } from '@common/rules/search-url';
import { jsonLdScript } from '@common/rules/structured-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageUrl, socialTags } from '../../lib/head-tags';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n/translate';
import { appPageRoute } from '../../plugins/app-page';
import { getPublicUser } from './profile-service';

/** The page's sort and page from its query, in the one order the app writes them ('' for the defaults). */
function viewQuery(req: FastifyRequest): { query: string; sorted: boolean } {
  const at = req.url.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : req.url.slice(at));
  const query = toSearchParams({}, parseSearchState(params).view).toString();
  return { query: query && `?${query}`, sorted: query.includes('order_by=') };
}

/**
 * /user-profile/{id}: the seller's page, 404 for a user who is not there (as GET /api/users/{id}).
 * Its head names the seller by their public name and city only (never email, street, postal code
 * or legal name): canonical, description, Open Graph, Twitter and a schema.org ProfilePage, in the
 * page's language (/fr/user-profile/{id} in French).
 */
export async function sellerPageRoute(app: FastifyInstance) {
  appPageRoute(app, APP_ROUTES.userProfile.path, async (req) => {
    const params = ZUserIdParams.safeParse(req.params);
    if (!params.success) return null;
    // NOT_FOUND when there is no such seller; a public read (app.readDb: a replica).
    const seller = await getPublicUser(app.readDb(req), params.data.id);
    const place = [seller.city, seller.state]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ');
    const { language } = req;
    const title = translate(language, 'server.pages.seller.title', { username: seller.username });
    const path = `${PATHS.userProfile}/${encodeURIComponent(seller.user_id)}`;
    const { query, sorted } = viewQuery(req);
    const origin = app.config.publicUrl;
    const url = pageUrl(origin, `${path}${query}`, language);
    const person = { '@type': 'Person', name: seller.username, url: pageUrl(origin, path, language) };
    return {
      title,
      tags: socialTags({
        origin,
        path: `${path}${query}`,
        language,
        title,
        description: translate(
          language,
          place ? 'server.pages.seller.descriptionPlace' : 'server.pages.seller.description',
          { username: seller.username, place },
        ),
        type: 'profile',
        // The same list in another order: not a page of its own to list.
        robots: sorted ? 'noindex,follow' : undefined,
        extra: [
          `<meta property="profile:username" content="${escapeHtml(seller.username)}">`,
          jsonLdScript({ '@context': 'https://schema.org', '@type': 'ProfilePage', url, mainEntity: person }),
        ],
      }),
    };
  });
}
