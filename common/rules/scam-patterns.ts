// The scam patterns a message is checked against (docs/decisions.md, "safety in messages"): the one data
// file of these rules, in English and French. A match never stops the message: it is delivered,
// stored flagged, shown to its receiver with a warning and listed in the admins' queue. The sender
// is never told which rule fired (or that one did).
//
// Each pattern has a scope: 'any' message, only the 'first' message of a conversation (asking to
// move elsewhere is normal once people have talked), or the first message of a 'new-account'
// (an account younger than NEW_ACCOUNT_HOURS). Keep the expressions narrow: ordinary parts talk
// ("cash on pickup", "can you ship to Laval?", "e-transfer is fine", "virement Interac", a turn
// signal, a part number) must never match; scam-patterns.test.ts holds examples both ways.

export const NEW_ACCOUNT_HOURS = 24;

export type TScamScope = 'any' | 'first' | 'new-account';

export interface TScamPattern {
  /** Stable id, stored with a flagged message and shown to admins. */
  id: string;
  /** What the pattern catches, in words an admin reads. */
  label: string;
  scope: TScamScope;
  /** English and French expressions; any one matching is a match. */
  match: RegExp[];
}

export const SCAM_PATTERNS: readonly TScamPattern[] = [
  {
    id: 'gift-card',
    label: 'Payment with gift cards',
    scope: 'any',
    match: [
      /\b(gift|steam|itunes|google play|amazon|ebay|vanilla)[ -]?cards?\b/i,
      /\bcartes?[ -]cadeaux?\b/i,
      /\bcartes?\s+(prépayée|prepayee|itunes|steam|google play|amazon)/i,
    ],
  },
  {
    id: 'wire-transfer',
    label: 'Payment by wire transfer (Western Union, MoneyGram)',
    scope: 'any',
    match: [
      /\bwestern\s*union\b/i,
      /\bmoney\s*gram\b/i,
      /\b(bank\s+)?wire(\s+the)?\s+(transfer|money|payment|funds)\b/i,
      /\bvirement\s+(télégraphique|telegraphique|international|swift)/i,
      /\bmandat\s+(cash|international)\b/i,
    ],
  },
  {
    id: 'crypto',
    label: 'Payment in cryptocurrency',
    scope: 'any',
    match: [/\b(bitcoins?|btc|ethereum|usdt|tether|crypto(currency|currencies|monnaies?)?)\b/i],
  },
  {
    id: 'shipping-agent',
    label: 'A "shipping agent" or courier who picks up and pays',
    scope: 'any',
    match: [
      /\b(shipping|delivery|moving|freight)\s+(agent|agency)\b/i,
      /\bagent\s+(de\s+|d')?(livraison|transport|expédition|expedition)/i,
      /\b(courier|mover|shipper|agent)\b[^.!?\n]{0,40}\b(pick|collect)\w*\b[^.!?\n]{0,40}\bpay/i,
      /\b(transporteur|livreur|coursier)\b[^.!?\n]{0,40}(récupér|recuper|ramasser|chercher)[^.!?\n]{0,40}(pai|pay)/i,
    ],
  },
  {
    id: 'other-app',
    label: 'Asks to move to another app (WhatsApp, Telegram, Signal…) in a first message',
    scope: 'first',
    match: [
      /\b(whats\s?app|telegram|wechat|viber|kik)\b/i,
      /\b(on|via|through|sur|par)\s+signal\b/i,
      /\bsignal\s+(app|me|moi)\b/i,
      /\b(text|txt|call|email|e-mail|reach|contact)\s+me\s+(at|on)\b/i,
      /(?<!\p{L})(texte|textez|écris|ecris|écrivez|ecrivez|appelle|appelez|contacte|contactez)[- ]?moi\s+(au|à|a|sur)(?!\p{L})/iu,
    ],
  },
  {
    id: 'phone-number',
    label: 'A phone number in a first message',
    scope: 'first',
    match: [/(?<![\d-])(\+?1[\s.-]?)?(\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\d-])/],
  },
  {
    id: 'email-address',
    label: 'An email address in a first message',
    scope: 'first',
    match: [/\b[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}\b/i],
  },
  {
    id: 'new-account-link',
    label: 'A link in the first message of an account less than a day old',
    scope: 'new-account',
    match: [
      /\bhttps?:\/\//i,
      /\bwww\./i,
      /\b[a-z0-9-]+\.(com|net|org|ca|io|ly|xyz|info|biz|top|site|link)(\/|\b)/i,
    ],
  },
];

export interface TScamContext {
  /** The message starts a conversation (nothing was sent either way before it). */
  firstMessage: boolean;
  /** The sender's account is younger than NEW_ACCOUNT_HOURS. */
  newAccount: boolean;
}

const inScope = (scope: TScamScope, ctx: TScamContext) =>
  scope === 'any' ||
  (scope === 'first' && ctx.firstMessage) ||
  (scope === 'new-account' && ctx.firstMessage && ctx.newAccount);

/** The ids of the patterns a message matches, in SCAM_PATTERNS' order (none: an empty list). */
export function matchScamPatterns(text: string, ctx: TScamContext): string[] {
  return SCAM_PATTERNS.filter((p) => inScope(p.scope, ctx) && p.match.some((re) => re.test(text))).map(
    (p) => p.id,
  );
}

/** A pattern's label for admins; an id no longer in the list reads as itself. */
export function scamPatternLabel(id: string): string {
  return SCAM_PATTERNS.find((p) => p.id === id)?.label ?? id;
}
