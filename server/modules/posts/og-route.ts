import { APP_ROUTES } from '@common/app-paths';
import { postPageName, SITE_NAME } from '@common/rules/page-title';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { appPageRoute } from '../../plugins/app-page';
import { ogDescription } from './og-description';
import { visiblePost } from './post-pages';

/**
 * /view/{id} is the browser app's page with the post's name as its <title> and its title, price,
 * first photo and a description (condition, warranty, delivery, what it fits: og-description.ts) in
 * Open Graph tags, so a shared link previews the part (crawlers do not run the app); 404 for a post
 * that does not exist or that this viewer may not see (as GET /api/posts/{id}).
 */
export async function viewPageRoute(app: FastifyInstance) {
  appPageRoute(app, APP_ROUTES.viewPost.path, async (req) => {
    const post = await visiblePost(app, req);
    if (!post) return null;
    const name = postPageName(post);
    const image = post.images[0]?.card;
    const abs = (url: string) => (url.startsWith('http') ? url : `${app.config.publicUrl}${url}`);
    const tags = [
      `<meta property="og:type" content="product">`,
      `<meta property="og:site_name" content="${SITE_NAME}">`,
      `<meta property="og:title" content="${escapeHtml(name)}">`,
      `<meta property="og:description" content="${escapeHtml(ogDescription(post))}">`,
      `<meta property="og:url" content="${escapeHtml(`${app.config.publicUrl}/view/${post.id}`)}">`,
      image ? `<meta property="og:image" content="${escapeHtml(abs(image))}">` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ].join('');
    return { title: name, tags };
  });
}
