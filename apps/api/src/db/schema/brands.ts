import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  numeric,
} from 'drizzle-orm/pg-core';
import { nameTranslations, percent } from './types';

export type BrandLink = { platform: 'facebook' | 'instagram' | 'twitter'; url: string };

export const brandCategories = pgTable(
  'brand_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameTranslations: nameTranslations(),
    description: text('description'),
    /** the marketplace's commission on its brands' sales, in hundredths of a percent (decision 027) */
    commissionRate: percent('commission_rate').notNull().default(1000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_categories_name_key').on(t.name)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    logo: text('logo'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    websiteUrl: text('website_url'),
    links: jsonb('links').$type<BrandLink[]>().notNull().default([]),
    brandCategoryId: integer('brand_category_id').references(() => brandCategories.id, {
      onDelete: 'set null',
    }),
    enabled: boolean('enabled').notNull().default(true),
    // kept up to date from reviews of the brand's products, for sorting and display
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    reviewCount: integer('review_count').notNull().default(0),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    /** set when an admin deleted a brand that has orders: disabled, its profile erased */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** the brand's tax identification number (matricule fiscal), printed on its invoices */
    taxId: text('tax_id'),
    /** the brand's bank account (RIB, 20 digits) its payouts are sent to */
    rib: text('rib'),
    /** overrides the category's commission rate for this brand; null: the category's (decision 027) */
    commissionRate: percent('commission_rate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brands_name_key').on(t.name),
    index('brands_category_idx').on(t.brandCategoryId),
    index('brands_enabled_name_idx').on(t.enabled, t.name),
    index('brands_rating_idx').on(t.averageRating),
    index('brands_registration_idx').on(t.registrationDate),
  ],
);
