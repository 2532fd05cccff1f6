import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { money } from './types';

/**
 * The marketplace's settings the admin changes (issue 30, decision 025): one typed row, id 1,
 * seeded by its migration. The shipping rule: the flat fee an order pays and the basket subtotal
 * from which it ships free (null: no threshold), in hundredths.
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    id: integer('id').primaryKey().default(1),
    shippingFlatFee: money('shipping_flat_fee').notNull().default(700),
    freeShippingOver: money('free_shipping_over').default(30000),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('marketplace_settings_one_row', sql`${t.id} = 1`),
    check(
      'marketplace_settings_fee_range',
      sql`${t.shippingFlatFee} >= 0 AND ${t.shippingFlatFee} <= 1000`,
    ),
    check(
      'marketplace_settings_threshold_positive',
      sql`${t.freeShippingOver} IS NULL OR ${t.freeShippingOver} > 0`,
    ),
  ],
);

/** The one row's id. */
export const SETTINGS_ROW = 1;
