import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { toPage } from '@souk/shared/api';
import type { OrderStatus } from '@souk/shared/constants';
import { centsToNumber, toCents } from '@souk/shared/money';
import {
  CUSTOMER_SEGMENTS,
  type BrandCustomer,
  type BrandCustomersPage,
  type BrandCustomersSummary,
  type CustomerSegment,
  type CustomerSegmentType,
} from '@souk/shared/responses/brand-customers';
import type { BrandCustomerSort, BrandCustomersQuery } from '@souk/shared/schemas/brand-customers';
import { users } from '../../db/schema/accounts';
import { brandOrders, orderItems, orders } from '../../db/schema/commerce';
import type { Database } from '../../db/client';
import { percentChange } from '../brand-reports/service';
import { keptItem, standingPart } from '../orders/part-amounts';

/**
 * The brand's customers (dashboards §2 "Brand screens: Customers", §3 "customers report", §4
 * "Brand customer status"): derived from the brand's parts of orders, grouped per customer in
 * SQL — paged, sorted, filtered and searched there, never loaded whole (the spec's old client
 * paged 1000 orders in the browser, §9).
 */

/** spec: dashboards §3 — how the customers report compares: the segments 30 days ago. */
const COMPARISON_DAYS = 30;

/** Segments by the number of orders with the brand: new 1, returning 2 to 4, loyal 5 or more. */
const SEGMENT_ORDERS: Record<CustomerSegmentType, { min: number; max: number | null }> = {
  new: { min: 1, max: 1 },
  returning: { min: 2, max: 4 },
  loyal: { min: 5, max: null },
};

/**
 * One row per customer of the brand: their orders with it, what they spent on its items
 * (rejected items and cancelled or refunded parts left out), their latest order and its part's
 * status, and how many orders they had placed 30 days ago (for the segments' change).
 */
function customersOf(db: Database, brandId: number, now: Date) {
  const kept = db
    .select({
      brandOrderId: orderItems.brandOrderId,
      amount: sql<string>`sum(${orderItems.subtotal})`.as('amount'),
    })
    .from(orderItems)
    .where(and(eq(orderItems.brandId, brandId), keptItem(orderItems.status)))
    .groupBy(orderItems.brandOrderId)
    .as('kept_items');
  const since = new Date(now.getTime() - COMPARISON_DAYS * 86_400_000).toISOString();
  const newestFirst = sql`order by ${orders.orderDate} desc, ${orders.id} desc`;
  return db
    .select({
      customerId: orders.customerId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      ordersBefore:
        sql<number>`(count(*) filter (where ${orders.orderDate} < ${since}::timestamptz))::int`.as(
          'orders_before',
        ),
      spent:
        sql<string>`coalesce(sum(${kept.amount}) filter (where ${standingPart(brandOrders.status)}), 0)`.as(
          'spent',
        ),
      lastOrderDate: sql<Date | string>`max(${orders.orderDate})`.as('last_order_date'),
      lastOrderId: sql<number>`(array_agg(${orders.id} ${newestFirst}))[1]`.as('last_order_id'),
      lastOrderNumber: sql<string>`(array_agg(${orders.orderNumber} ${newestFirst}))[1]`.as(
        'last_order_number',
      ),
      lastStatus: sql<OrderStatus>`(array_agg(${brandOrders.status}::text ${newestFirst}))[1]`.as(
        'last_status',
      ),
    })
    .from(brandOrders)
    .innerJoin(orders, eq(orders.id, brandOrders.orderId))
    .leftJoin(kept, eq(kept.brandOrderId, brandOrders.id))
    .where(eq(brandOrders.brandId, brandId))
    .groupBy(orders.customerId)
    .as('brand_customers');
}

type Customers = ReturnType<typeof customersOf>;

/** spec: dashboards §4 — Inactive when the latest order's part (with this brand) is cancelled. */
const inactive = (customers: Customers) => sql`${customers.lastStatus} = 'CANCELLED'`;

/** The name shown: first and last name, or the email for an account without one. */
const customerName = sql<string>`coalesce(nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), ''), ${users.email})`;

const sortColumn = (customers: Customers): Record<BrandCustomerSort, SQL | typeof users.email> => ({
  name: sql`lower(${customerName})`,
  email: users.email,
  orders: sql`${customers.orderCount}`,
  totalSpent: sql`${customers.spent}`,
  lastOrder: sql`${customers.lastOrderDate}`,
});

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

const iso = (value: Date | string) => new Date(value).toISOString();
const cents = (value: string | number | null) => toCents(String(value ?? 0));

/** GET /reports/brand/customers: a page of the brand's customers and the summary of them all. */
export async function listBrandCustomers(
  db: Database,
  brandId: number,
  query: BrandCustomersQuery,
  now = new Date(),
): Promise<BrandCustomersPage> {
  const customers = customersOf(db, brandId, now);
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    query.status === 'active' ? sql`not (${inactive(customers)})` : undefined,
    query.status === 'inactive' ? inactive(customers) : undefined,
    search ? or(ilike(customerName, search), ilike(users.email, search)) : undefined,
  );
  // Names and emails read A to Z first; figures and dates the largest or latest first.
  const byText = query.sortBy === 'name' || query.sortBy === 'email';
  const direction = (query.direction ?? (byText ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const listed = () =>
    db
      .select({
        id: users.id,
        name: customerName,
        email: users.email,
        profilePicture: users.profilePicture,
        orders: customers.orderCount,
        spent: customers.spent,
        lastOrderDate: customers.lastOrderDate,
        lastOrderId: customers.lastOrderId,
        lastOrderNumber: customers.lastOrderNumber,
        lastStatus: customers.lastStatus,
        matching: sql<number>`(count(*) over ())::int`,
      })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.customerId))
      .where(where)
      .orderBy(direction(sortColumn(customers)[query.sortBy]), direction(users.id))
      .limit(query.size)
      .offset(query.page * query.size);
  const [rows, summary] = await Promise.all([listed(), summarizeBrandCustomers(db, brandId, now)]);
  // Past the last page no row carries the count of matches: it is asked on its own then.
  const countMatching = async () => {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.customerId))
      .where(where);
    return counted?.n ?? 0;
  };
  const matching = rows[0]?.matching ?? (query.page === 0 ? 0 : await countMatching());
  const content: BrandCustomer[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    profilePicture: row.profilePicture,
    orders: row.orders,
    totalSpent: centsToNumber(cents(row.spent)),
    lastOrderDate: iso(row.lastOrderDate),
    lastOrderId: Number(row.lastOrderId),
    lastOrderNumber: row.lastOrderNumber,
    lastOrderStatus: row.lastStatus,
    status: row.lastStatus === 'CANCELLED' ? 'Inactive' : 'Active',
  }));
  return { ...toPage(content, matching, query.page, query.size), summary };
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/**
 * spec: dashboards §3 "customers report" — totalCustomers, topSegment and segments, over every
 * customer of the brand (one query). Exported for the overview and analytics.
 */
export async function summarizeBrandCustomers(
  db: Database,
  brandId: number,
  now = new Date(),
): Promise<BrandCustomersSummary> {
  const customers = customersOf(db, brandId, now);
  const within = (column: SQL.Aliased<number>, type: CustomerSegmentType) => {
    const { min, max } = SEGMENT_ORDERS[type];
    return max === null ? sql`${column} >= ${min}` : sql`${column} between ${min} and ${max}`;
  };
  const segmentFields = Object.fromEntries(
    CUSTOMER_SEGMENTS.flatMap((type) => [
      [
        `${type}Count`,
        sql<number>`(count(*) filter (where ${within(customers.orderCount, type)}))::int`,
      ],
      [
        `${type}Spent`,
        sql<string>`coalesce(sum(${customers.spent}) filter (where ${within(customers.orderCount, type)}), 0)`,
      ],
      [
        `${type}Before`,
        sql<number>`(count(*) filter (where ${within(customers.ordersBefore, type)}))::int`,
      ],
    ]),
  ) as Record<string, SQL<number> | SQL<string>>;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inactive: sql<number>`(count(*) filter (where ${inactive(customers)}))::int`,
      repeat: sql<number>`(count(*) filter (where ${customers.orderCount} >= 2))::int`,
      ...segmentFields,
    })
    .from(customers);
  const figures = (row ?? {}) as Record<string, number | string | undefined>;
  const total = Number(figures.total ?? 0);
  const segments: CustomerSegment[] = CUSTOMER_SEGMENTS.map((type) => {
    const count = Number(figures[`${type}Count`] ?? 0);
    const before = Number(figures[`${type}Before`] ?? 0);
    return {
      type,
      count,
      spending: centsToNumber(cents(figures[`${type}Spent`] ?? 0)),
      percentChange: percentChange(count, before),
    };
  });
  const top = segments.reduce((best, segment) => (segment.count > best.count ? segment : best));
  const inactiveCount = Number(figures.inactive ?? 0);
  return {
    totalCustomers: total,
    activeCustomers: total - inactiveCount,
    inactiveCustomers: inactiveCount,
    repeatCustomers: Number(figures.repeat ?? 0),
    topSegment: total === 0 ? null : { type: top.type, percentage: percent(top.count, total) },
    segments,
  };
}
