import { customType, jsonb } from 'drizzle-orm/pg-core';
import { centsToDecimal, toCents } from '@souk/shared/money';

/**
 * An amount of money: numeric(12,2) in the database, integer hundredths in code. Never a float.
 * Percentages (discountPrice) use the same type: 12.5 % is carried as 1250 hundredths.
 */
export const money = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12, 2)',
  toDriver: (cents) => centsToDecimal(cents),
  fromDriver: (value) => toCents(String(value)),
});

export const percent = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(5, 2)',
  toDriver: (hundredths) => centsToDecimal(hundredths),
  fromDriver: (value) => toCents(String(value)),
});

/** A full-text search document; written only by the refresh_product_search() database function. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A name's French and Arabic texts (decision 007). `name` keeps the English text, which is also
 * the fallback for a language without its own.
 */
export type NameTranslations = { fr?: string; ar?: string };

export const nameTranslations = () =>
  jsonb('name_translations').$type<NameTranslations>().notNull().default({});
