import en from './locales/en.json';

// The product's own sentences (docs/PRODUCT.md §8, word for word) that both sides use: the server
// answers with them, the browser shows them through i18n (web/src/lib/i18n.ts merges this file).
export const MESSAGES = en;
export type TMessageKey = keyof typeof en;

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(en, key);
}
