import { LANGUAGES, LOCALE_TAGS, languagePath, type TLanguage } from '@common/i18n/languages';
import { SITE_NAME } from '@common/rules/page-title';
import { escapeHtml } from './html';

// The <head> tags a public page carries for search engines and link previews: its one
// address, a meta description, Open Graph and Twitter tags. Every value is escaped here.

/** The most characters of a page's meta description (what search results show). */
export const META_DESCRIPTION_MAX = 160;

/** Text cut at a word's end to `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A plain (English) path and query's absolute address in `language`: '/view/1' -> 'https://x/fr/view/1'. */
export function pageUrl(origin: string, path: string, language: TLanguage): string {
  return `${origin}${languagePath(path, language)}`;
}

/**
 * The page's one address in its language (canonical), and, for a page search engines list, the
 * same page in each language (hreflang; English is the default for any other language).
 */
export function languageLinks(origin: string, path: string, language: TLanguage, alternates = true): string {
  const links = [`<link rel="canonical" href="${escapeHtml(pageUrl(origin, path, language))}">`];
  if (!alternates) return links.join('');
  for (const lang of LANGUAGES) {
    links.push(
      `<link rel="alternate" hreflang="${LOCALE_TAGS[lang]}" href="${escapeHtml(pageUrl(origin, path, lang))}">`,
    );
  }
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, 'en'))}">`);
  return links.join('');
}

/** Open Graph's spelling of a language's locale: 'fr_CA'. */
const ogLocale = (language: TLanguage) => LOCALE_TAGS[language].replace('-', '_');

export interface TSocialHead {
  /** The site's origin (config.publicUrl). */
  origin: string;
  /** The page's plain (English) path and query: the canonical is it in `language`. */
  path: string;
  /** The page's language: its canonical address, og:locale. */
  language: TLanguage;
  /** The preview's title (no site name: og:site_name carries it). */
  title: string;
  /** The preview's description; the meta description is it clipped to META_DESCRIPTION_MAX. */
  description: string;
  /** Open Graph type: 'website', 'product', 'profile'. */
  type: string;
  /** Absolute url of the preview's picture, with its words for people who cannot see it. */
  image?: { url: string; alt: string };
  /** 'noindex,follow' for a page search engines should not list (links still followed). */
  robots?: string;
  /** More tags, already escaped (og:price, JSON-LD). */
  extra?: string[];
}

/** canonical, hreflang alternates, description, robots, og:* and twitter:* tags for a page. */
export function socialTags(head: TSocialHead): string {
  const url = escapeHtml(pageUrl(head.origin, head.path, head.language));
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const image = head.image && { url: escapeHtml(head.image.url), alt: escapeHtml(head.image.alt) };
  return [
    // A page kept out of the index has no language versions to name.
    languageLinks(head.origin, head.path, head.language, !head.robots?.includes('noindex')),
    `<meta name="description" content="${escapeHtml(clip(head.description, META_DESCRIPTION_MAX))}">`,
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    `<meta property="og:type" content="${escapeHtml(head.type)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:locale" content="${ogLocale(head.language)}">`,
    ...LANGUAGES.filter((l) => l !== head.language).map(
      (l) => `<meta property="og:locale:alternate" content="${ogLocale(l)}">`,
    ),
    image ? `<meta property="og:image" content="${image.url}">` : '',
    image ? `<meta property="og:image:alt" content="${image.alt}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    image ? `<meta name="twitter:image" content="${image.url}">` : '',
    image ? `<meta name="twitter:image:alt" content="${image.alt}">` : '',
    ...(head.extra ?? []),
  ].join('');
}
