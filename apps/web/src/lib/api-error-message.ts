import englishMessages from '@souk/shared/messages/en';
import { ApiError } from './api-client';
import { hasTranslation } from './i18n';
import type { TFunction } from './language';
import type { TranslationKey } from './i18n';

/**
 * A person's text for a failed call: the translated errorCode when the catalogue knows it, else
 * the server's own message (already in the UI language), else the generic message. A code whose
 * text names values ("{{available}} left") takes the server's message, which has them filled.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('common.networkError');
    const key = `errors.${error.errorCode}`;
    const namesValues = (englishMessages as Record<string, string>)[error.errorCode]?.includes(
      '{{',
    );
    if (namesValues && error.message) return error.message;
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

/** A failed parse of a form's values: each field's first problem, in the reader's language. */
export function fieldMessages<Field extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  t: TFunction,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) found[issue.path[0] as Field] ??= validationMessage(issue.message, t);
  return found;
}
