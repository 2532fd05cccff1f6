import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '@souk/shared/constants';
import { brands } from '../../db/schema/brands';
import { brandOrders, orderItems, orders } from '../../db/schema/commerce';
import { invoiceNumbers, invoices, type InvoiceSeller } from '../../db/schema/invoices';
import type { Database, Tx } from '../../db/client';
import { amountDueCents, isKeptItem } from './order-rules';

/**
 * Invoices of delivered goods (decision 028): one per brand part — each brand sells its own goods
 * — numbered F-YYYY-NNNNNN, gap-free per calendar year, issued in the transaction that delivers
 * the part. Once written an invoice never changes; its PDF is drawn again from the stored row.
 */

const TIME_ZONE = 'Africa/Tunis';

/** The calendar year of a moment in Tunis, where the invoices are issued. */
export function invoiceYear(at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: TIME_ZONE }).format(at),
  );
}

/** F-2026-000123: the year, then the invoice's place in that year on six digits. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `F-${year}-${String(sequence).padStart(6, '0')}`;
}

export const INVOICE_NUMBER = /^F-\d{4}-\d{6,}$/;

/** Statuses in which a part's goods have reached the customer. */
const DELIVERED_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED', 'REFUNDED'];

/**
 * The next number of the year. One statement: the year's row is created at its first invoice and
 * otherwise incremented; either way the row stays locked until the transaction ends, so two
 * issuers take turns, and a rollback gives the number back.
 */
async function nextSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumbers.year,
      set: { last: sql`${invoiceNumbers.last} + 1` },
    })
    .returning({ last: invoiceNumbers.last });
  return row!.last;
}

export type IssuedInvoice = typeof invoices.$inferSelect;

/**
 * Issues the invoice of a delivered brand part, unless it has one. The caller holds the order's
 * row lock (every change of an order takes it first), so the part cannot get two invoices and
 * "the order's first invoice", which carries the shipping, is well defined.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: number,
  brandOrderId: number,
  now: Date,
): Promise<IssuedInvoice> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.brandOrderId, brandOrderId));
  if (existing) return existing;
  const [order] = await tx
    .select({ shippingCost: orders.shippingCost })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [part] = await tx
    .select({ brandId: brandOrders.brandId, status: brandOrders.status })
    .from(brandOrders)
    .where(and(eq(brandOrders.id, brandOrderId), eq(brandOrders.orderId, orderId)));
  if (!order || !part) throw new Error(`no brand part ${brandOrderId} in order ${orderId}`);
  const lines = await tx
    .select({ subtotal: orderItems.subtotal, status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.brandOrderId, brandOrderId));
  const [earlier] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .limit(1);
  // The order's shipping is charged once: on the first of its invoices.
  const shipping = earlier ? 0 : order.shippingCost;
  const subtotal = lines
    .filter((line) => isKeptItem(line.status))
    .reduce((sum, line) => sum + line.subtotal, 0);
  // The part as delivered: the amount rule of decision 010 (rejected items count 0).
  const total = amountDueCents(
    lines.map((line) => ({
      subtotal: line.subtotal,
      itemStatus: line.status,
      partStatus: 'DELIVERED',
    })),
    shipping,
  );
  const [brand] = await tx
    .select({
      name: brands.name,
      email: brands.email,
      phone: brands.phoneNumber,
      taxId: brands.taxId,
    })
    .from(brands)
    .where(eq(brands.id, part.brandId));
  const seller: InvoiceSeller = {
    name: brand?.name ?? '',
    email: brand?.email ?? null,
    phone: brand?.phone ?? null,
    taxId: brand?.taxId?.trim() || null,
  };
  const year = invoiceYear(now);
  const sequence = await nextSequence(tx, year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId,
      brandOrderId,
      brandId: part.brandId,
      year,
      sequence,
      number: formatInvoiceNumber(year, sequence),
      issuedAt: now,
      subtotal,
      shipping,
      total,
      seller,
    })
    .returning();
  return invoice!;
}

/**
 * The order's invoices, issuing first, with the order's row locked, those of parts delivered
 * before invoices were numbered (or by a path that did not issue one). Answers them in the order
 * they were issued.
 */
export async function invoicesOf(db: Database, orderId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const missing = await tx
      .select({ id: brandOrders.id, status: brandOrders.status })
      .from(brandOrders)
      .leftJoin(invoices, eq(invoices.brandOrderId, brandOrders.id))
      .where(
        and(
          eq(brandOrders.orderId, orderId),
          isNotNull(brandOrders.deliveredDate),
          isNull(invoices.id),
        ),
      )
      .orderBy(asc(brandOrders.id));
    const toIssue = missing.filter((part) => DELIVERED_STATUSES.includes(part.status));
    if (toIssue.length) {
      // the order's lock, as every change of the order takes it: one issuer at a time
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      for (const part of toIssue) await issueInvoice(tx, orderId, part.id, now);
    }
    return tx
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  });
}

/** Whether a part moving to `to` hands its goods over (COMPLETED from SHIPPED delivers too). */
export const deliversGoods = (to: OrderStatus) => to === 'DELIVERED' || to === 'COMPLETED';
