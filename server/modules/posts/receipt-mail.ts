import { PATHS } from '@common/app-paths';
import { LOCALE_TAGS, languagePath, type TLanguage } from '@common/i18n/languages';
import { noticeTitle } from '@common/i18n/notice-title';
import { NO_FRENCH_NAMES, type TFrenchPartNames } from '@common/i18n/part-names';
import { formatPrice } from '@common/rules/money';
import { postPath } from '@common/rules/slug';
import type { TMail } from '../../adapters/mail';
import { escapeHtml } from '../../lib/html';
import { serverText, type TServerKey } from '../../lib/i18n/server-text';
import type { TReceiptFacts } from './payment-repository';

// A paid posting's receipt (server/locales: mail.receipt), in the seller's language: what was paid
// for, the amount in the fee's currency as every price reads, the tax line, the date and time
// (UTC, so it matches the provider's records), the payment's reference and the post's link.

type TReceiptKey = TServerKey extends infer K ? (K extends `mail.receipt.${infer R}` ? R : never) : never;

/** '1 October 2028, 12:00 UTC' as the language writes it (French: « 1er octobre 2028 à 12 h 00 UTC »). */
function paidOn(at: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
    .formatToParts(at)
    .map((p) => (language === 'fr' && p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('')
    .concat(' UTC');
}

/** The receipt of one payment, to its seller, with links on `publicUrl` to the language's pages. */
export function receiptMail(
  facts: TReceiptFacts,
  paidAt: Date,
  publicUrl: string,
  language: TLanguage,
  french: TFrenchPartNames = NO_FRENCH_NAMES,
): TMail {
  const t = (key: TReceiptKey, params?: Record<string, unknown>) =>
    serverText(`mail.receipt.${key}`, params, language);
  const amount = formatPrice(Number(facts.feeAmount), facts.currency, language);
  const { post } = facts;
  const title = post
    ? noticeTitle(`${post.year} ${post.vehicle_name} ${post.part_name}`, language, french)
    : '';
  // A post deleted before the mail went out: the receipt still goes, its link to My Posts.
  const url = `${publicUrl}${languagePath(post ? postPath(post) : PATHS.myPosts, language)}`;
  const intro = t(facts.renewal ? 'introRenewal' : 'introListing', { title });
  const lines = [
    t(facts.renewal ? 'paidForRenewal' : 'paidForListing'),
    t('amount', { amount }),
    t('taxNone'),
    t('date', { date: paidOn(paidAt, language) }),
    t('reference', { reference: facts.reference }),
  ];
  const action = t('action');
  const outro = t('outro');
  return {
    to: facts.email,
    subject: t('subject', { amount }),
    text: `${intro}\n\n${lines.join('\n')}\n\n${action}: ${url}\n\n${outro}\n\n— PartsYard`,
    html: `<p>${escapeHtml(intro)}</p><p>${lines.map(escapeHtml).join('<br>')}</p><p><a href="${escapeHtml(
      url,
    )}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>— PartsYard</p>`,
  };
}
