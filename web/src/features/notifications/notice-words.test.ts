import type { TNotice } from '@common/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { i18nFor, registerFrench } from '@/lib/i18n';
import * as french from '@/lib/i18n-french';
import { noticeSentence } from './notice-words';

registerFrench(french);

const notice: TNotice = {
  id: 1,
  kind: 'price_drop',
  params: { title: '2012 Honda - Civic Alternator', new_price: 1234.5, old_price: 1500, currency: 'CAD' },
  link: '/view/1',
  read: false,
  created_at: '2026-11-28T14:05:00.000Z',
};

describe('a notice in the reader’s language', () => {
  it('names the post and its prices in French on a French page', () => {
    const french = new Map([['Alternator', 'Alternateur']]);
    const sentence = noticeSentence(i18nFor('fr').t, notice, 'fr-CA', french);
    expect(sentence).toContain('Alternateur Honda Civic 2012');
    expect(sentence).toContain('1\u00a0234,50\u00a0$ CAD');
    expect(sentence).toContain('1\u00a0500,00\u00a0$');
  });

  it('keeps the English title and prices on an English page', () => {
    const sentence = noticeSentence(i18nFor('en').t, notice, 'en');
    expect(sentence).toContain('2012 Honda - Civic Alternator');
    expect(sentence).toContain('$1,234.50 CAD');
  });
});
