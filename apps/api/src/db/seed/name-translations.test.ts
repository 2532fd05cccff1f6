import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '@souk/shared/constants';
import { BRAND_CATEGORY_SEEDS, CATEGORY_SEEDS, TAG_SEEDS } from './catalogue-data';
import { NAME_TRANSLATIONS } from './name-translations';

const LISTS: Readonly<Record<string, readonly string[]>> = {
  categories: PRODUCT_CATEGORIES.map((category) => category.name),
  subcategories: CATEGORY_SEEDS.flatMap((seed) => seed.subcategories.map(([name]) => name)),
  'brand categories': BRAND_CATEGORY_SEEDS.map(([name]) => name),
  tags: TAG_SEEDS.map(([name]) => name),
};

const ALL_NAMES = new Set(Object.values(LISTS).flat());
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('NAME_TRANSLATIONS', () => {
  it.each(Object.entries(LISTS))('has an entry for every name of the %s', (_list, names) => {
    expect(names.length).toBeGreaterThan(0);
    const missing = names.filter((name) => !Object.hasOwn(NAME_TRANSLATIONS, name));
    expect(missing).toEqual([]);
  });

  it('has no entry for a name in none of the lists', () => {
    const stale = Object.keys(NAME_TRANSLATIONS).filter((name) => !ALL_NAMES.has(name));
    expect(stale).toEqual([]);
  });

  it('gives every name a French and an Arabic text', () => {
    for (const [name, { fr, ar }] of Object.entries(NAME_TRANSLATIONS)) {
      expect(fr.trim(), `${name} (fr)`).not.toBe('');
      expect(fr, `${name} (fr)`).toBe(fr.trim());
      expect(ar.trim(), `${name} (ar)`).not.toBe('');
      expect(ar, `${name} (ar)`).toBe(ar.trim());
      expect(ar, `${name} (ar)`).not.toBe(name);
      expect(ar, `${name} (ar)`).toMatch(ARABIC_LETTER);
    }
  });

  it('keeps tags lower-case in French', () => {
    for (const name of LISTS.tags ?? []) {
      const fr = NAME_TRANSLATIONS[name]?.fr ?? '';
      expect(fr, name).toBe(fr.toLowerCase());
    }
  });
});
