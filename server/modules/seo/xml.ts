import { LANGUAGES, LOCALE_TAGS, languagePath } from '@common/i18n/languages';

// Sitemap XML (sitemaps.org 0.9): every text escaped, one <url> or <sitemap> per line. Each page
// is listed in each language, every <url> naming all of its language versions (xhtml:link
// alternates, as Google asks for hreflang in sitemaps; English is the default).

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Escapes text for XML content and attributes. */
export function escapeXml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

export interface TSitemapEntry {
  loc: string;
  /** W3C datetime; left out when unknown. */
  lastmod?: Date;
}

function entry(tag: 'sitemap', e: TSitemapEntry): string {
  const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(e.loc)}</loc>${lastmod}</${tag}>\n`;
}

export const urlsetOpen = `${HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
export const urlsetClose = '</urlset>\n';

/** <url>s a page adds to a sitemap: one per language. */
export const URLS_PER_PAGE = LANGUAGES.length;

/**
 * A page (its plain path, under `origin`) in every language: one <url> each, each naming all of
 * them and the default (x-default: English).
 */
export function pageEntries(origin: string, path: string, lastmod?: Date): string {
  const href = (language: (typeof LANGUAGES)[number]) =>
    escapeXml(`${origin}${languagePath(path, language)}`);
  const link = (hreflang: string, url: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url}"/>`;
  const links = [
    ...LANGUAGES.map((language) => link(LOCALE_TAGS[language], href(language))),
    link('x-default', href('en')),
  ].join('');
  return LANGUAGES.map((language) => {
    const lastmodTag = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${href(language)}</loc>${lastmodTag}${links}</url>\n`;
  }).join('');
}

/** A sitemap index over these sitemaps. */
export function sitemapIndexXml(sitemaps: TSitemapEntry[]): string {
  return `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.map((s) => entry('sitemap', s)).join('')}</sitemapindex>\n`;
}
