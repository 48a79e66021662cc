import { describe, expect, it } from 'vitest';
import { intlLocale, localeTag, pageUrlIn, productLanguage, readCookie } from './language';

describe('the app language helpers', () => {
  it('name each i18next language as the product, <html lang> and Intl do', () => {
    expect([productLanguage('fr-CA'), productLanguage('en'), productLanguage('en-XA')]).toEqual([
      'fr',
      'en',
      'en',
    ]);
    expect([localeTag('fr-CA'), localeTag('en'), localeTag('en-XA')]).toEqual(['fr-CA', 'en-CA', 'en-XA']);
    // English keeps Intl's 'en', not 'en-CA' (language.ts says why).
    expect([intlLocale('fr-CA'), intlLocale('en'), intlLocale('en-XA')]).toEqual(['fr-CA', 'en', 'en']);
  });

  it("keep a page the server hands back in the page's language", () => {
    expect(pageUrlIn('/success?session_id=1', 'fr')).toBe('/fr/success?session_id=1');
    expect(pageUrlIn('/my-posts', 'en')).toBe('/my-posts');
    expect(pageUrlIn('/fr/my-posts', 'fr')).toBe('/fr/my-posts');
    expect(pageUrlIn('https://checkout.example/pay/1', 'fr')).toBe('https://checkout.example/pay/1');
    expect(pageUrlIn('//evil.example/x', 'fr')).toBe('//evil.example/x');
  });

  it('read a cookie', () => {
    expect(readCookie('py_pseudo', 'a=1; py_pseudo=1')).toBe('1');
    expect(readCookie('py_lang', 'a=1')).toBeNull();
  });
});
