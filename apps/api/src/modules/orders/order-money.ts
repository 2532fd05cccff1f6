import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toCents } from '@souk/shared/money';
import {
  RECEIVED_PAYMENT_STATUSES,
  orderMoney,
  partMoney,
  type MoneyFigures,
  type MoneyLine,
} from '@souk/shared/order-money';
import { brandOrders, orderItems, orders, payments, refunds } from '../../db/schema/commerce';
import type { Database, Tx } from '../../db/client';

/**
 * The money figures of orders read from the database once (decision 029): the rules are
 * packages/shared/src/order-money.ts; this feeds them the order, its parts, its items and its
 * recorded refunds and card payments. readOrders (every order answer) and the invoice read their figures here.
 */

type OrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'paymentMethod' | 'paymentStatus' | 'total' | 'shippingCost' | 'refundDue'
>;
type PartRow = Pick<typeof brandOrders.$inferSelect, 'id' | 'orderId' | 'brandId' | 'status'>;
type ItemRow = Pick<
  typeof orderItems.$inferSelect,
  'orderId' | 'brandOrderId' | 'subtotal' | 'status'
>;

/**
 * What was recorded for each order (hundredths): its refunds, in all and per part, and the card
 * payments the gateway confirmed.
 */
export type RecordedRefunds = Map<
  number,
  { total: number; byPart: Map<number, number>; cardPayments: number }
>;

export async function recordedRefunds(
  db: Database | Tx,
  orderIds: readonly number[],
): Promise<RecordedRefunds> {
  const found: RecordedRefunds = new Map();
  if (orderIds.length === 0) return found;
  const [rows, paid] = await Promise.all([
    db
      .select({
        orderId: refunds.orderId,
        brandOrderId: refunds.brandOrderId,
        total: sql<string>`sum(${refunds.amount})::text`,
      })
      .from(refunds)
      .where(inArray(refunds.orderId, [...orderIds]))
      .groupBy(refunds.orderId, refunds.brandOrderId),
    db
      .select({ orderId: payments.orderId, total: sql<string>`sum(${payments.amount})::text` })
      .from(payments)
      .where(
        and(
          inArray(payments.orderId, [...orderIds]),
          inArray(payments.status, [...RECEIVED_PAYMENT_STATUSES]),
        ),
      )
      .groupBy(payments.orderId),
  ]);
  const entryOf = (orderId: number) => {
    const entry = found.get(orderId) ?? {
      total: 0,
      byPart: new Map<number, number>(),
      cardPayments: 0,
    };
    found.set(orderId, entry);
    return entry;
  };
  for (const row of rows) {
    const cents = toCents(row.total);
    const entry = entryOf(row.orderId);
    entry.total += cents;
    if (row.brandOrderId !== null) entry.byPart.set(row.brandOrderId, cents);
  }
  for (const row of paid) entryOf(row.orderId).cardPayments = toCents(row.total);
  return found;
}

export type OrderMoneyFigures = {
  /** the whole order's */
  order: MoneyFigures;
  /** each part's, by its id */
  parts: Map<number, MoneyFigures>;
};

/** The figures of one order from its rows (hundredths), the order's and each part's. */
export function moneyOfOrder(
  order: OrderRow,
  parts: readonly PartRow[],
  items: readonly ItemRow[],
  refunded: RecordedRefunds,
): OrderMoneyFigures {
  const lines: MoneyLine[] = items
    .filter((item) => item.orderId === order.id)
    .map((item) => ({ partId: item.brandOrderId, subtotal: item.subtotal, status: item.status }));
  const own = parts.filter((part) => part.orderId === order.id);
  const recorded = refunded.get(order.id);
  const payment = { paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus };
  return {
    order: orderMoney({
      ...payment,
      total: order.total,
      cardPayments: recorded?.cardPayments ?? 0,
      shippingCost: order.shippingCost,
      parts: own,
      lines,
      refundDue: order.refundDue,
      refunded: recorded?.total ?? 0,
    }),
    parts: new Map(
      own.map((part) => [
        part.id,
        partMoney({
          ...payment,
          part,
          lines: lines.filter((line) => line.partId === part.id),
          refunded: recorded?.byPart.get(part.id) ?? 0,
        }),
      ]),
    ),
  };
}

/**
 * The figures of one order straight from the database (hundredths), for the invoice and mails:
 * the order's, and each part's with its brand. Null for an order that does not exist.
 */
export async function readOrderMoney(
  db: Database | Tx,
  orderId: number,
): Promise<{
  order: MoneyFigures;
  parts: { id: number; brandId: number; money: MoneyFigures }[];
} | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [parts, items, refunded] = await Promise.all([
    db
      .select({
        id: brandOrders.id,
        orderId: brandOrders.orderId,
        brandId: brandOrders.brandId,
        status: brandOrders.status,
      })
      .from(brandOrders)
      .where(eq(brandOrders.orderId, orderId))
      .orderBy(asc(brandOrders.id)),
    db
      .select({
        orderId: orderItems.orderId,
        brandOrderId: orderItems.brandOrderId,
        subtotal: orderItems.subtotal,
        status: orderItems.status,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId)),
    recordedRefunds(db, [orderId]),
  ]);
  const figures = moneyOfOrder(order, parts, items, refunded);
  return {
    order: figures.order,
    parts: parts.map((part) => ({
      id: part.id,
      brandId: part.brandId,
      money: figures.parts.get(part.id)!,
    })),
  };
}
