import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** The user-facing sentence for a failed call; screens use it when they have nothing more specific. */
export function apiErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'NETWORK') return t('api.network');
    if (error.code === 'RATE_LIMITED') return t('api.rateLimited');
  }
  return t('api.generic');
}
