import type { Language } from './constants';

/**
 * The French and Arabic texts of a catalogue name (categories, subcategories, brand categories and
 * tags; decision 007). The name itself is English and is used where a language has no text.
 */
export type NameTranslations = { fr?: string; ar?: string };

/** A name in the reader's language. */
export function localName(
  name: string,
  translations: NameTranslations | null | undefined,
  language: Language,
): string {
  return (language !== 'en' && translations?.[language]?.trim()) || name;
}
