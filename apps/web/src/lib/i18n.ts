import type { Language } from '@souk/shared/constants';
import type enDashboards from '../locales/en/dashboards';
import en from '../locales/en/translation';
import { formatNumber } from './format';

/**
 * A small translation layer. English storefront texts are bundled (they are the fallback and, with
 * the dashboards' texts, the source of the key types); French and Arabic load on demand, so the
 * first page carries one language only, and the dashboards' texts (./locales/<lang>/dashboards.ts)
 * load with the first dashboard page, so no storefront page carries them.
 * Texts use {{name}} placeholders; plural forms are keys ending in _zero, _one, _two, _few, _many,
 * _other (the Intl.PluralRules categories), falling back to _other.
 */

/** The storefront's texts: every page but the dashboards. */
export type StorefrontTexts = typeof en;
/** The dashboards' texts. */
export type DashboardTexts = typeof enDashboards;
/** The shape every locale must have: the English tree with every text widened to string. */
export type Translation = StorefrontTexts & DashboardTexts;

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

/** A part of the texts, loaded when first needed. */
export type TextPart = 'storefront' | 'dashboards';

const loaded: Partial<Record<Language, Partial<Translation>>> = { en };
const loadedParts = new Map<Language, Set<TextPart>>([['en', new Set(['storefront'])]]);
/** The parts some page needed: a new language loads them too. */
const partsInUse = new Set<TextPart>(['storefront']);

const loaders: Record<TextPart, Record<Language, () => Promise<{ default: object }>>> = {
  storefront: {
    en: async () => ({ default: en }),
    fr: () => import('../locales/fr/translation'),
    ar: () => import('../locales/ar/translation'),
  },
  dashboards: {
    en: () => import('../locales/en/dashboards'),
    fr: () => import('../locales/fr/dashboards'),
    ar: () => import('../locales/ar/dashboards'),
  },
};

/** Loads a language's texts: the part asked for and every part a page has needed so far. */
export async function loadTranslation(language: Language, part: TextPart = 'storefront') {
  partsInUse.add(part);
  const parts = loadedParts.get(language) ?? new Set<TextPart>();
  loadedParts.set(language, parts);
  const missing = [...partsInUse].filter((each) => !parts.has(each));
  const texts = await Promise.all(missing.map((each) => loaders[each][language]()));
  loaded[language] = Object.assign({}, loaded[language], ...texts.map((text) => text.default));
  for (const each of missing) parts.add(each);
}

export function isTranslationLoaded(language: Language, part: TextPart = 'storefront'): boolean {
  return loadedParts.get(language)?.has(part) ?? false;
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

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A name, email, number or code inside a plain string of the other direction (an aria-label, a
 * toast; decision 018): the Unicode first-strong isolate and its closing mark around it.
 */
export const isolate = (text: string) => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * A count reads the reader's way ("1,234", "1 234"). In Arabic, a value given as text (a name,
 * an email, a code, a formatted price) is isolated inside the sentence (decision 018): it keeps its
 * own direction, so "MONASTIR PAPER CO." keeps its full stop at its end and does not reorder the
 * Arabic words around it.
 */
function interpolate(text: string, language: Language, vars?: TranslationVars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    if (!(name in vars)) return match;
    const value = vars[name];
    if (name === 'count' && typeof value === 'number') return formatNumber(value, language);
    if (language === 'ar' && typeof value === 'string' && value) return isolate(value);
    return String(value);
  });
}

const pluralRulesByLanguage = new Map<Language, Intl.PluralRules>();
/** Building Intl rules costs far more than using them: one per language. */
function pluralRules(language: Language): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[language]);
    pluralRulesByLanguage.set(language, rules);
  }
  return rules;
}

/** The text for a key in a language, falling back to English, then to the key itself. */
export function translate(language: Language, key: string, vars?: TranslationVars): string {
  const trees = [loaded[language], loaded.en];
  const count = vars?.count;
  for (const tree of trees) {
    if (!tree) continue;
    if (typeof count === 'number') {
      const form = pluralRules(language).select(count);
      const plural = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
      if (plural !== undefined) return interpolate(plural, language, vars);
    }
    const text = lookup(tree, key);
    if (text !== undefined) return interpolate(text, language, vars);
  }
  return key;
}

/** True when a key (e.g. one built from an API error code) has a text. */
export function hasTranslation(key: string): boolean {
  return lookup(loaded.en, key) !== undefined;
}

/** Every leaf key of a translation tree, for the key-set check. */
export function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}
