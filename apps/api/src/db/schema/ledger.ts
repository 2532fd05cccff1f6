import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '@souk/shared/responses/payouts';
import { users } from './accounts';
import { brands } from './brands';
import { brandOrders, refunds } from './commerce';
import { money, percent } from './types';

/**
 * What Souk owes each brand (decision 027). Both tables are append-only: a trigger refuses every
 * UPDATE, DELETE and TRUNCATE (migration 0021); a correction is a new line.
 */

export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);

/** Money sent to a brand by bank transfer, recorded by an admin. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    amount: money('amount').notNull(),
    bankReference: text('bank_reference').notNull(),
    /** the RIB the transfer was sent to, as it was on file then */
    rib: text('rib').notNull(),
    /** the day the transfer was made (YYYY-MM-DD) */
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payouts_brand_idx').on(t.brandId, t.paidAt)],
);

/**
 * One line per event: a part's sale, a refund's reversal, a payout. `net` = `gross` −
 * `commission` (a payout: gross and commission 0, net −amount); the balance is the sum of `net`.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    kind: ledgerKindEnum('kind').notNull(),
    brandOrderId: integer('brand_order_id').references(() => brandOrders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    payoutId: integer('payout_id').references(() => payouts.id),
    /** the order's number, for the statement (payouts: null) */
    orderNumber: text('order_number'),
    gross: money('gross').notNull(),
    commission: money('commission').notNull(),
    net: money('net').notNull(),
    /** the rate applied, in hundredths of a percent (payouts: null) */
    commissionRate: percent('commission_rate'),
    /** the end of the return window: before it, a sale's (and its refunds') net is pending */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_brand_idx').on(t.brandId, t.createdAt, t.id),
    index('ledger_entries_part_idx').on(t.brandOrderId),
    uniqueIndex('ledger_entries_one_sale_key')
      .on(t.brandOrderId)
      .where(sql`${t.kind} = 'SALE'`),
    uniqueIndex('ledger_entries_one_closing_key')
      .on(t.brandOrderId)
      .where(sql`${t.kind} = 'REFUND' and ${t.refundId} is null`),
    uniqueIndex('ledger_entries_refund_key')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex('ledger_entries_payout_key')
      .on(t.payoutId)
      .where(sql`${t.payoutId} is not null`),
  ],
);
