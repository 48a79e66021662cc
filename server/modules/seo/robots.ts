import { robotsDisallowedPrefixes } from '@common/app-paths';
import { languagePath } from '@common/i18n/languages';

// Server paths no crawler has business in, beside the app's private pages (common/app-paths.ts).
const SERVER_PRIVATE = ['/api/', '/media-signed/', '/checkout/', '/dev/'];
// The public reads the app's public pages make (a crawler that runs the app needs them): the
// longest matching rule wins, so these stay open under 'Disallow: /api/'. Photos live under /media/.
const PUBLIC_API = ['/api/posts/', '/api/users/', '/api/vehicles', '/api/parts', '/api/exchange-rate'];

/**
 * robots.txt: crawlers welcome on the public pages (home, posts, sellers, FAQ, contact) in both
 * languages, not the private ones (nor their '/fr' copies); the sitemap named.
 */
export function robotsTxt(publicUrl: string): string {
  const pages = robotsDisallowedPrefixes();
  const disallowed = [...SERVER_PRIVATE, ...pages, ...pages.map((p) => languagePath(p, 'fr'))];
  return [
    'User-agent: *',
    ...PUBLIC_API.map((p) => `Allow: ${p}`),
    ...disallowed.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
