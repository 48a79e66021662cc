import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { apiRequest } from './api-client';
import i18n, { bootLanguage, englishResources, i18nFor, loadLanguage, resources } from './i18n';
import { frenchResources } from './i18n-french';
import { PSEUDO_LANGUAGE } from './language';
import { isPseudoLocalized, pseudoLocalize, unmarkedWords } from './pseudo-locale';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the document language', () => {
  it("is the app's language's locale tag, and follows it when it changes", async () => {
    expect(document.documentElement.lang).toBe('en-CA');
    await i18n.changeLanguage('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    await i18n.changeLanguage(PSEUDO_LANGUAGE);
    expect(document.documentElement.lang).toBe('en-XA');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en-CA');
  });
});

describe('the language a page starts in', () => {
  it("is its address's", () => {
    expect(bootLanguage('/fr/view/12', '')).toBe('fr-CA');
    expect(bootLanguage('/fr', '')).toBe('fr-CA');
    expect(bootLanguage('/view/12', '')).toBe('en');
    expect(bootLanguage('/francais', '')).toBe('en');
  });

  it('is the pseudo-locale when the cookie py_pseudo=1 is set', () => {
    expect(bootLanguage('/fr/view/12', 'a=b; py_pseudo=1')).toBe(PSEUDO_LANGUAGE);
    expect(bootLanguage('/view/12', 'py_pseudo=0')).toBe('en');
  });
});

describe('French', () => {
  const fr = i18nFor('fr');

  it('is loaded on demand, in a chunk of its own, for the browser instance and the others', async () => {
    expect(resources['fr-CA']).toBeUndefined();
    expect(fr.t('header.signIn')).toBe('Sign In');
    await loadLanguage('en');
    expect(resources['fr-CA']).toBeUndefined();
    await loadLanguage('fr-CA');
    expect(fr.t('header.signIn')).toBe(frenchResources.header.signIn);
    await i18n.changeLanguage('fr-CA');
    expect(i18n.t('header.signIn')).toBe(frenchResources.header.signIn);
  });

  it('reads the French files (web and the rules from common)', async () => {
    await loadLanguage('fr-CA');
    expect(fr.t('languageSwitch.readThisPage')).toBe('Read this page in English');
    expect(fr.t('rules.passwordsMismatch')).toBe(frenchResources.rules.passwordsMismatch);
  });

  it('falls back to English, key by key, for a key French lacks', () => {
    i18nFor('fr').addResource('en', 'translation', 'test.onlyInEnglish', 'Only in English {{n}}');
    expect(fr.t('test.onlyInEnglish' as 'app.name', { n: 3 })).toBe('Only in English 3');
  });

  it('never changes the instance of another language (concurrent server renders)', () => {
    expect(i18nFor('fr').language).toBe('fr-CA');
    expect(i18nFor('en').language).toBe('en');
    expect(i18nFor('en').t('languageSwitch.readThisPage')).toBe('Lire cette page en français');
    expect(i18nFor('fr')).toBe(fr);
  });
});

describe('the pseudo-locale', () => {
  it('marks and accents every English string, leaving placeholders and markers', () => {
    expect(pseudoLocalize('Sign In')).toBe('⟦Šîĝñ Îñ⟧');
    expect(pseudoLocalize('Clear {{field}}')).toBe('⟦Çĺéáŕ {{field}}⟧');
    expect(pseudoLocalize('Read the <1>terms</1>, $t(app.name)')).toBe(
      '⟦Ŕéáď ţĥé <1>ţéŕɱš</1>, $t(app.name)⟧',
    );
    const pseudo = resources[PSEUDO_LANGUAGE]?.translation as typeof englishResources;
    expect(pseudo.header.signIn).toBe('⟦Šîĝñ Îñ⟧');
    expect(Object.keys(pseudo.header)).toEqual(Object.keys(englishResources.header));
  });

  it('is what the app shows with the pseudo-locale on, with values in place', async () => {
    await i18n.changeLanguage(PSEUDO_LANGUAGE);
    expect(i18n.t('select.clear', { field: 'Make' })).toBe('⟦Çĺéáŕ Make⟧');
    expect(i18n.t('header.signIn')).toBe('⟦Šîĝñ Îñ⟧');
  });

  it('tells a pseudo-localized text from plain words', () => {
    expect(isPseudoLocalized('⟦Šîĝñ Îñ⟧')).toBe(true);
    expect(isPseudoLocalized('⟦Çĺéáŕ Make⟧ 12 ⟦Šîĝñ⟧')).toBe(true);
    expect(isPseudoLocalized('Sign In')).toBe(false);
    expect(isPseudoLocalized('⟦Šîĝñ⟧ In')).toBe(false);
    // A part's name is data the pseudo-locale accents without brackets.
    expect(isPseudoLocalized('⟦Ƒîţš⟧ Áĺţéŕñáţöŕ')).toBe(true);
    expect(unmarkedWords('⟦Šîĝñ⟧ Post now')).toEqual(['Post', 'now']);
  });
});

describe('API calls', () => {
  it("send Accept-Language from the app's language", async () => {
    const fetchMock = stubFetch({ 'GET /api/parts': () => new Response('[]') });
    await apiRequest('/parts');
    await i18n.changeLanguage('fr-CA');
    await apiRequest('/parts');
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Accept-Language'],
    );
    expect(sent).toEqual(['en-CA', 'fr-CA']);
  });
});
