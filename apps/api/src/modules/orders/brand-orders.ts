import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@souk/shared/constants';
import { centsToNumber, toCents } from '@souk/shared/money';
import { toPage } from '@souk/shared/api';
import {
  BRAND_ROW_ORDER_FIELDS,
  type BrandOrderMetrics,
  type BrandOrderRow,
  type BrandOrdersPage,
  type BrandOrdersReport,
} from '@souk/shared/responses/brand-orders';
import type { Order, OrderItem } from '@souk/shared/responses/orders';
import type { BrandOrderFilter, BrandOrdersQuery } from '@souk/shared/schemas/brand-orders';
import { users } from '../../db/schema/accounts';
import { brandOrders, orderItems, orders } from '../../db/schema/commerce';
import { queryRows, type Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageRows } from '../../lib/sql-paging';
import { customerName, orderSearch } from './order-search';
import { readOrders } from './order-service';
import { isKeptItem } from './order-rules';
import { COUNTED_ORDER, EARNED_ITEM, keptItem, partWorth } from './part-amounts';
import { refundedByPart } from './refunds';

/**
 * The brand dashboard's orders (dashboards §2 "Brand screens: Orders", §3 "Order", "Brand orders
 * report", §7 "Orders"; decision 015): a brand's parts of orders, a page at a time, read through
 * readOrders scoped to the brand — never another brand's items or amounts.
 */

/** The viewer readOrders scopes to the brand's part (an admin reads as that brand). */
const asBrand = (brandId: number) => ({ role: 'BRAND' as const, brandId });

/** spec: dashboards §2 — the screen's status filter ("delivered" counts completed parts too). */
const FILTER_STATUSES: Record<Exclude<BrandOrderFilter, 'all'>, OrderStatus[]> = {
  pending: ['PENDING'],
  processing: ['PROCESSING'],
  shipped: ['SHIPPED'],
  delivered: ['DELIVERED', 'COMPLETED'],
  cancelled: ['CANCELLED'],
  refunded: ['REFUNDED'],
};

/** What the brand earns from a part: its items that are not rejected (part-amounts.ts). */
const partEarnings = partWorth(brandOrders.id);

const SORTS: Record<string, { by: SQL | typeof brandOrders.createdAt; asc: boolean }> = {
  // a part is created with its order: the brand's (brand_id, created_at) index pages it
  orderDate: { by: brandOrders.createdAt, asc: false },
  orderNumber: { by: sql`${orders.orderNumber}`, asc: true },
  customerName: { by: customerName, asc: true },
  total: { by: partEarnings, asc: false },
  status: { by: sql`${brandOrders.status}`, asc: true },
};

/**
 * GET /orders/brand/{brandId}/paged: the page of the brand's parts, sorted and filtered in SQL,
 * then read with readOrders (scoped); and the metric cards over all its parts.
 */
export async function listBrandOrders(
  db: Database,
  brandId: number,
  query: BrandOrdersQuery,
  paymentTimeoutMinutes: number,
): Promise<BrandOrdersPage> {
  // an unknown sortBy (even "constructor") falls back to the order date
  const sortBy = query.sortBy ?? 'orderDate';
  const sort = Object.hasOwn(SORTS, sortBy) ? SORTS[sortBy]! : SORTS.orderDate!;
  const ascending = query.direction ? query.direction === 'asc' : sort.asc;
  const direction = ascending ? asc : desc;
  const ofCustomer = query.customerId ? eq(orders.customerId, query.customerId) : undefined;
  const where = and(
    eq(brandOrders.brandId, brandId),
    query.status && query.status !== 'all'
      ? inArray(brandOrders.status, FILTER_STATUSES[query.status])
      : undefined,
    ofCustomer,
    orderSearch(query.search),
  );
  const [{ rows, total }, metrics] = await Promise.all([
    pageRows(
      db
        .select({ orderId: brandOrders.orderId })
        .from(brandOrders)
        .innerJoin(orders, eq(orders.id, brandOrders.orderId))
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(where)
        .orderBy(direction(sort.by), direction(brandOrders.id))
        .$dynamic(),
      db
        .select({ n: count() })
        .from(brandOrders)
        .innerJoin(orders, eq(orders.id, brandOrders.orderId))
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(where),
      query,
    ),
    brandOrderMetrics(db, brandId, query.customerId),
  ]);
  const content = await readBrandOrderRows(
    db,
    brandId,
    rows.map((row) => row.orderId),
    paymentTimeoutMinutes,
  );
  return { ...toPage(content, total, query.page, query.size), metrics };
}

/** The brand's parts of these orders as rows, in the order of `orderIds`. */
export async function readBrandOrderRows(
  db: Database,
  brandId: number,
  orderIds: readonly number[],
  paymentTimeoutMinutes: number,
): Promise<BrandOrderRow[]> {
  const read = await readOrders(db, orderIds, asBrand(brandId), paymentTimeoutMinutes);
  const own = read.filter((order) => order.brandOrders.length > 0);
  const refunded = await refundedByPart(
    db,
    own.map((order) => order.brandOrders[0]!.id),
  );
  return own.map((order) => {
    const part = order.brandOrders[0]!;
    const kept = earningsOf(order.items);
    const refundedCents = refunded.get(part.id) ?? 0;
    return {
      ...orderFields(order),
      id: order.id,
      brandOrderId: part.id,
      status: part.status,
      processedDate: part.processedDate,
      shippedDate: part.shippedDate,
      deliveredDate: part.deliveredDate,
      cancelledDate: part.cancelledDate,
      refundedDate: part.refundedDate,
      subtotal: part.subtotal,
      shippingCost: 0,
      discount: 0,
      total: centsToNumber(kept),
      refundedAmount: centsToNumber(refundedCents),
      refundableAmount: centsToNumber(Math.max(kept - refundedCents, 0)),
      money: part.money,
      items: order.items,
    };
  });
}

/** The order's own fields of a brand's row (BRAND_ROW_ORDER_FIELDS), as readOrders wrote them. */
function orderFields(order: Order) {
  const fields = Object.keys(BRAND_ROW_ORDER_FIELDS) as (keyof typeof BRAND_ROW_ORDER_FIELDS)[];
  return Object.fromEntries(fields.map((field) => [field, order[field]])) as Pick<
    Order,
    (typeof fields)[number]
  >;
}

/** What a part earns, in hundredths: its items that are not rejected (as `partWorth`). */
function earningsOf(items: readonly OrderItem[]): number {
  return items
    .filter((item) => isKeptItem(item.status))
    .reduce((sum, item) => sum + toCents(item.subtotal), 0);
}

/** One order's row for the brand, or 404 when the order has no part of this brand. */
export async function getBrandOrderRow(
  db: Database,
  brandId: number,
  orderId: number,
  paymentTimeoutMinutes: number,
): Promise<BrandOrderRow> {
  const [row] = await readBrandOrderRows(db, brandId, [orderId], paymentTimeoutMinutes);
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET /orders/brand/{brandId}/order/{orderId}/items: the brand's items of the order. */
export async function brandOrderItems(
  db: Database,
  brandId: number,
  orderId: number,
  paymentTimeoutMinutes: number,
): Promise<OrderItem[]> {
  const [order] = await readOrders(db, [orderId], asBrand(brandId), paymentTimeoutMinutes);
  if (!order || order.brandOrders.length === 0) throw new AppError('not_found');
  return order.items;
}

/** The brand's part of an order, or 404 (another brand's order reads as one that does not exist). */
export async function brandPartOf(db: Database, brandId: number, orderId: number) {
  const [part] = await db
    .select({ id: brandOrders.id, orderId: brandOrders.orderId })
    .from(brandOrders)
    .where(and(eq(brandOrders.orderId, orderId), eq(brandOrders.brandId, brandId)));
  if (!part) throw new AppError('not_found');
  return part;
}

/**
 * The metric cards (responses/brand-orders.ts says what each is), one aggregate over the brand's
 * parts that are orders, with the reports' words (part-amounts.ts): the overview counts alike.
 */
export async function brandOrderMetrics(
  db: Database,
  brandId: number,
  customerId?: number,
): Promise<BrandOrderMetrics> {
  const ofCustomer = customerId ? sql`and o.customer_id = ${customerId}` : sql``;
  const count = (statuses: OrderStatus[]) =>
    sql.raw(
      `(count(*) filter (where bo.status in (${statuses.map((s) => `'${s}'`).join(', ')})))::int`,
    );
  const [row] = await queryRows<Omit<BrandOrderMetrics, 'deliveredRevenue'> & { earned: string }>(
    db,
    sql`
      select
        count(*)::int as "totalOrders",
        ${count(['PENDING', 'PROCESSING'])} as "pendingOrders",
        ${count(['SHIPPED'])} as "shippedOrders",
        ${count(['DELIVERED', 'COMPLETED'])} as "deliveredOrders",
        ${count(['CANCELLED'])} as "cancelledOrders",
        ${count(['REFUNDED'])} as "refundedOrders",
        coalesce(sum((
          select sum(oi.subtotal) from order_items oi
          where oi.brand_order_id = bo.id and ${EARNED_ITEM}
        )), 0)::text as earned
      from brand_orders bo
      join orders o on o.id = bo.order_id
      where bo.brand_id = ${brandId} and ${COUNTED_ORDER} ${ofCustomer}
    `,
  );
  const { earned, ...counts } = row!;
  return {
    totalOrders: Number(counts.totalOrders),
    pendingOrders: Number(counts.pendingOrders),
    shippedOrders: Number(counts.shippedOrders),
    deliveredOrders: Number(counts.deliveredOrders),
    cancelledOrders: Number(counts.cancelledOrders),
    refundedOrders: Number(counts.refundedOrders),
    deliveredRevenue: centsToNumber(toCents(earned)),
  };
}

/**
 * GET /reports/orders/brand/{id}/confirmed-shipped (dashboards §3 "Brand orders report"; the
 * definitions are in responses/brand-orders.ts): one aggregate over the brand's parts.
 */
export async function brandOrdersReport(db: Database, brandId: number): Promise<BrandOrdersReport> {
  const [row] = await queryRows<{
    confirmedOrders: number;
    confirmedUnits: number;
    confirmedValue: string;
    shippedOrders: number;
    shippedUnits: number;
    shippedValue: string;
  }>(
    db,
    sql`
    with parts as (
      select ${brandOrders.status} as status,
        bool_or(${orderItems.status} = 'ACCEPTED') as accepted,
        coalesce(sum(${orderItems.subtotal}) filter (where ${keptItem(orderItems.status)}), 0) as kept,
        coalesce(sum(${orderItems.quantity}) filter (where ${keptItem(orderItems.status)}), 0) as units
      from ${brandOrders}
      join ${orderItems} on ${orderItems.brandOrderId} = ${brandOrders.id}
      where ${brandOrders.brandId} = ${brandId}
      group by ${brandOrders.id}, ${brandOrders.status}
    ), judged as (
      select kept, units,
        (status = 'PROCESSING' or (status = 'PENDING' and accepted)) as confirmed,
        status in ('SHIPPED', 'DELIVERED', 'COMPLETED') as shipped
      from parts
    )
    select
      (count(*) filter (where confirmed))::int as "confirmedOrders",
      coalesce(sum(units) filter (where confirmed), 0)::int as "confirmedUnits",
      coalesce(sum(kept) filter (where confirmed), 0)::text as "confirmedValue",
      (count(*) filter (where shipped))::int as "shippedOrders",
      coalesce(sum(units) filter (where shipped), 0)::int as "shippedUnits",
      coalesce(sum(kept) filter (where shipped), 0)::text as "shippedValue"
    from judged`,
  );
  return {
    confirmedOrders: Number(row!.confirmedOrders),
    shippedOrders: Number(row!.shippedOrders),
    totalConfirmedCount: Number(row!.confirmedUnits),
    totalConfirmedValue: centsToNumber(toCents(row!.confirmedValue)),
    totalShippedCount: Number(row!.shippedUnits),
    totalShippedValue: centsToNumber(toCents(row!.shippedValue)),
  };
}
