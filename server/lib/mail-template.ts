import type { TMail } from '../adapters/mail';
import { escapeHtml } from './html';

export interface TMailParts {
  intro: string;
  /** A quoted text (a message's first words), shown between the intro and the link. */
  quote?: string;
  action: string;
  url: string;
  outro: string;
  /** A second link after the outro (the settings that choose these emails). */
  footer?: { action: string; url: string };
}

/** The one shape of PartsYard's emails: a few sentences and a link, as text and escaped HTML. */
export function composeMail(to: string, subject: string, parts: TMailParts): TMail {
  const { intro, quote, action, url, outro, footer } = parts;
  const quoteText = quote ? `\n\n> ${quote.replaceAll('\n', '\n> ')}` : '';
  const footerText = footer ? `\n\n${footer.action}: ${footer.url}` : '';
  const footerHtml = footer
    ? `<p><a href="${escapeHtml(footer.url)}">${escapeHtml(footer.action)}</a></p>`
    : '';
  const quoteHtml = quote ? `<blockquote>${escapeHtml(quote).replaceAll('\n', '<br>')}</blockquote>` : '';
  return {
    to,
    subject,
    text: `${intro}${quoteText}\n\n${action}: ${url}\n\n${outro}${footerText}\n\n— PartsYard`,
    html: `<p>${escapeHtml(intro)}</p>${quoteHtml}<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>${footerHtml}<p>— PartsYard</p>`,
  };
}
