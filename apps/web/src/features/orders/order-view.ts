import type { OrderStatus } from '@souk/shared/constants';
import { centsToNumber, toCents } from '@souk/shared/money';
import type { Order } from '@souk/shared/responses/orders';

/**
 * What the order history shows of the customer's orders (storefront §2 "Order history"): the
 * period filter, the sort, the metric cards and totals above 1000 with a k.
 */

/** spec: storefront §2 — last 30 days, 6 months = 180 days, 12 months = 360 days. */
export const PERIODS = { all: null, days30: 30, days180: 180, days360: 360 } as const;
export type Period = keyof typeof PERIODS;
export const isPeriod = (value: string): value is Period => value in PERIODS;

export const SORTS = ['newest', 'oldest'] as const;
export type SortOrder = (typeof SORTS)[number];
export const isSort = (value: string): value is SortOrder =>
  (SORTS as readonly string[]).includes(value);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The orders placed within the period before `now`, sorted as asked. */
export function visibleOrders<O extends Pick<Order, 'id' | 'orderDate'>>(
  orders: readonly O[],
  period: Period,
  sort: SortOrder,
  now: number = Date.now(),
): O[] {
  const days = PERIODS[period];
  const since = days === null ? -Infinity : now - days * DAY_MS;
  const sign = sort === 'newest' ? -1 : 1;
  return orders
    .filter((order) => Date.parse(order.orderDate) >= since)
    .sort(
      (a, b) => sign * (Date.parse(a.orderDate) - Date.parse(b.orderDate)) || sign * (a.id - b.id),
    );
}

const DONE: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED'];
const MOVING: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'SHIPPED'];

/** Delivered (or completed) orders offer Buy Again and the invoice (storefront §2). */
export const isDelivered = (order: Pick<Order, 'status'>) => DONE.includes(order.status);

export type OrderMetrics = { orders: number; spent: number; delivered: number; inProgress: number };

/**
 * The metric cards: how many orders, what they cost (what is owed for what is delivered or still
 * coming: a cancelled order or a rejected item counts nothing), how many arrived and how many are
 * on their way.
 */
export function orderMetrics(orders: readonly Pick<Order, 'status' | 'money'>[]): OrderMetrics {
  return {
    orders: orders.length,
    // decision 029: the rows' amounts due, so the rows and the total add up
    spent: centsToNumber(orders.reduce((sum, order) => sum + toCents(order.money.amountDue), 0)),
    delivered: orders.filter(isDelivered).length,
    inProgress: orders.filter((order) => MOVING.includes(order.status)).length,
  };
}

/** spec: storefront §2 — a total above 1000 shows with a k ("1.25k dt"); null otherwise. */
/** How many units the order holds. */
export const unitCount = (order: Pick<Order, 'items'>) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);
