import { useCallback } from 'react';
import { localName, type NameTranslations } from '@souk/shared/names';
import { useLanguage } from './language';

/** Something the catalogue names: a category, subcategory, brand category or tag (decision 007). */
export type Named = { name: string; nameTranslations?: NameTranslations | null };

/** Every spelling of a name, lower-cased: the English one and its translations. */
export function spellingsOf(named: Named): string[] {
  const { fr, ar } = named.nameTranslations ?? {};
  return [named.name, fr, ar]
    .filter((text): text is string => !!text)
    .map((text) => text.toLowerCase());
}

/** Names in the reader's language, following the language control. */
export function useLocalName(): (named: Named) => string {
  const language = useLanguage();
  return useCallback(
    (named: Named) => localName(named.name, named.nameTranslations, language),
    [language],
  );
}
