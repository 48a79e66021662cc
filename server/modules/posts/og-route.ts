import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { isDatabaseUnavailable } from '../../plugins/dependency-errors';
import { UNAVAILABLE_RETRY_SECONDS } from '../../plugins/error-handler';
import * as repo from './post-repository';
import { toPost } from './post-service';

/**
 * /view/{id} is the browser app's page, with the post's title, price and first photo in Open Graph
 * tags, so a shared link previews the part (crawlers do not run the app).
 */
export async function viewPageRoute(app: FastifyInstance) {
  const indexFile = path.join(app.config.webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const template = readFileSync(indexFile, 'utf8');
  app.get('/view/:id', { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-cache, no-store, must-revalidate').type('text/html; charset=utf-8');
    const id = Number((req.params as { id: string }).id);
    let record: Awaited<ReturnType<typeof repo.findPost>>;
    try {
      record =
        Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? await repo.findPost(app.db, id) : undefined;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      // A person gets the app (which says the site cannot reach its data), not a JSON error page.
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_SECONDS)).send(template);
    }
    const post = record && toPost(app, record);
    if (post?.status !== 'active') return template;
    const title = `${post.year} ${post.vehicle_name} ${post.part_name} ${post.stock_number}`;
    const price = `$${post.price.toFixed(2)} ${post.currencytype}`;
    const image = post.images[0]?.card;
    const abs = (url: string) => (url.startsWith('http') ? url : `${app.config.publicUrl}${url}`);
    const tags = [
      `<meta property="og:type" content="product">`,
      `<meta property="og:site_name" content="PartsYard">`,
      `<meta property="og:title" content="${escapeHtml(`${title} — ${price}`)}">`,
      `<meta property="og:description" content="${escapeHtml(post.description.slice(0, 200))}">`,
      `<meta property="og:url" content="${escapeHtml(`${app.config.publicUrl}/view/${post.id}`)}">`,
      image ? `<meta property="og:image" content="${escapeHtml(abs(image))}">` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ].join('');
    // A function, not a string: '$&', '$`' or "$'" in what a seller typed are replacement patterns.
    return template.replace('</head>', () => `${tags}</head>`);
  });
}
