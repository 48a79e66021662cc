import { isMessageKey, MESSAGES, type TMessageKey } from '@common/messages';
import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

const RULE_KEYS = Object.keys(MESSAGES) as TMessageKey[];

/**
 * The rule a sentence states, in English (the browser's own checks, as the local garage's) or in the
 * page's language (the server answers in the language the browser asks for).
 */
function ruleOf(t: TFunction, message: string): TMessageKey | undefined {
  return RULE_KEYS.find((key) => MESSAGES[key] === message || t(`rules.${key}`) === message);
}

/** The user-facing sentence for a failed call; screens use it when they have nothing more specific. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'NETWORK') return t('api.network');
    if (error.code === 'RATE_LIMITED') return t('api.rateLimited');
    // The database or the photo storage away, or the disk full: say so, so the person knows to
    // try again later (a proxy's bare 503 is taken for the database).
    if (error.code === 'UNAVAILABLE')
      return t(
        ruleOf(t, error.message) === 'storageUnavailable'
          ? 'rules.storageUnavailable'
          : 'rules.serviceUnavailable',
      );
    if (error.code === 'INSUFFICIENT_STORAGE') return t('rules.storageFull');
  }
  return t('api.generic');
}

/**
 * The server's own words for a refused request (docs/PRODUCT.md §8): a rule's
 * sentence named in `fields`, or the message of a 4xx answer. Anything else gets the generic words,
 * so a 5xx or a technical validation summary never reaches the screen.
 */
export function serverMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error) || error.statusCode < 400 || error.statusCode >= 500) {
    return apiErrorMessage(t, error);
  }
  if (error.code === 'RATE_LIMITED') return t('rules.tooManyAttempts');
  const ruleKey = Object.values(error.fields ?? {}).find(isMessageKey);
  if (ruleKey) return t(`rules.${ruleKey}`);
  // A rule the service checked itself (not the request schema) arrives as the sentence alone: in
  // the page's language, even when it was said in English.
  const rule = ruleOf(t, error.message);
  if (rule) return t(`rules.${rule}`);
  if (error.code === 'VALIDATION' || error.message.trim() === '') return t('api.generic');
  return error.message;
}
