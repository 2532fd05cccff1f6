import type { Language } from '@souk/shared/constants';
import en from '../locales/en/translation';

/**
 * A small translation layer: English is bundled (it is the fallback and the source of the key
 * types); French and Arabic load on demand, so the first page carries one language only.
 * Texts use {{name}} placeholders; plural forms are keys ending in _zero, _one, _two, _few, _many,
 * _other (the Intl.PluralRules categories), falling back to _other.
 */

/** The shape every locale must have: the English tree with every text widened to string. */
export type Translation = typeof en;

/** The plural forms English does without and other languages may need (Arabic uses them all). */
export type ExtraPluralForm = 'zero' | 'two' | 'few' | 'many';

/**
 * A part of a locale: the English shape, where every plural key (x_one, x_other) may also have
 * the x_zero, x_two, x_few and x_many forms its language needs. Any other extra key is an error.
 */
export type LocaleTexts<T> = {
  [K in keyof T]: T[K] extends string ? T[K] : LocaleTexts<T[K]>;
} & {
  [K in keyof T as K extends `${infer B}_other` ? `${B}_${ExtraPluralForm}` : never]?: string;
};

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type LeafKey = Leaves<Translation>;
type PluralBase = LeafKey extends infer K ? (K extends `${infer B}_other` ? B : never) : never;
export type TranslationKey = LeafKey | PluralBase;
export type TranslationVars = Record<string, string | number>;

const loaded: Partial<Record<Language, Translation>> = { en };

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Translation }>> = {
  fr: () => import('../locales/fr/translation'),
  ar: () => import('../locales/ar/translation'),
};

export async function loadTranslation(language: Language): Promise<void> {
  if (loaded[language]) return;
  if (language === 'en') return;
  loaded[language] = (await loaders[language]()).default;
}

export function isTranslationLoaded(language: Language): boolean {
  return loaded[language] !== undefined;
}

/** Intl locales for dates and numbers; Tunisian Arabic keeps Latin digits. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', fr: 'fr-TN', ar: 'ar-TN' };

function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, vars?: TranslationVars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** The text for a key in a language, falling back to English, then to the key itself. */
export function translate(language: Language, key: string, vars?: TranslationVars): string {
  const trees = [loaded[language], en];
  const count = vars?.count;
  for (const tree of trees) {
    if (!tree) continue;
    if (typeof count === 'number') {
      const form = new Intl.PluralRules(INTL_LOCALE[language]).select(count);
      const plural = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
      if (plural !== undefined) return interpolate(plural, vars);
    }
    const text = lookup(tree, key);
    if (text !== undefined) return interpolate(text, vars);
  }
  return key;
}

/** True when a key (e.g. one built from an API error code) has a text. */
export function hasTranslation(key: string): boolean {
  return lookup(en, key) !== undefined;
}

/** Every leaf key of a translation tree, for the key-set check. */
export function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}
