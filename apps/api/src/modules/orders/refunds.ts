import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { centsToDecimal, centsToNumber, toCents } from '@souk/shared/money';
import type { Refund } from '@souk/shared/responses/brand-orders';
import type { RecordRefund } from '@souk/shared/schemas/brand-orders';
import { brandOrders, orderItems, orders, refunds } from '../../db/schema/commerce';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { FINAL_STATUSES, mayMovePart, type Actor } from './order-rules';
import { keptItem } from './part-amounts';
import { recordRefundRecorded } from '../payouts/ledger';

/**
 * Refunds given back to a customer, per brand part (decision 015). spec: dashboards §4 — "marking
 * refunded requires the refund to have been processed beforehand": a part moves to REFUNDED only
 * once a refund is recorded here (order-changes.ts checks it for every side).
 */

/** A sum per part: the table, its part column, its amount column, and which rows count. */
type PartSum = { table: PgTable; part: AnyPgColumn; amount: AnyPgColumn; where?: SQL };

/** The sum of `amount` for each of these parts, in hundredths (absent: nothing). */
async function centsByPart(
  db: Database | Tx,
  brandOrderIds: readonly number[],
  { table, part, amount, where }: PartSum,
): Promise<Map<number, number>> {
  if (brandOrderIds.length === 0) return new Map();
  const rows = await db
    .select({ brandOrderId: sql<number>`${part}`, total: sql<string>`sum(${amount})::text` })
    .from(table)
    .where(and(inArray(part, [...brandOrderIds]), where))
    .groupBy(part);
  return new Map(rows.map((row) => [Number(row.brandOrderId), toCents(row.total)] as const));
}

/** The refunds recorded so far for each of these parts, in hundredths (absent: none). */
export const refundedByPart = (db: Database | Tx, brandOrderIds: readonly number[]) =>
  centsByPart(db, brandOrderIds, {
    table: refunds,
    part: refunds.brandOrderId,
    amount: refunds.amount,
  });

/** What the customer paid for each part's items that are not rejected, in hundredths. */
export const keptItemsByPart = (db: Database | Tx, brandOrderIds: readonly number[]) =>
  centsByPart(db, brandOrderIds, {
    table: orderItems,
    part: orderItems.brandOrderId,
    amount: orderItems.subtotal,
    where: keptItem(orderItems.status),
  });

export type NewRefund = {
  orderId: number;
  brandOrderId: number;
  /** in hundredths, above 0 */
  amount: number;
  reference?: string | null;
  note?: string | null;
  recordedBy: number | null;
  /** who records it: the part must be one this side may mark refunded (decision 010) */
  actor: Actor;
  /**
   * the refund of a return whose goods came back (decision 026): the part need only be DELIVERED
   * or COMPLETED, whoever records it
   */
  returned?: boolean;
};

/**
 * Records a refund for a brand's part (the brand's route, acting as whoever calls it), in the
 * caller's transaction with the order's row locked, as every status change of it is: a refund
 * and the move to REFUNDED cannot cross. Only for a part that this side may mark refunded
 * (a brand: DELIVERED; an admin: DELIVERED or COMPLETED), else 422 refund_not_allowed; at most
 * what the customer paid for the part's items that are not rejected, less earlier refunds, else
 * 422 refund_too_large naming what is left.
 */
export async function recordRefund(tx: Tx, input: NewRefund): Promise<Refund> {
  const [order] = await tx
    .select({ method: orders.paymentMethod, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for('update');
  if (!order) throw new AppError('not_found');
  const [part] = await tx
    .select({ id: brandOrders.id, status: brandOrders.status })
    .from(brandOrders)
    .where(and(eq(brandOrders.id, input.brandOrderId), eq(brandOrders.orderId, input.orderId)));
  if (!part) throw new AppError('not_found');
  const allowed = input.returned
    ? part.status === 'DELIVERED' || part.status === 'COMPLETED'
    : mayMovePart(part.status, 'REFUNDED', input.actor, order);
  if (!allowed) throw new AppError('refund_not_allowed');
  const paid = (await keptItemsByPart(tx, [part.id])).get(part.id) ?? 0;
  const refunded = (await refundedByPart(tx, [part.id])).get(part.id) ?? 0;
  const left = Math.max(paid - refunded, 0);
  if (input.amount > left)
    throw AppError.withValues(
      'refund_too_large',
      { max: centsToDecimal(left) },
      { amount: 'refund_too_large' },
    );
  return insertRefund(tx, part.id, input);
}

/** What a refund route's body says (the amount in dinar), in hundredths, recorded by the caller. */
export const refundOfBody = (body: RecordRefund, recordedBy: number) => ({
  amount: toCents(body.amount),
  reference: body.reference,
  note: body.note,
  recordedBy,
});

/** A settlement is the order's refund: no part, recorded by the admin. */
export type RefundSettlement = Omit<NewRefund, 'brandOrderId' | 'actor'>;

/** Stores a refund row: of a part, or of the order itself (`brandOrderId` null). */
async function insertRefund(
  tx: Tx,
  brandOrderId: number | null,
  input: RefundSettlement,
): Promise<Refund> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: input.orderId,
      brandOrderId,
      amount: input.amount,
      reference: input.reference || null,
      note: input.note || null,
      recordedBy: input.recordedBy,
    })
    .returning();
  // a part's refund reverses the brand's sale in the ledger (decision 027)
  await recordRefundRecorded(tx, row!);
  return refundView(row!);
}

/**
 * The admin records money given back out of what the order owes (decision 015, "Admin: refund
 * due settled"): a refund of the order (no part), and `refund_due` lowered by it, with the order's
 * row locked so that no status change or other settlement crosses it. Nothing owed is 422
 * no_refund_due; more than is owed, 422 refund_due_exceeded naming what is. Once nothing is owed
 * and every part is cancelled or refunded, a paid order's payment status becomes REFUNDED.
 */
export async function settleRefundDue(tx: Tx, input: RefundSettlement): Promise<Refund> {
  const [order] = await tx
    .select({ refundDue: orders.refundDue, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for('update');
  if (!order) throw new AppError('not_found');
  if (order.refundDue <= 0) throw new AppError('no_refund_due');
  if (input.amount > order.refundDue)
    throw AppError.withValues(
      'refund_due_exceeded',
      { max: centsToDecimal(order.refundDue) },
      { amount: 'refund_due_exceeded' },
    );
  const refund = await insertRefund(tx, null, input);
  const refundDue = order.refundDue - input.amount;
  const parts = await tx
    .select({ status: brandOrders.status })
    .from(brandOrders)
    .where(eq(brandOrders.orderId, input.orderId));
  const settled =
    refundDue === 0 &&
    order.paymentStatus === 'PAID' &&
    parts.every((part) => FINAL_STATUSES.includes(part.status));
  await tx
    .update(orders)
    .set({
      refundDue,
      ...(settled ? { paymentStatus: 'REFUNDED' as const } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, input.orderId));
  return refund;
}

/** Every refund of these orders (parts' and settlements), oldest first, by order id. */
export async function refundsOfOrders(
  db: Database | Tx,
  orderIds: readonly number[],
): Promise<Map<number, Refund[]>> {
  const byOrder = new Map<number, Refund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(refundView(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** The refunds of one part, oldest first. */
export async function listRefunds(db: Database, brandOrderId: number): Promise<Refund[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.brandOrderId, brandOrderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(refundView);
}

function refundView(row: typeof refunds.$inferSelect): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    brandOrderId: row.brandOrderId,
    amount: centsToNumber(row.amount),
    reference: row.reference,
    note: row.note,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
