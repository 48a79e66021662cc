import { APP_ROUTES } from '@common/app-paths';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { appPageRoute } from '../../plugins/app-page';

// The public pages with the same words for everyone (the FAQ, Contact Us): registered as app pages,
// so they are server-rendered with their text and name their canonical address like the others.
const STATIC_PAGES = [APP_ROUTES.faq.path, APP_ROUTES.contactUs.path];

export async function staticPageRoutes(app: FastifyInstance) {
  for (const path of STATIC_PAGES) {
    const tags = `<link rel="canonical" href="${escapeHtml(`${app.config.publicUrl}${path}`)}">`;
    appPageRoute(app, path, async () => ({ tags }));
  }
}
