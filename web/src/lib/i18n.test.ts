import { describe, expect, it } from 'vitest';
import i18n from './i18n';

describe('the document language', () => {
  it("is the app's language, and follows it when it changes", async () => {
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
