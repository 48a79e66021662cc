import { APP_ROUTES, PATHS } from '@common/app-paths';
import { ZUserIdParams } from '@common/contracts/users';
import { MESSAGES } from '@common/messages';
import { parseSearchState, toSearchParams } from '@common/rules/search-url';
import { jsonLdScript } from '@common/rules/structured-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fill, socialTags } from '../../lib/head-tags';
import { escapeHtml } from '../../lib/html';
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
 * or legal name): canonical, description, Open Graph, Twitter and a schema.org ProfilePage.
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
    const title = fill(MESSAGES.seoSellerTitle, { username: seller.username });
    const path = `${PATHS.userProfile}/${encodeURIComponent(seller.user_id)}`;
    const { query, sorted } = viewQuery(req);
    const url = `${app.config.publicUrl}${path}${query}`;
    const person = { '@type': 'Person', name: seller.username, url: `${app.config.publicUrl}${path}` };
    return {
      title,
      tags: socialTags({
        url,
        title,
        description: fill(place ? MESSAGES.seoSellerDescriptionPlace : MESSAGES.seoSellerDescription, {
          username: seller.username,
          place,
        }),
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
