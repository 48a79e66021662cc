import { SITE_NAME } from '@common/rules/page-title';
import { escapeHtml } from './html';

// The <head> tags a public page carries for search engines and link previews (issue 16): its one
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

export interface TSocialHead {
  /** Absolute canonical url. */
  url: string;
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

/** canonical, description, robots, og:* and twitter:* tags for a page. */
export function socialTags(head: TSocialHead): string {
  const url = escapeHtml(head.url);
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const image = head.image && { url: escapeHtml(head.image.url), alt: escapeHtml(head.image.alt) };
  return [
    `<link rel="canonical" href="${url}">`,
    `<meta name="description" content="${escapeHtml(clip(head.description, META_DESCRIPTION_MAX))}">`,
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    `<meta property="og:type" content="${escapeHtml(head.type)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
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

/** A message with its '{{name}}' places filled (common/locales/en.json). */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (all, name: string) => values[name] ?? all);
}
