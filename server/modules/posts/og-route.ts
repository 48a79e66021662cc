import { APP_ROUTES, PATHS } from '@common/app-paths';
import { postPageName, SITE_NAME } from '@common/rules/page-title';
import { postPath } from '@common/rules/slug';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { appPageRoute } from '../../plugins/app-page';
import { ogDescription } from './og-description';
import { visiblePost } from './post-pages';

/** The most characters of a page's meta description (what search results show). */
export const META_DESCRIPTION_MAX = 160;

/** Text cut at a word's end to `max` characters, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The query string of a request ('?a=1'), '' when none. */
function queryOf(req: FastifyRequest): string {
  const at = req.url.indexOf('?');
  return at === -1 ? '' : req.url.slice(at);
}

/**
 * /view/{id}/{slug} is the browser app's page with the post's name as its <title>, its canonical
 * address and a meta description, and its title, price, first photo and a description (condition,
 * warranty, delivery, what it fits: og-description.ts) in Open Graph tags, so a shared link
 * previews the part (crawlers do not run the app). /view/{id} and an outdated or wrong slug answer
 * 301 to the canonical address (query kept). 404 for a post that does not exist or that this
 * viewer may not see (as GET /api/posts/{id}).
 */
export async function viewPageRoute(app: FastifyInstance) {
  const check = async (req: FastifyRequest) => {
    const post = await visiblePost(app, req);
    if (!post) return null;
    const canonical = postPath(post);
    const { id, slug } = req.params as { id: string; slug?: string };
    if (`${PATHS.viewPost}/${id}${slug === undefined ? '' : `/${slug}`}` !== canonical) {
      return { redirect: `${canonical}${queryOf(req)}` };
    }
    const name = postPageName(post);
    const image = post.images[0]?.card;
    const abs = (url: string) => (url.startsWith('http') ? url : `${app.config.publicUrl}${url}`);
    const description = ogDescription(post);
    const url = escapeHtml(`${app.config.publicUrl}${canonical}`);
    const tags = [
      `<link rel="canonical" href="${url}">`,
      `<meta name="description" content="${escapeHtml(clip(description, META_DESCRIPTION_MAX))}">`,
      `<meta property="og:type" content="product">`,
      `<meta property="og:site_name" content="${SITE_NAME}">`,
      `<meta property="og:title" content="${escapeHtml(name)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${url}">`,
      image ? `<meta property="og:image" content="${escapeHtml(abs(image))}">` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ].join('');
    return { title: name, tags };
  };
  appPageRoute(app, APP_ROUTES.viewPost.path, check);
  appPageRoute(app, APP_ROUTES.viewPostSlug.path, check);
}
