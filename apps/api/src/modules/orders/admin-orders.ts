import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toPage } from '@souk/shared/api';
import { centsToNumber, toCents } from '@souk/shared/money';
import type {
  AdminOrder,
  AdminOrderInsights,
  AdminOrdersPage,
} from '@souk/shared/responses/admin-orders';
import type { AdminOrderSort, AdminOrdersQuery } from '@souk/shared/schemas/admin-orders';
import { users } from '../../db/schema/accounts';
import { orders } from '../../db/schema/commerce';
import { queryRows, type Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageRows } from '../../lib/sql-paging';
import { customerName, orderSearch } from './order-search';
import { readOrders } from './order-service';
import { EARNED_ITEM } from './part-amounts';
import { keptItemsByPart, refundsOfOrders } from './refunds';

/**
 * The admin dashboard's orders (dashboards §2 "Orders", §3 "Order", §7 "Orders"; decisions 010
 * and 015): every order, a page at a time, sorted, filtered and searched in SQL, then read whole
 * with readOrders, each brand's part with its refunds; and the metric cards over all orders.
 */

const ADMIN = { role: 'ADMIN' as const, brandId: null };

/** Each sortable column (an enum of the query schema: nothing else reaches the SQL). */
const SORTS: Record<AdminOrderSort, AnyPgColumn | SQL> = {
  // orders_created_idx pages the default sort
  createdAt: orders.createdAt,
  orderDate: orders.orderDate,
  orderNumber: orders.orderNumber,
  customerName,
  total: orders.total,
  status: sql`${orders.status}`,
};

/** GET /orders/paged: the page of orders and the insights over all of them. */
export async function listAdminOrders(
  db: Database,
  query: AdminOrdersQuery,
  paymentTimeoutMinutes: number,
): Promise<AdminOrdersPage> {
  const direction = query.direction === 'asc' ? asc : desc;
  const where = and(
    query.status && query.status !== 'ALL' ? eq(orders.status, query.status) : undefined,
    orderSearch(query.search),
  );
  const [{ rows, total }, insights] = await Promise.all([
    pageRows(
      db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(where)
        .orderBy(direction(SORTS[query.sortBy]), direction(orders.id))
        .$dynamic(),
      db
        .select({ n: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(where),
      query,
    ),
    adminOrderInsights(db),
  ]);
  const content = await readAdminOrders(
    db,
    rows.map((row) => row.id),
    paymentTimeoutMinutes,
  );
  return { ...toPage(content, total, query.page, query.size), insights };
}

/**
 * These orders as the admin reads them, in the order of `ids`: readOrders' whole order, each
 * part with what was refunded for it and what may still be, and every refund of the order.
 */
export async function readAdminOrders(
  db: Database,
  ids: readonly number[],
  paymentTimeoutMinutes: number,
): Promise<AdminOrder[]> {
  const read = await readOrders(db, ids, ADMIN, paymentTimeoutMinutes);
  const partIds = read.flatMap((order) => order.brandOrders.map((part) => part.id));
  const [kept, refunds] = await Promise.all([
    keptItemsByPart(db, partIds),
    refundsOfOrders(
      db,
      read.map((order) => order.id),
    ),
  ]);
  return read.map((order) => {
    const orderRefunds = refunds.get(order.id) ?? [];
    const refundedOf = (partId: number) =>
      orderRefunds
        .filter((refund) => refund.brandOrderId === partId)
        .reduce((sum, refund) => sum + toCents(refund.amount), 0);
    return {
      ...order,
      brandPartsCount: order.brandOrders.length,
      brandOrders: order.brandOrders.map((part) => {
        const refunded = refundedOf(part.id);
        return {
          ...part,
          refundedAmount: centsToNumber(refunded),
          refundableAmount: centsToNumber(Math.max((kept.get(part.id) ?? 0) - refunded, 0)),
        };
      }),
      refunds: orderRefunds,
    };
  });
}

/** One order as the admin reads it, or 404. */
export async function getAdminOrder(
  db: Database,
  orderId: number,
  paymentTimeoutMinutes: number,
): Promise<AdminOrder> {
  const [order] = await readAdminOrders(db, [orderId], paymentTimeoutMinutes);
  if (!order) throw new AppError('not_found');
  return order;
}

/**
 * The metric cards (responses/admin-orders.ts says what each is), over every order whatever the
 * filter: one aggregate over the orders, one over the delivered parts' kept items.
 */
export async function adminOrderInsights(db: Database): Promise<AdminOrderInsights> {
  const count = (statuses: (typeof orders.status.enumValues)[number][]) =>
    sql<number>`(count(*) filter (where ${inArray(orders.status, statuses)}))::int`;
  const [[counts], [revenue]] = await Promise.all([
    db
      .select({
        totalOrders: sql<number>`count(*)::int`,
        pendingOrders: count(['PENDING', 'PROCESSING']),
        shippedOrders: count(['SHIPPED']),
        completedOrders: count(['DELIVERED', 'COMPLETED']),
        cancelledOrders: count(['CANCELLED']),
        refundedOrders: count(['REFUNDED']),
        refundDueOrders: sql<number>`(count(*) filter (where ${orders.refundDue} > 0))::int`,
        refundDueTotal: sql<string>`coalesce(sum(${orders.refundDue}), 0)::text`,
      })
      .from(orders),
    // decision 029: the earnings of every brand (the brand dashboards' figure, summed)
    queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(oi.subtotal), 0)::text as total
        from order_items oi
        join brand_orders bo on bo.id = oi.brand_order_id
        join orders o on o.id = bo.order_id
        where ${EARNED_ITEM}`,
    ),
  ]);
  const { refundDueTotal, ...figures } = counts!;
  return {
    ...figures,
    deliveredRevenue: centsToNumber(toCents(revenue!.total)),
    refundDueTotal: centsToNumber(toCents(refundDueTotal)),
  };
}
