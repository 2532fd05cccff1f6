import { useMemo } from 'react';
import type { Language } from '@souk/shared/constants';
import { centsToNumber, toCents } from '@souk/shared/money';
import { INTL_LOCALE } from './i18n';
import { useLanguage } from './language';

/**
 * The one place the web app writes numbers, prices, ratings and dates for people (decision 018).
 * Components call `useFormat()`; code outside React (toasts, chart labels) calls `formatterFor`.
 * Every formatter asks for Latin digits: fr-TN and ar-TN use them today, and the explicit
 * numbering system keeps it so on engines whose Arabic default is Arabic-Indic.
 */

const LATIN_DIGITS = { numberingSystem: 'latn' } as const;

// Building an Intl formatter costs far more than using one, and a product grid asks for the same
// few dozens of times: one formatter per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function formatDate(
  value: string | number | Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const format = cached(
    dateFormats,
    `${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[language], { ...LATIN_DIGITS, ...options }),
  );
  return format.format(date);
}

export function formatNumber(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  const format = cached(
    numberFormats,
    `${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(INTL_LOCALE[language], { ...LATIN_DIGITS, ...options }),
  );
  return format.format(value);
}

/** spec: storefront §1 — two decimals and the suffix dt, in the reader's digits: "38,61 dt". */
export function formatPrice(amount: number | string, language: Language): string {
  // Rounded to hundredths the way the server does (half away from zero), then written.
  const exact = centsToNumber(toCents(amount));
  return `${formatNumber(exact, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} dt`;
}

/** spec: storefront §2, dashboards §9 — an amount above 1000 with a k ("1.25k dt"), else null. */
export function formatCompactPrice(amount: number, language: Language): string | null {
  if (amount <= 1000) return null;
  const thousands = Math.round(amount / 10) / 100;
  return `${formatNumber(thousands, language, { maximumFractionDigits: 2 })}k dt`;
}

/** spec: storefront §2 — a rating to one decimal: "4.5", "4,5". */
export function formatRating(value: number | null | undefined, language: Language): string {
  return formatNumber(value ?? 0, language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

export type Formatter = ReturnType<typeof formatterFor>;

/** The formatters bound to one language. */
export function formatterFor(language: Language) {
  return {
    language,
    /** "38.61 dt" / "38,61 dt" */
    price: (amount: number | string) => formatPrice(amount, language),
    /** "1.25k dt" above 1000, else the full price */
    shortPrice: (amount: number) =>
      formatCompactPrice(amount, language) ?? formatPrice(amount, language),
    /** "1.25k dt" above 1000, else null */
    compactPrice: (amount: number) => formatCompactPrice(amount, language),
    /** "4.5" / "4,5" */
    rating: (value: number | null | undefined) => formatRating(value, language),
    /** a whole quantity with the locale's grouping: "1,234" / "1 234" */
    count: (value: number) => formatNumber(value, language),
    /** any other number: weights, percentages, sizes */
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, language, options),
    /** a calendar day: "5 Jan 2026" */
    date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, language, options),
    /** a day and a time: "5 Jan 2026, 14:30" */
    dateTime: (value: string | number | Date) =>
      formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

/** The formatters for the reader's language; components re-render when it changes. */
export function useFormat(): Formatter {
  const language = useLanguage();
  return useMemo(() => formatterFor(language), [language]);
}
