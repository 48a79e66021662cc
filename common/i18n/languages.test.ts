import { describe, expect, it } from 'vitest';
import { languageOfTag, languagePath, pickLanguage, splitLanguagePath } from './languages';

describe('languages', () => {
  it('reads a language from a tag', () => {
    expect(languageOfTag('fr-CA')).toBe('fr');
    expect(languageOfTag('FR_be')).toBe('fr');
    expect(languageOfTag('en-US')).toBe('en');
    expect(languageOfTag('de-DE')).toBeNull();
  });

  it('picks the first language PartsYard speaks', () => {
    expect(pickLanguage(['de', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLanguage(['es'])).toBeNull();
    expect(pickLanguage([])).toBeNull();
  });

  it('splits and builds language paths both ways', () => {
    expect(splitLanguagePath('/fr/view/12')).toEqual({ language: 'fr', path: '/view/12' });
    expect(splitLanguagePath('/fr')).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguagePath('/fr/')).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguagePath('/francais')).toEqual({ language: 'en', path: '/francais' });
    expect(splitLanguagePath('/view/12')).toEqual({ language: 'en', path: '/view/12' });
    expect(languagePath('/view/12?x=1', 'fr')).toBe('/fr/view/12?x=1');
    expect(languagePath('/', 'fr')).toBe('/fr/');
    expect(languagePath('/view/12', 'en')).toBe('/view/12');
    for (const p of ['/', '/parts/toyota', '/messages/bob']) {
      expect(splitLanguagePath(languagePath(p, 'fr')).path).toBe(p);
    }
  });
});
