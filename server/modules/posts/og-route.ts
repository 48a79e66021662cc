import { APP_ROUTES, PATHS } from '@common/app-paths';
import type { TPost } from '@common/contracts/posts';
import type { TLanguage } from '@common/i18n/languages';
import { partLabel, type TFrenchPartNames } from '@common/i18n/part-names';
import { landingTrail } from '@common/rules/landing';
import { postPageName } from '@common/rules/page-title';
import { postPath } from '@common/rules/slug';
import { breadcrumbListJsonLd, jsonLdScript, productJsonLd } from '@common/rules/structured-data';
import { splitVehicleName } from '@common/vehicles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageUrl, socialTags } from '../../lib/head-tags';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n/translate';
import { appPageRoute, type TPageHead } from '../../plugins/app-page';
import { getFrenchPartNames } from '../catalog/service';
import { ogDescription } from './og-description';
import { visiblePostOrGone } from './post-pages';

export { META_DESCRIPTION_MAX } from '../../lib/head-tags';

/** The query string of a request ('?a=1'), '' when none. */
function queryOf(req: FastifyRequest): string {
  const at = req.url.indexOf('?');
  return at === -1 ? '' : req.url.slice(at);
}

/** A sold or expired post the public may no longer see: 410, so search engines drop it at once. */
const gone = (language: TLanguage): TPageHead => ({
  title: translate(language, 'server.pages.postGone'),
  tags: '<meta name="robots" content="noindex">',
  gone: true,
});

/** Home > Parts > Honda > Civic > Alternator (the landing pages) > this post, as schema.org BreadcrumbList. */
function postTrail(
  origin: string,
  post: TPost,
  name: string,
  url: string,
  language: TLanguage,
  french: TFrenchPartNames,
) {
  const { manufacturer, model } = splitVehicleName(post.vehicle_name);
  const trail = landingTrail(
    { manufacturer, model: model || undefined, part: post.part_name },
    {
      home: translate(language, 'server.pages.landing.crumbHome'),
      parts: translate(language, 'server.pages.landing.crumbParts'),
    },
  );
  return breadcrumbListJsonLd([
    // The part's crumb named in the page's language; its address keeps the English slug.
    ...trail.map((c, i) => ({
      name: model && i === trail.length - 1 ? partLabel(post.part_name, language, french) : c.name,
      url: pageUrl(origin, c.path, language),
    })),
    { name, url },
  ]);
}

/** The post page's head: canonical, description, Open Graph, Twitter, Product and BreadcrumbList JSON-LD. */
async function postHead(
  app: FastifyInstance,
  post: TPost,
  canonical: string,
  language: TLanguage,
): Promise<TPageHead> {
  const origin = app.config.publicUrl;
  const abs = (url: string) => (url.startsWith('http') ? url : `${origin}${url}`);
  const french = await getFrenchPartNames(app.db);
  const name = postPageName(post, language, french);
  const image = post.images[0]?.card;
  const url = pageUrl(origin, canonical, language);
  const live = post.status === 'active';
  const product = productJsonLd(post, {
    url,
    origin,
    sellerUrl: pageUrl(origin, `${PATHS.userProfile}/${encodeURIComponent(post.user_id)}`, language),
    language,
    french,
  });
  return {
    title: name,
    tags: socialTags({
      origin,
      path: canonical,
      language,
      title: name,
      description: ogDescription(post, language),
      type: 'product',
      image: image ? { url: abs(image), alt: name } : undefined,
      // Only its seller and the admins see a sold or expired post: never a page to list.
      robots: live ? undefined : 'noindex',
      extra: [
        live ? `<meta property="product:price:amount" content="${post.price.toFixed(2)}">` : '',
        live ? `<meta property="product:price:currency" content="${escapeHtml(post.currencytype)}">` : '',
        jsonLdScript(product),
        jsonLdScript(postTrail(origin, post, String(product.name), url, language, french)),
      ],
    }),
  };
}

/**
 * /view/{id}/{slug} is the browser app's page with the post's name as its <title>, its canonical
 * address, a meta description, Open Graph and Twitter tags (title, price, first photo, a
 * description: og-description.ts) so a shared link previews the part, and schema.org Product
 * JSON-LD with an Offer while it is for sale; /fr/view/... the same in French. /view/{id} and an
 * outdated or wrong slug answer 301 to the canonical address in the page's language (query kept). 404 for a post that does not exist; 410 for a sold or
 * expired one to anyone but its seller and the admins (GET /api/posts/{id} answers them 404).
 */
export async function viewPageRoute(app: FastifyInstance) {
  const check = async (req: FastifyRequest): Promise<TPageHead | null> => {
    const post = await visiblePostOrGone(app, req);
    if (post === 'gone') return gone(req.language);
    if (!post) return null;
    const canonical = postPath(post);
    const { id, slug } = req.params as { id: string; slug?: string };
    if (`${PATHS.viewPost}/${id}${slug === undefined ? '' : `/${slug}`}` !== canonical) {
      return { redirect: `${canonical}${queryOf(req)}` };
    }
    return postHead(app, post, canonical, req.language);
  };
  appPageRoute(app, APP_ROUTES.viewPost.path, check);
  appPageRoute(app, APP_ROUTES.viewPostSlug.path, check);
}
