import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReturnReason, ReturnStatus } from '@souk/shared/constants';
import { users } from './accounts';
import { brands } from './brands';
import { brandOrders, orderItems, orders, refunds } from './commerce';
import { money } from './types';

/**
 * Returns (issue 30, decision 026): a customer's request to send back items of one brand part
 * of an order, within 30 days of that part's delivery. REQUESTED → ACCEPTED | REFUSED (with a
 * reason); ACCEPTED → RECEIVED, which gives the stock back and records the refund (`refund_id`).
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandOrderId: integer('brand_order_id')
      .notNull()
      .references(() => brandOrders.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull().default('REQUESTED'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note'),
    refusalReason: text('refusal_reason'),
    /** the refund recorded when the goods were received (refunds.ts, decision 015) */
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'returns_status_check',
      sql`${t.status} in ('REQUESTED', 'ACCEPTED', 'REFUSED', 'RECEIVED')`,
    ),
    check(
      'returns_reason_check',
      sql`${t.reason} in ('damaged', 'wrong_item', 'not_as_described', 'size_or_fit', 'changed_mind', 'other')`,
    ),
    check('returns_refusal_check', sql`${t.status} <> 'REFUSED' OR ${t.refusalReason} IS NOT NULL`),
    index('returns_order_idx').on(t.orderId),
    index('returns_brand_created_idx').on(t.brandId, t.createdAt),
    index('returns_status_created_idx').on(t.status, t.createdAt),
    index('returns_created_idx').on(t.createdAt),
  ],
);

/** The lines of a return: which ordered item, how many units, and their value (hundredths). */
export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    check('return_items_quantity_check', sql`${t.quantity} > 0`),
    index('return_items_return_idx').on(t.returnId),
    index('return_items_order_item_idx').on(t.orderItemId),
  ],
);
