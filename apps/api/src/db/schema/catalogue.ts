import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { brands } from './brands';
import { money, nameTranslations, percent, tsvector } from './types';

/** Product categories; a category with a parent is a subcategory. The type is top-level only. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameTranslations: nameTranslations(),
    description: text('description'),
    type: text('type'),
    imageUrl: text('image_url'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    uniqueIndex('categories_parent_name_key').on(sql`coalesce(${t.parentId}, 0)`, t.name),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameTranslations: nameTranslations(),
    description: text('description'),
    type: text('type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    /** spec: a percentage from 0 to 100 */
    discountPrice: percent('discount_price').notNull().default(0),
    /** price - price * discountPrice / 100, rounded to hundredths: what the customer pays */
    finalPrice: numeric('final_price', { precision: 12, scale: 2 })
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`round(${products.price} - ${products.price} * ${products.discountPrice} / 100, 2)`,
      ),
    imageUrl: text('image_url'),
    additionalImages: text('additional_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    barcode: text('barcode').notNull(),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** kilograms */
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    /** "length x width x height mm" */
    dimensions: text('dimensions'),
    material: text('material'),
    care: text('care'),
    origin: text('origin'),
    fit: text('fit'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    quantity: integer('quantity').notNull().default(0),
    stockLevel: integer('stock_level').notNull().default(0),
    active: boolean('active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    freeShipping: boolean('free_shipping').notNull().default(false),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** units sold, for the "popular" sort */
    salesCount: integer('sales_count').notNull().default(0),
    /** name (A), brand, category, subcategories, tags (B), description (C); simple + stemmed */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_brand_idx').on(t.brandId, t.active),
    index('products_category_idx').on(t.categoryId, t.active),
    // one index per catalogue sort, in the sort's exact order, so a page is an index walk
    index('products_final_price_idx')
      .on(t.finalPrice, t.id)
      .where(sql`${t.active}`),
    index('products_discount_idx')
      .on(t.discountPrice.desc(), t.id)
      .where(sql`${t.active}`),
    index('products_rating_idx')
      .on(t.averageRating.desc(), t.reviewCount.desc(), t.id)
      .where(sql`${t.active}`),
    index('products_sales_idx')
      .on(t.salesCount.desc(), t.reviewCount.desc(), t.id)
      .where(sql`${t.active}`),
    index('products_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.active}`),
    index('products_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
    index('products_colors_idx').using('gin', t.colors),
    index('products_sizes_idx').using('gin', t.sizes),
    uniqueIndex('products_brand_sku_key').on(t.brandId, t.sku),
  ],
);

export const productSubcategories = pgTable(
  'product_subcategories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_subcategories_category_idx').on(t.categoryId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId),
  ],
);

/** One review per customer per product. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** the brand's one public answer, shown under the review on the product page */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_product_rating_idx').on(t.productId, t.rating),
  ],
);

/**
 * Every word of the catalogue (names, brands, categories, tags, descriptions; lower-case, no
 * accents), for spelling correction: a query word that is not a known prefix is replaced by its
 * closest known words (trigram similarity) before the full-text search. Small, so fast.
 */
export const searchTerms = pgTable('search_terms', { word: text('word').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  index('search_terms_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
]);
