import { ApiError } from './api-client';
import { hasTranslation } from './i18n';
import type { TFunction } from './language';
import type { TranslationKey } from './i18n';

/**
 * A person's text for a failed call: the translated errorCode when the catalogue knows it, else
 * the server's own message (already in the UI language), else the generic message.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('common.networkError');
    const key = `errors.${error.errorCode}`;
    if (hasTranslation(key)) return t(key as TranslationKey);
    if (error.message) return error.message;
  }
  return t('errors.unknown_error');
}

/** A validation code from a shared zod schema (e.g. 'invalid_email') as text. */
export function validationMessage(code: string | undefined, t: TFunction): string | undefined {
  if (!code) return undefined;
  const key = `errors.${code}`;
  return hasTranslation(key) ? t(key as TranslationKey) : code;
}
