import { postPageName } from '@common/rules/page-title';
import { postPath } from '@common/rules/slug';
import type { TMail } from '../../adapters/mail';
import { escapeHtml } from '../../lib/html';
import type { TAlertPost, TAlertSearch } from './alerts-repository';

// The alert emails (issue 17): an instant alert about one post, and the daily digest of up to 10.
// Each carries a one-click unsubscribe (RFC 8058: List-Unsubscribe with an https address and
// List-Unsubscribe-Post) that works without signing in, and a link to manage the alerts.

/** How many posts a digest lists; a link leads to the rest. */
export const DIGEST_MAX_POSTS = 10;

interface TLink {
  label: string;
  url: string;
}

/** The address a link's token turns an alert off at (POST: one click; GET: the app's page asks). */
export const unsubscribeUrl = (publicUrl: string, token: string, digest = false) =>
  `${publicUrl}/unsubscribe?token=${token}${digest ? '&scope=digest' : ''}`;
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

const postLine = (p: TAlertPost) =>
  `${postPageName({ ...p, price: Number(p.price), currencytype: p.currency })}${p.city ? ` (${p.city}${p.state ? `, ${p.state}` : ''})` : ''}`;
const postUrl = (publicUrl: string, p: TAlertPost) => `${publicUrl}${postPath(p)}`;

/** An instant alert: one new post that matches the search. */
export function instantAlertMail(publicUrl: string, search: TAlertSearch, post: TAlertPost): TMail {
  return {
    ...mail(
      search.email,
      `New match for "${search.name}" on PartsYard`,
      `A new post matches your saved search "${search.name}":`,
      [{ label: postLine(post), url: postUrl(publicUrl, post) }],
      'You get this email because this saved search sends instant alerts.',
      [
        { label: 'See all matches of this search', url: `${publicUrl}/?${search.query}` },
        { label: 'Manage your alerts', url: `${publicUrl}/saved-searches` },
        { label: 'Stop alerts for this search', url: unsubscribeUrl(publicUrl, search.unsubscribe_token) },
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
  const shown = posts.slice(0, DIGEST_MAX_POSTS);
  const more = posts.length - shown.length;
  const searches = [...new Map(posts.map((p) => [p.search.id, p.search])).values()];
  const rest =
    searches.length === 1 && searches[0]
      ? `${publicUrl}/?${searches[0].query}`
      : `${publicUrl}/saved-searches`;
  return {
    ...mail(
      to,
      posts.length === 1
        ? '1 new post for your saved searches on PartsYard'
        : `${posts.length} new posts for your saved searches on PartsYard`,
      posts.length === 1
        ? 'A new post matches your saved searches today:'
        : `${posts.length} new posts match your saved searches today:`,
      shown.map(({ post, search }) => ({
        label: `${postLine(post)} — "${search.name}"`,
        url: postUrl(publicUrl, post),
      })),
      more > 0
        ? `And ${more} more: see them all at ${rest}`
        : 'You get this email because these saved searches send a daily digest.',
      [
        ...(more > 0 ? [{ label: `See the other ${more}`, url: rest }] : []),
        { label: 'Manage your alerts', url: `${publicUrl}/saved-searches` },
        { label: 'Stop the daily digest', url: unsubscribeUrl(publicUrl, token, true) },
      ],
    ),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(publicUrl, token, true)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
