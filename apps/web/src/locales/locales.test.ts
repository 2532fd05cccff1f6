import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@souk/shared/errors';
import { VALIDATION_CODES } from '@souk/shared/messages';
import { INTL_LOCALE, leafKeys, loadTranslation, translate } from '../lib/i18n';
import arDashboards from './ar/dashboards';
import arStorefront from './ar/translation';
import enDashboards from './en/dashboards';
import enStorefront from './en/translation';
import frDashboards from './fr/dashboards';
import frStorefront from './fr/translation';

// The storefront's and the dashboards' texts are loaded apart (lib/i18n.ts) and checked together.
const en = { ...enStorefront, ...enDashboards };
const fr = { ...frStorefront, ...frDashboards };
const ar = { ...arStorefront, ...arDashboards };
const locales = { en, fr, ar };

function textAt(tree: object, key: string): string {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
/** Placeholders that only carry the number: a form that says its number in words may leave them out. */
const NUMBER_PLACEHOLDERS = ['count', 'formatted'];
const FORMS_IN_WORDS = ['zero', 'one', 'two'];

const englishKeys = leafKeys(en).sort();
/** The plural keys of English, by their base: x for x_one and x_other. */
const englishPluralBases = englishKeys.flatMap((key) => {
  const match = PLURAL.exec(key);
  return match?.[2] === 'other' ? [match[1]!] : [];
});

/** The keys a language must have: the English ones, plus the plural forms its language uses. */
function expectedKeys(language: 'fr' | 'ar'): string[] {
  const forms = new Intl.PluralRules(INTL_LOCALE[language])
    .resolvedOptions()
    .pluralCategories.filter((form) => form !== 'one' && form !== 'other');
  const extra = englishPluralBases.flatMap((base) =>
    leafKeys(locales[language]).filter((key) => forms.some((form) => key === `${base}_${form}`)),
  );
  return [...englishKeys, ...extra].sort();
}

describe('the three languages', () => {
  it.each(['fr', 'ar'] as const)(
    '%s has exactly the English key set, plus the plural forms its language needs',
    (language) => {
      expect(leafKeys(locales[language]).sort()).toEqual(expectedKeys(language));
    },
  );

  it('ar has all six Arabic plural forms for every plural key', () => {
    expect(new Intl.PluralRules(INTL_LOCALE.ar).resolvedOptions().pluralCategories.sort()).toEqual(
      [...ARABIC_FORMS].sort(),
    );
    const keys = new Set(leafKeys(ar));
    const missing = englishPluralBases.flatMap((base) =>
      ARABIC_FORMS.map((form) => `${base}_${form}`).filter((key) => !keys.has(key)),
    );
    expect(englishPluralBases.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(['en', 'fr', 'ar'] as const)('%s has no empty text', (language) => {
    const empty = leafKeys(locales[language]).filter(
      (key) => !textAt(locales[language], key).trim(),
    );
    expect(empty).toEqual([]);
  });

  it.each(['fr', 'ar'] as const)('%s keeps the same {{placeholders}} as English', (language) => {
    // A plural form English lacks is held to English's x_other. The zero, one and two forms may
    // say their number in words ("منتجان") and drop {{count}} or {{formatted}}, but nothing else.
    const mismatched = leafKeys(locales[language]).filter((key) => {
      const match = PLURAL.exec(key);
      const reference = englishKeys.includes(key) ? key : `${match?.[1]}_other`;
      if (!englishKeys.includes(reference)) return false; // the key-set check reports this one
      const expected = placeholders(textAt(en, reference));
      const actual = placeholders(textAt(locales[language], key));
      if (!match || !FORMS_IN_WORDS.includes(match[2]!))
        return JSON.stringify(actual) !== JSON.stringify(expected);
      const rest = (names: string[]) => names.filter((name) => !NUMBER_PLACEHOLDERS.includes(name));
      return (
        actual.some((name) => !expected.includes(name)) ||
        JSON.stringify(rest(actual)) !== JSON.stringify(rest(expected))
      );
    });
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

describe('counts in a text', () => {
  beforeAll(() => Promise.all([loadTranslation('fr'), loadTranslation('ar')]));

  it('are written the reader’s way, with the thousands grouped', () => {
    expect(translate('en', 'support.messages', { count: 1234 })).toBe('1,234 messages');
    expect(translate('fr', 'support.messages', { count: 1234 }).replace(/\s/g, ' ')).toMatch(
      /^1 234 /,
    );
    // Tunisian Arabic: Latin digits, grouped with a dot.
    expect(translate('ar', 'support.messages', { count: 1234 })).toMatch(/^1\.234 /);
  });
});

describe('a value given as text in an Arabic sentence', () => {
  beforeAll(() => loadTranslation('ar'));

  it('is isolated, so a Latin name keeps its own direction and punctuation', () => {
    const text = translate('ar', 'basket.remove', { name: 'MONASTIR PAPER CO.' });
    expect(text).toContain('\u2068MONASTIR PAPER CO.\u2069');
    // English and French text is left as given (their isolates are elements: <Bdi>).
    expect(translate('en', 'basket.remove', { name: 'Souk.' })).not.toContain('\u2068');
  });
});

describe('Arabic plurals', () => {
  beforeAll(() => loadTranslation('ar'));

  it('pick the dual for 2, the plural for 3 to 10 and the singular accusative for 11 to 99', () => {
    const count = (n: number) =>
      translate('ar', 'catalogue.hero.count', { count: n, formatted: String(n) }).replace(
        /[\u2068\u2069]/g,
        '',
      );
    expect(count(0)).toBe('لا توجد منتجات');
    expect(count(1)).toBe('منتج واحد');
    expect(count(2)).toBe('منتجان');
    expect(count(5)).toBe('5 منتجات');
    expect(count(11)).toBe('11 منتجًا');
    expect(count(100)).toBe('100 منتج');
  });
});
