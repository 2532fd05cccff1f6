import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderItemStatus, OrderStatus, PaymentStatus } from '@souk/shared/constants';
import { products } from '../../db/schema/catalogue';
import { brandOrders, orderItems, orders, payments } from '../../db/schema/commerce';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { orderStatusChanged, productChanged, productStateColumns } from '../alerts/triggers';
import {
  amountDueCents,
  deriveOrderStatus,
  mayMoveItem,
  mayMovePart,
  partsToMove,
  paymentStatusAfter,
  refundDueAdded,
  transitionError,
  type Actor,
} from './order-rules';
import { deliversGoods, issueInvoice } from './invoices';
import { refundedByPart } from './refunds';
import { recordPartsMoved } from '../payouts/ledger';

/**
 * The one place where an order's statuses change (decision 010): the customer's cancel, a
 * brand's and an admin's status updates, item decisions, payments and the expiry of unpaid orders
 * all come here, inside the caller's transaction, with the order's row locked.
 */

/** What changed, for the emails sent once the transaction has committed. */
export type OrderChange = {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  paymentFrom: PaymentStatus;
  paymentTo: PaymentStatus;
  refundDue: number;
  /** the brands' parts whose status moved (the customer hears of them: decision 011) */
  parts: Array<{ brandId: number; from: OrderStatus; to: OrderStatus }>;
  /** an item a brand accepted or rejected (the customer hears of it too: decision 015) */
  items: ItemDecided[];
  /** references of payments withdrawn by the change, to withdraw at the gateway once committed */
  withdrawn: string[];
};

export type ItemDecided = {
  itemId: number;
  brandId: number;
  productName: string;
  to: Exclude<OrderItemStatus, 'PENDING'>;
  reason: string | null;
};

type Who = { actor: Actor; brandId?: number | null };

const PART_DATE: Partial<Record<OrderStatus, keyof typeof brandOrders.$inferSelect>> = {
  PROCESSING: 'processedDate',
  SHIPPED: 'shippedDate',
  DELIVERED: 'deliveredDate',
  CANCELLED: 'cancelledDate',
  REFUNDED: 'refundedDate',
};

/** The dates a step records, with the earlier steps it implies when they were skipped. */
function datesFor(
  to: OrderStatus,
  current: { processedDate: Date | null; shippedDate: Date | null; deliveredDate: Date | null },
  now: Date,
) {
  const dates: Record<string, Date> = {};
  const reached = ['PROCESSING', 'SHIPPED', 'DELIVERED', 'COMPLETED'] as const;
  const index = reached.indexOf(to as (typeof reached)[number]);
  if (index >= 0) {
    if (!current.processedDate) dates.processedDate = now;
    if (index >= 1 && !current.shippedDate) dates.shippedDate = now;
    if (index >= 2 && !current.deliveredDate) dates.deliveredDate = now;
  } else {
    const column = PART_DATE[to];
    if (column) dates[column] = now;
  }
  return dates;
}

async function lockOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('not_found');
  return order;
}

async function partsOf(tx: Database | Tx, orderId: number) {
  return tx
    .select()
    .from(brandOrders)
    .where(eq(brandOrders.orderId, orderId))
    .orderBy(asc(brandOrders.id));
}

async function itemsOf(tx: Database | Tx, orderId: number) {
  return tx
    .select({
      id: orderItems.id,
      brandOrderId: orderItems.brandOrderId,
      brandId: orderItems.brandId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      subtotal: orderItems.subtotal,
      status: orderItems.status,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

type Part = Awaited<ReturnType<typeof partsOf>>[number];
type Item = Awaited<ReturnType<typeof itemsOf>>[number];

function amountDue(parts: readonly Part[], items: readonly Item[], shippingCost: number): number {
  const partStatus = new Map(parts.map((part) => [part.id, part.status]));
  return amountDueCents(
    items.map((item) => ({
      subtotal: item.subtotal,
      itemStatus: item.status,
      partStatus: partStatus.get(item.brandOrderId) ?? 'CANCELLED',
    })),
    shippingCost,
  );
}

/**
 * Units of these items go back on their products' shelves (deleted products are skipped); also
 * the units of a return once its goods are received (decision 026).
 */
export async function restock(
  tx: Tx,
  items: ReadonlyArray<Pick<Item, 'productId' | 'status' | 'quantity'>>,
): Promise<void> {
  const byProduct = new Map<number, number>();
  for (const item of items) {
    if (item.productId === null || item.status === 'REJECTED') continue;
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + item.quantity);
  }
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a - b)) {
    const [after] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning(productStateColumns);
    // back in stock for whoever waits for it (decision 011)
    if (after) await productChanged(tx, { ...after, quantity: after.quantity - quantity }, after);
  }
}

/**
 * After a change of parts or items: the order's derived status and dates, its payment status and
 * what is owed back. Money already received that is no longer due is added to refund_due.
 */
async function settle(
  tx: Tx,
  order: typeof orders.$inferSelect,
  partsBefore: readonly Part[],
  dueBefore: number,
  now: Date,
  news: {
    /** refunds already recorded for the parts that moved to REFUNDED: not owed again */
    alreadyRefunded?: number;
    /** the change moves parts to REFUNDED */
    refundedParts?: boolean;
    items?: ItemDecided[];
  } = {},
): Promise<OrderChange> {
  const parts = await partsOf(tx, order.id);
  const items = await itemsOf(tx, order.id);
  const status = deriveOrderStatus(parts.map((part) => part.status));
  const payment = { method: order.paymentMethod, status: order.paymentStatus };
  const paymentStatus = paymentStatusAfter(payment, status);
  const dueAfter = amountDue(parts, items, order.shippingCost);
  // A part reaches REFUNDED only from DELIVERED or COMPLETED: on a cash order its cash was collected
  // at its delivery, though the order's payment status waits for the other parts.
  const received =
    order.paymentStatus === 'PAID' ||
    (order.paymentMethod === 'ON_DELIVERY' && news.refundedParts === true);
  const refundDue =
    order.refundDue + refundDueAdded(dueBefore, dueAfter, received, news.alreadyRefunded);
  const dates = status === order.status ? {} : datesFor(status, order, now);
  // An unpaid order that ends, or whose amount changed, takes no payment made for it before.
  const unpaid = paymentStatus !== 'PAID' && paymentStatus !== 'REFUNDED';
  const withdrawn =
    unpaid && (status === 'CANCELLED' || dueAfter !== dueBefore)
      ? await withdrawPayments(tx, order.id, now)
      : [];
  await tx
    .update(orders)
    .set({
      status,
      paymentStatus,
      refundDue,
      ...dates,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  const statusBefore = new Map(partsBefore.map((part) => [part.id, part.status]));
  const movedParts = parts
    .filter((part) => statusBefore.get(part.id) !== part.status)
    .map((part) => ({ brandId: part.brandId, from: statusBefore.get(part.id)!, to: part.status }));
  // the customer's order_status alert, in this transaction (decision 011)
  await orderStatusChanged(
    tx,
    {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerId: order.customerId,
      from: order.status,
      to: status,
      parts: movedParts,
      items: news.items ?? [],
    },
    now,
  );
  return {
    orderId: order.id,
    from: order.status,
    to: status,
    paymentFrom: order.paymentStatus,
    paymentTo: paymentStatus,
    refundDue,
    parts: movedParts,
    items: news.items ?? [],
    withdrawn,
  };
}

/**
 * The order's payments that could still be paid (open, or declined and open to another card) are
 * withdrawn (decision 024): answers their references, for the gateway.
 */
export async function withdrawPayments(
  tx: Tx,
  orderId: number,
  now: Date,
  keep?: number,
): Promise<string[]> {
  const rows = await tx
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['PENDING', 'FAILED']),
        keep === undefined ? undefined : ne(payments.id, keep),
      ),
    )
    .returning({ paymentRef: payments.paymentRef });
  return rows.map((row) => row.paymentRef);
}

/** What the order still asks to be paid now, in hundredths (what a new payment is made for). */
export async function payableAmount(tx: Database | Tx, orderId: number): Promise<number> {
  const [order] = await tx
    .select({ shippingCost: orders.shippingCost })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError('not_found');
  const [parts, items] = await Promise.all([partsOf(tx, orderId), itemsOf(tx, orderId)]);
  return amountDue(parts, items, order.shippingCost);
}

/**
 * Moves an order to `to`: every open part for the customer and the admin (all or nothing), only
 * its own part for a brand. A move the rules forbid is 422 invalid_status_transition.
 */
export async function changeOrderStatus(
  tx: Tx,
  orderId: number,
  to: OrderStatus,
  who: Who,
  now = new Date(),
): Promise<OrderChange> {
  const order = await lockOrder(tx, orderId);
  const parts = await partsOf(tx, orderId);
  const items = await itemsOf(tx, orderId);
  const payment = { method: order.paymentMethod, status: order.paymentStatus };
  let moving: Part[];
  if (who.actor === 'BRAND') {
    const own = parts.find((part) => part.brandId === who.brandId);
    if (!own) throw new AppError('not_found');
    if (!mayMovePart(own.status, to, 'BRAND', payment)) throw transitionError(own.status, to);
    moving = [own];
  } else {
    moving = partsToMove(parts, to, who.actor, payment);
  }
  // spec: dashboards §4 — marking refunded requires the refund to have been recorded first
  let alreadyRefunded = 0;
  if (to === 'REFUNDED') {
    const recorded = await refundedByPart(
      tx,
      moving.map((part) => part.id),
    );
    if (moving.some((part) => !recorded.get(part.id))) throw new AppError('refund_not_recorded');
    alreadyRefunded = moving.reduce((sum, part) => sum + recorded.get(part.id)!, 0);
  }
  const dueBefore = amountDue(parts, items, order.shippingCost);
  for (const part of moving) {
    await tx
      .update(brandOrders)
      .set({ status: to, ...datesFor(to, part, now), updatedAt: now })
      .where(eq(brandOrders.id, part.id));
    if (to === 'CANCELLED')
      await restock(
        tx,
        items.filter((i) => i.brandOrderId === part.id),
      );
    // delivered goods get their numbered invoice in this transaction (decision 028)
    if (deliversGoods(to)) await issueInvoice(tx, orderId, part.id, now);
  }
  // a delivery records the brand's sale, a refunded part reverses it (decision 027)
  await recordPartsMoved(
    tx,
    moving.map((part) => part.id),
    to,
  );
  return settle(tx, order, parts, dueBefore, now, {
    alreadyRefunded,
    refundedParts: to === 'REFUNDED',
  });
}

/**
 * A brand's (or an admin's) decision on one item. A rejection needs a reason and gives the units
 * back; a part whose items are all rejected is cancelled.
 */
export async function changeItemStatus(
  tx: Tx,
  itemId: number,
  to: OrderItemStatus,
  who: Who & { reason?: string | null },
  now = new Date(),
): Promise<OrderChange> {
  const [target] = await tx
    .select({ orderId: orderItems.orderId, brandId: orderItems.brandId })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  if (!target || (who.actor === 'BRAND' && target.brandId !== who.brandId))
    throw new AppError('not_found');
  if (to === 'REJECTED' && !who.reason?.trim())
    throw new AppError('validation_failed', undefined, {
      rejectionReason: 'rejection_reason_required',
    });
  const order = await lockOrder(tx, target.orderId);
  const parts = await partsOf(tx, order.id);
  const items = await itemsOf(tx, order.id);
  const item = items.find((candidate) => candidate.id === itemId)!;
  const part = parts.find((candidate) => candidate.id === item.brandOrderId)!;
  if (!mayMoveItem(item.status, to, part.status)) throw transitionError(item.status, to);
  const dueBefore = amountDue(parts, items, order.shippingCost);
  const reason = to === 'REJECTED' ? who.reason!.trim() : null;
  await tx
    .update(orderItems)
    .set({
      status: to,
      rejectionReason: reason,
      updatedAt: now,
    })
    .where(eq(orderItems.id, itemId));
  if (to === 'REJECTED') {
    await restock(tx, [item]);
    const others = items.filter((i) => i.brandOrderId === part.id && i.id !== itemId);
    if (others.every((other) => other.status === 'REJECTED')) {
      await tx
        .update(brandOrders)
        .set({ status: 'CANCELLED', cancelledDate: now, updatedAt: now })
        .where(eq(brandOrders.id, part.id));
    }
  }
  // mayMoveItem lets an item reach ACCEPTED or REJECTED only
  const decided: ItemDecided = {
    itemId,
    brandId: item.brandId,
    productName: item.productName,
    to: to as ItemDecided['to'],
    reason,
  };
  return settle(tx, order, parts, dueBefore, now, { items: [decided] });
}

/**
 * The gateway confirmed a payment of `amount` hundredths for the order (the caller has marked
 * that payment row PAID, once). Only an order still waiting for its payment becomes paid (its
 * other payments are withdrawn); money it does not need — more than is due, or any money for an
 * order cancelled, expired or already paid — is owed back, and the admins are alerted (decision
 * 024).
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: number,
  amount: number,
  /** the payment that brought the money (kept; the order's others are withdrawn) */
  paymentId?: number,
  now = new Date(),
): Promise<OrderChange & { notPayable: boolean; unwanted: number }> {
  const order = await lockOrder(tx, orderId);
  const payable =
    order.paymentMethod === 'ONLINE' &&
    order.status !== 'CANCELLED' &&
    (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED');
  const parts = await partsOf(tx, orderId);
  const items = await itemsOf(tx, orderId);
  const due = payable ? amountDue(parts, items, order.shippingCost) : 0;
  const unwanted = Math.max(amount - due, 0);
  const refundDue = order.refundDue + unwanted;
  const paymentStatus = payable ? 'PAID' : order.paymentStatus;
  await tx
    .update(orders)
    .set({ paymentStatus, refundDue, updatedAt: now })
    .where(eq(orders.id, orderId));
  const withdrawn = payable ? await withdrawPayments(tx, orderId, now, paymentId) : [];
  return {
    notPayable: !payable,
    unwanted,
    orderId,
    from: order.status,
    to: order.status,
    paymentFrom: order.paymentStatus,
    paymentTo: paymentStatus,
    refundDue,
    parts: [],
    items: [],
    withdrawn,
  };
}

/** A declined attempt: the order waits for another one until it expires. */
export async function markPaymentFailed(tx: Tx, orderId: number, now = new Date()): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'FAILED', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'PENDING')));
}

/** Online orders still waiting for their payment that were placed before `before`. */
export async function overdueOnlineOrders(db: Database | Tx, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'ONLINE'),
        eq(orders.status, 'PENDING'),
        inArray(orders.paymentStatus, ['PENDING', 'FAILED']),
        sql`${orders.createdAt} < ${before.toISOString()}`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(500);
  return rows.map((row) => row.id);
}

/** The system cancels an unpaid online order, if it is still unpaid and untouched. */
export async function expireOrder(tx: Tx, orderId: number, now = new Date()) {
  const order = await lockOrder(tx, orderId);
  const waiting =
    order.paymentMethod === 'ONLINE' &&
    order.status === 'PENDING' &&
    (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED');
  if (!waiting) return null;
  return changeOrderStatus(tx, orderId, 'CANCELLED', { actor: 'SYSTEM' }, now);
}
