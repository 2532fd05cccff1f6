import ar from '@souk/shared/color-names/ar';
import en from '@souk/shared/color-names/en';
import fr from '@souk/shared/color-names/fr';
import type { ColorName, Language } from '@souk/shared/constants';

/**
 * Colour names for the order's PDFs (decision 028): the web app's own tables, kept in
 * packages/shared. The catalogue stores the English name; a colour the list does not know prints
 * as is.
 */
const COLOR_NAMES: Record<Language, Record<ColorName, string>> = { en, fr, ar };

export function colorName(color: string, language: Language): string {
  return (COLOR_NAMES[language] as Record<string, string>)[color] ?? color;
}
