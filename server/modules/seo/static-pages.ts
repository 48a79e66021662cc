import { APP_ROUTES } from '@common/app-paths';
import type { FastifyInstance } from 'fastify';
import { languageLinks } from '../../lib/head-tags';
import { translate } from '../../lib/i18n/translate';
import { appPageRoute } from '../../plugins/app-page';

// The public pages with the same words for everyone (the FAQ, Contact Us): registered as app pages,
// so they are server-rendered with their text, titled, and name their canonical address and its
// other language like the others.
const STATIC_PAGES = [
  { path: APP_ROUTES.faq.path, title: 'server.pages.faqTitle' },
  { path: APP_ROUTES.contactUs.path, title: 'server.pages.contactTitle' },
];

export async function staticPageRoutes(app: FastifyInstance) {
  for (const { path, title } of STATIC_PAGES) {
    appPageRoute(app, path, async (req) => ({
      title: translate(req.language, title),
      tags: languageLinks(app.config.publicUrl, path, req.language),
    }));
  }
}
