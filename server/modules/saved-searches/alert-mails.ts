import { PATHS } from '@common/app-paths';
import { DEFAULT_LANGUAGE, languagePath, type TLanguage } from '@common/i18n/languages';
import { formatPrice } from '@common/rules/money';
import { postPartName } from '@common/rules/page-title';
import { postPath } from '@common/rules/slug';
import type { TMail } from '../../adapters/mail';
import { escapeHtml } from '../../lib/html';
import { serverText, type TServerKey } from '../../lib/i18n/server-text';
import type { TAlertPost, TAlertSearch } from './alerts-repository';

// The alert emails: an instant alert about one post, and the daily digest of up to 10.
// Each carries a one-click unsubscribe (RFC 8058: List-Unsubscribe with an https address and
// List-Unsubscribe-Post) that works without signing in, and a link to manage the alerts.

/** How many posts a digest lists; a link leads to the rest. */
export const DIGEST_MAX_POSTS = 10;

interface TLink {
  label: string;
  url: string;
}

/** The address a link's token turns an alert off at (POST: one click; GET: the app's page asks). */
export const unsubscribeUrl = (
  publicUrl: string,
  token: string,
  digest = false,
  language: TLanguage = 'en',
) => `${publicUrl}${languagePath('/unsubscribe', language)}?token=${token}${digest ? '&scope=digest' : ''}`;
const oneClickUrl = (publicUrl: string, token: string, digest = false) =>
  `${publicUrl}/api/alerts/unsubscribe?token=${token}${digest ? '&scope=digest' : ''}`;

function mail(to: string, subject: string, intro: string, items: TLink[], outro: string, footer: TLink[]) {
  const a = (l: TLink) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`;
  return {
    to,
    subject,
    text: `${intro}\n${items.map((i) => `\n- ${i.label}: ${i.url}`).join('')}\n\n${outro}\n${footer
      .map((l) => `\n${l.label}: ${l.url}`)
      .join('')}\n\n— PartsYard`,
    html: `<p>${escapeHtml(intro)}</p><ul>${items.map((i) => `<li>${a(i)}</li>`).join('')}</ul><p>${escapeHtml(
      outro,
    )}</p><p>${footer.map(a).join('<br>')}</p><p>— PartsYard</p>`,
  };
}

const postLine = (p: TAlertPost, language: TLanguage) =>
  `${postPartName({ ...p, part_name: language === 'fr' ? p.part_name_fr : p.part_name }, language)} - ${formatPrice(Number(p.price), p.currency, language)}${p.city ? ` (${p.city}${p.state ? `, ${p.state}` : ''})` : ''}`;
/** A site page in the receiver's language, on the public address. */
const page = (publicUrl: string, path: string, language: TLanguage) =>
  `${publicUrl}${languagePath(path, language)}`;
const postUrl = (publicUrl: string, p: TAlertPost, language: TLanguage) =>
  page(publicUrl, postPath(p), language);

/** An instant alert: one new post that matches the search, in the search owner's language. */
export function instantAlertMail(publicUrl: string, search: TAlertSearch, post: TAlertPost): TMail {
  const { language } = search;
  const words = (key: TServerKey, params?: Record<string, unknown>) => serverText(key, params, language);
  return {
    ...mail(
      search.email,
      words('mail.alert.instantSubject', { name: search.name }),
      words('mail.alert.instantIntro', { name: search.name }),
      [{ label: postLine(post, language), url: postUrl(publicUrl, post, language) }],
      words('mail.alert.instantOutro'),
      [
        { label: words('mail.alert.seeAll'), url: page(publicUrl, `/?${search.query}`, language) },
        { label: words('mail.alert.manage'), url: page(publicUrl, PATHS.savedSearches, language) },
        {
          label: words('mail.alert.stopOne'),
          url: unsubscribeUrl(publicUrl, search.unsubscribe_token, false, language),
        },
      ],
    ),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(publicUrl, search.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The daily digest: the newest posts (up to DIGEST_MAX_POSTS) of the user's daily searches, each
 * once, and a link to the rest. `token` is one of those searches': its link stops every daily digest.
 */
export function digestMail(
  publicUrl: string,
  to: string,
  token: string,
  posts: { post: TAlertPost; search: TAlertSearch }[],
): TMail {
  const language = posts[0]?.search.language ?? DEFAULT_LANGUAGE;
  const words = (key: TServerKey, params?: Record<string, unknown>) => serverText(key, params, language);
  const shown = posts.slice(0, DIGEST_MAX_POSTS);
  const more = posts.length - shown.length;
  const searches = [...new Map(posts.map((p) => [p.search.id, p.search])).values()];
  const rest =
    searches.length === 1 && searches[0]
      ? page(publicUrl, `/?${searches[0].query}`, language)
      : page(publicUrl, PATHS.savedSearches, language);
  return {
    ...mail(
      to,
      words('mail.alert.digestSubject', { count: posts.length }),
      words('mail.alert.digestIntro', { count: posts.length }),
      shown.map(({ post, search }) => ({
        label: words('mail.alert.postInSearch', { post: postLine(post, language), search: search.name }),
        url: postUrl(publicUrl, post, language),
      })),
      more > 0 ? words('mail.alert.digestMore', { more, url: rest }) : words('mail.alert.digestOutro'),
      [
        ...(more > 0 ? [{ label: words('mail.alert.seeOther', { more }), url: rest }] : []),
        { label: words('mail.alert.manage'), url: page(publicUrl, PATHS.savedSearches, language) },
        { label: words('mail.alert.stopDigest'), url: unsubscribeUrl(publicUrl, token, true, language) },
      ],
    ),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(publicUrl, token, true)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
