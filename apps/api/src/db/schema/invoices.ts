import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './brands';
import { brandOrders, orders } from './commerce';
import { money } from './types';

/**
 * Invoice numbers (decision 028): one counter per calendar year (Tunis time). A number is taken
 * by `update … set last = last + 1` in the transaction that writes the invoice, so the row lock
 * serialises concurrent issuers and a rolled-back transaction gives its number back: no gap.
 */
export const invoiceNumbers = pgTable('invoice_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Who sold the goods, as printed on the invoice when it was issued. */
export type InvoiceSeller = {
  name: string;
  email: string | null;
  phone: string | null;
  /** matricule fiscal; null when the brand had not given it */
  taxId: string | null;
};

/** The marketplace's legal details (configuration: SOUK_LEGAL_NAME, SOUK_ADDRESS, SOUK_TAX_ID). */
export type InvoiceMarketplace = { name: string; address: string; taxId: string };

/**
 * One invoice per brand part, issued when the part is delivered (decision 028). Never updated or
 * deleted: the PDF is drawn again from this row and the order's items each time it is asked for.
 * Amounts in hundredths: the part's items that were not rejected, the shipping it carries (the
 * order's shipping goes on its first invoice) and their sum.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    brandOrderId: integer('brand_order_id')
      .notNull()
      .references(() => brandOrders.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** F-2026-000123 */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    subtotal: money('subtotal').notNull(),
    shipping: money('shipping').notNull(),
    total: money('total').notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_brand_order_key').on(t.brandOrderId),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    index('invoices_order_idx').on(t.orderId),
  ],
);
