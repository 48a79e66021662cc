import { formatAmount, formatPrice } from '@common/rules/money';
import { describe, expect, it } from 'vitest';
import { distanceAway } from '@/components/ui/post-card/card-words';
import { formatterFor, formatterOf, partChoices } from './format';
import { i18nFor, registerFrench } from './i18n';
import * as french from './i18n-french';
import { PSEUDO_LANGUAGE } from './language';
import { postTitle } from './post-format';

registerFrench(french);

// Intl's fr-CA groups thousands and sets '$' off with a no-break space (U+00A0), written '~' here.
const nb = (text: string) => text.replace(/~/g, '\u00a0');

describe('prices', () => {
  it('read in English exactly as the spec writes them', () => {
    expect(formatPrice(1250, 'CAD')).toBe('$1,250.00 CAD');
    expect(formatAmount(1234.56)).toBe('$1,234.56');
    expect(formatterOf('en').price(1250, 'USD')).toBe('$1,250.00 USD');
  });

  it("read in French as fr-CA's Intl writes them, the ISO code after", () => {
    const fr = formatterOf('fr');
    expect(fr.amount(1234.56)).toBe(nb('1~234,56~$'));
    expect(fr.price(1250, 'CAD')).toBe(nb('1~250,00~$ CAD'));
    expect(fr.price(1250, 'USD')).toBe(nb('1~250,00~$ USD'));
    expect(fr.currency(1250, 'USD')).toBe(nb('1~250,00~$~US'));
    expect(formatAmount(4.5, 'fr')).toBe(nb('4,50~$'));
  });
});

describe('number fields', () => {
  it("separate as each language writes numbers, the French '$' after the amount", () => {
    expect(formatterOf('en').moneyInput).toEqual({ thousandSeparator: ',', prefix: '$' });
    expect(formatterOf('fr').moneyInput).toEqual({
      thousandSeparator: '\u00a0',
      decimalSeparator: ',',
      suffix: '\u00a0$',
    });
    expect(formatterOf('fr').numberInput).toEqual({ thousandSeparator: '\u00a0', decimalSeparator: ',' });
  });
});

describe('numbers, dates and times', () => {
  const when = new Date(2026, 10, 28, 14, 5);

  it('group numbers as each language does', () => {
    expect(formatterOf('en').count(1234)).toBe('1,234');
    expect(formatterOf('fr').count(1234)).toBe(nb('1~234'));
    expect(formatterOf('fr').oneDecimal(4.5)).toBe('4,5');
    expect(formatterOf('en').oneDecimal(4.5)).toBe('4.5');
  });

  it('write French times on the 24-hour clock, English ones as before', () => {
    const time = { hour: 'numeric', minute: '2-digit' } as const;
    expect(formatterOf('fr').date(when, time)).toBe('14 h 05');
    expect(formatterOf('en').date(when, time)).toBe('2:05 PM');
    expect(formatterOf('fr').date(when, { dateStyle: 'long' })).toBe('28 novembre 2026');
    expect(formatterOf('en').date(when, { dateStyle: 'long' })).toBe('November 28, 2026');
  });

  it('write the first of a month « 1er » in French (Intl writes 1), other days and English as Intl does', () => {
    const first = '2028-09-01T12:00:00.000Z';
    const utc = { timeZone: 'UTC' } as const;
    expect(formatterOf('fr').date(first, { dateStyle: 'long', ...utc })).toBe('1er septembre 2028');
    expect(formatterOf('fr').date(first, { dateStyle: 'medium', timeStyle: 'short', ...utc })).toMatch(
      /^1er sept\. 2028/,
    );
    expect(formatterOf('fr').date('2028-09-11T12:00:00.000Z', { dateStyle: 'long', ...utc })).toBe(
      '11 septembre 2028',
    );
    expect(formatterOf('fr').date('2028-09-21T12:00:00.000Z', { dateStyle: 'long', ...utc })).toBe(
      '21 septembre 2028',
    );
    expect(formatterOf('en').date(first, { dateStyle: 'long', ...utc })).toBe('September 1, 2028');
  });

  it('say relative times in the language', () => {
    expect(formatterOf('fr').relative(-1, 'day')).toBe('hier');
    expect(formatterOf('en').relative(-3, 'day')).toBe('3 days ago');
  });

  it('write file sizes', () => {
    expect(formatterOf('en').fileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatterOf('fr').fileSize(2.5 * 1024 * 1024)).toBe(nb('2,5~Mo'));
  });
});

describe('distances', () => {
  it("read 'à 12 km' in French and '12 km away' in English", () => {
    const fr = i18nFor('fr');
    const en = i18nFor('en');
    expect(distanceAway(fr.t, 12.4, 'km', formatterOf('fr').count)).toBe('à 12 km');
    expect(distanceAway(fr.t, 1249.6, 'km', formatterOf('fr').count)).toBe(nb('à 1~250 km'));
    expect(distanceAway(en.t, 12.4, 'km')).toBe('12 km away');
    expect(distanceAway(en.t, 1249.6, 'mi')).toBe('1,250 miles away');
    expect(distanceAway(fr.t, 0.4, 'km', formatterOf('fr').count)).toBe('à moins de 1 km');
  });
});

describe('part names', () => {
  // The catalog's French names (GET /api/parts' part_name_fr), as the app's providers give them.
  const FRENCH = new Map([
    ['Alternator', 'Alternateur'],
    ['Brake Pads', 'Plaquettes de frein'],
  ]);
  const french = formatterFor('fr-CA', FRENCH);
  const post = { year: 2012, vehicle_name: 'Honda - Civic', part_name: 'Alternator', stock_number: 'A-1' };

  it('are French on French pages, as they are on English ones, accented in the pseudo-locale', () => {
    expect(french.part('Alternator')).toBe('Alternateur');
    expect(formatterFor('en', FRENCH).part('Alternator')).toBe('Alternator');
    expect(french.part('A part renamed since')).toBe('A part renamed since');
    expect(formatterOf('fr').part('Alternator')).toBe('Alternator'); // before the list is loaded
    expect(formatterFor(PSEUDO_LANGUAGE, FRENCH).part('Alternator')).toBe('Áĺţéŕñáţöŕ');
    expect(postTitle(post, french.part)).toBe('2012 Honda - Civic Alternateur A-1');
    expect(postTitle(post)).toBe('2012 Honda - Civic Alternator A-1');
  });

  it("fill a select with French labels in French order, the value still the part's id", () => {
    const parts = [
      { id: 1, part_name: 'Alternator', part_name_fr: 'Alternateur' },
      { id: 2, part_name: 'Brake Pads', part_name_fr: 'Plaquettes de frein' },
    ];
    const fr = partChoices(parts, french);
    expect(fr.map((o) => o.value)).toEqual(
      [...fr].sort((a, b) => a.label.localeCompare(b.label, 'fr-CA')).map((o) => o.value),
    );
    expect(fr.find((o) => o.value === 1)?.label).toBe('Alternateur');
    expect(partChoices(parts, formatterOf('en'))).toEqual([
      { value: 1, label: 'Alternator' },
      { value: 2, label: 'Brake Pads' },
    ]);
  });
});
