import { describe, expect, it } from 'vitest';
import { matchScamPatterns, SCAM_PATTERNS, scamPatternLabel, type TScamContext } from './scam-patterns';

// Each pattern with messages it must catch and ordinary parts talk it must leave alone, in English
// and French. The examples are checked in the pattern's widest context (a first message from a
// new account), so a non-match means the words themselves do not match.

const WIDEST: TScamContext = { firstMessage: true, newAccount: true };

const EXAMPLES: Record<string, { en: [string[], string[]]; fr: [string[], string[]] }> = {
  'gift-card': {
    en: [
      ['I can pay with Steam cards', 'Send me 3 Google Play cards of $100', 'I only take gift cards'],
      [
        'Cash on pickup',
        'Do you take a Visa card on pickup?',
        'Is the card reader for the dash included?',
        'Can you ship to Laval?',
      ],
    ],
    fr: [
      ['Je paie en cartes-cadeaux', 'Envoie-moi une carte prépayée Visa', 'Achète des cartes iTunes'],
      ['Comptant à la cueillette', 'Le boîtier de carte SD est-il inclus?'],
    ],
  },
  'wire-transfer': {
    en: [
      [
        'I will pay by Western Union',
        'Send it through MoneyGram',
        'I can wire the money today',
        'bank wire transfer',
      ],
      ['E-transfer is fine', 'Interac e-transfer when I pick it up', 'Is the wiring harness included?'],
    ],
    fr: [
      [
        'Je vous envoie un virement international',
        'paiement par Western Union',
        'virement télégraphique demain',
      ],
      ['Virement Interac à la cueillette', 'Le faisceau de fils est-il inclus?'],
    ],
  },
  crypto: {
    en: [
      ['Can I pay in Bitcoin?', 'I pay with USDT only', 'crypto payment ok?'],
      ['Cash or debit?', 'Is the BTCM module included?'],
    ],
    fr: [
      ['Je paie en cryptomonnaie', 'Paiement en bitcoins seulement'],
      ['Paiement comptant seulement', 'Est-ce que la crémaillère est incluse?'],
    ],
  },
  'shipping-agent': {
    en: [
      [
        'My shipping agent will contact you',
        'The courier will pick it up and pay you in cash',
        'A delivery agent collects the part',
      ],
      ['Can you ship to Laval?', 'I will pick it up and pay cash', 'Shipping by Canada Post is fine'],
    ],
    fr: [
      [
        'Mon agent de livraison va vous contacter',
        "Un agent d'expédition passera",
        'Le transporteur va récupérer la pièce et vous payer',
      ],
      ['Pouvez-vous expédier à Laval?', 'Je passe la chercher et je paie comptant'],
    ],
  },
  'other-app': {
    en: [
      ['Add me on WhatsApp', 'Message me on Telegram', 'Talk to me on Signal', 'text me at my cell'],
      ['Does the turn signal work?', 'Is the signal light included?', 'I can send photos here'],
    ],
    fr: [
      [
        'Écris-moi sur WhatsApp',
        'Texte-moi au cellulaire',
        'contacte-moi sur Telegram',
        'écrivez-moi sur Signal',
      ],
      ['Le clignotant (signal) fonctionne?', 'Je peux envoyer des photos ici'],
    ],
  },
  'phone-number': {
    en: [
      ['Call 514-555-0199', 'My number is (438) 555 0123', 'reach +1 450.555.0177'],
      ['Part number 90919-01164', 'It fits 2004-2008 models', 'OEM 52060-35140, 150 km'],
    ],
    fr: [
      ['Mon numéro: 514 555 0199', 'Appelez au (819) 555-0145'],
      ['Numéro de pièce 12345-67890', 'Pour les modèles 2010-2014'],
    ],
  },
  'email-address': {
    en: [
      ['Email me: joe.seller@example.com', 'write to parts+ad@mail.example.ca'],
      ['Send me more photos here', 'Is it @ 100 km?'],
    ],
    fr: [['Mon courriel: pieces@exemple.ca'], ["Envoyez d'autres photos ici", 'Prix @ 50 $?']],
  },
  'new-account-link': {
    en: [
      ['See the photos at https://example.com/x', 'more on www.cheap-parts.example', 'check partsdeal.xyz'],
      ['Does it fit a 2.0L?', 'It is 2.5 km from me', 'Price is 1.5k firm'],
    ],
    fr: [
      ['Voir les photos sur http://exemple.ca', 'plus de détails: bonnes-pieces.com'],
      ['Ça fait pour le 2.0 L?', 'À 2.5 km de chez moi'],
    ],
  },
};

describe('scam patterns', () => {
  it('every pattern has examples, and ids are unique', () => {
    const ids = SCAM_PATTERNS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(EXAMPLES).sort()).toEqual([...ids].sort());
  });

  describe.each(SCAM_PATTERNS.map((p) => [p.id] as const))('%s', (id) => {
    for (const lang of ['en', 'fr'] as const) {
      it(`matches its ${lang} examples and none of the ordinary ones`, () => {
        const [yes, no] = EXAMPLES[id]?.[lang] ?? [[], []];
        expect(yes.length).toBeGreaterThan(0);
        expect(no.length).toBeGreaterThan(0);
        for (const text of yes) expect(matchScamPatterns(text, WIDEST), text).toContain(id);
        for (const text of no) expect(matchScamPatterns(text, WIDEST), text).not.toContain(id);
      });
    }
  });

  it('leaves ordinary parts talk alone in both languages', () => {
    for (const text of [
      'Hi, is the alternator still available? Cash on pickup.',
      'Can you ship to Laval? I can pay by e-transfer.',
      'Bonjour, la pièce est-elle encore disponible? Je paie comptant à la cueillette.',
      'Est-ce que vous pouvez expédier à Laval? Virement Interac ok.',
      'Does the left turn signal housing have all its tabs?',
    ]) {
      expect(matchScamPatterns(text, WIDEST), text).toEqual([]);
    }
  });

  it('checks first-message rules only on a first message, and links only from a new account', () => {
    const later = { firstMessage: false, newAccount: true };
    expect(matchScamPatterns('Add me on WhatsApp', later)).toEqual([]);
    expect(matchScamPatterns('Call 514-555-0199', later)).toEqual([]);
    expect(matchScamPatterns('Photos: https://example.com', later)).toEqual([]);
    expect(
      matchScamPatterns('Photos: https://example.com', { firstMessage: true, newAccount: false }),
    ).toEqual([]);
    // Payment outside the site is flagged in any message.
    expect(matchScamPatterns('Pay by Western Union', { firstMessage: false, newAccount: false })).toEqual([
      'wire-transfer',
    ]);
  });

  it('names each pattern for admins', () => {
    expect(scamPatternLabel('gift-card')).toBe('Payment with gift cards');
    expect(scamPatternLabel('retired-rule')).toBe('retired-rule');
  });
});
