// Sitemap XML (sitemaps.org 0.9): every text escaped, one <url> or <sitemap> per line.

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
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

function entry(tag: 'url' | 'sitemap', e: TSitemapEntry): string {
  const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(e.loc)}</loc>${lastmod}</${tag}>\n`;
}

export const urlsetOpen = `${HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
export const urlsetClose = '</urlset>\n';
export const urlEntry = (e: TSitemapEntry) => entry('url', e);

/** A sitemap index over these sitemaps. */
export function sitemapIndexXml(sitemaps: TSitemapEntry[]): string {
  return `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.map((s) => entry('sitemap', s)).join('')}</sitemapindex>\n`;
}
