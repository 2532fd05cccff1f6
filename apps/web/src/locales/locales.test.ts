import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@souk/shared/errors';
import { VALIDATION_CODES } from '@souk/shared/messages';
import { leafKeys, translate } from '../lib/i18n';
import ar from './ar/translation';
import en from './en/translation';
import fr from './fr/translation';

const locales = { en, fr, ar };

function textAt(tree: object, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the three languages', () => {
  const englishKeys = leafKeys(en).sort();

  it.each(['fr', 'ar'] as const)('%s has exactly the English key set', (language) => {
    expect(leafKeys(locales[language]).sort()).toEqual(englishKeys);
  });

  it.each(['en', 'fr', 'ar'] as const)('%s has no empty text', (language) => {
    const empty = leafKeys(locales[language]).filter(
      (key) => !textAt(locales[language], key).trim(),
    );
    expect(empty).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('%s keeps the same {{placeholders}} as English', (language) => {
    const mismatched = englishKeys.filter(
      (key) =>
        JSON.stringify(placeholders(textAt(en, key))) !==
        JSON.stringify(placeholders(textAt(locales[language], key))),
    );
    expect(mismatched).toEqual([]);
  });

  it('translates every API error code and validation code', () => {
    for (const code of [...ERROR_CODES, ...VALIDATION_CODES])
      expect(leafKeys(en.errors)).toContain(code);
  });

  it('fills placeholders and falls back to English for a language not loaded yet', () => {
    expect(translate('en', 'nav.greeting', { name: 'Amira' })).toBe('Hi, Amira');
    expect(translate('fr', 'nav.greeting', { name: 'Amira' })).toBe('Hi, Amira');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
