import { sql } from 'drizzle-orm';
import { centsToNumber, toCents } from '@souk/shared/money';
import type {
  BestSeller,
  BrandAnalytics,
  BrandOverview,
  BrandProductsReport,
  LowStockProduct,
  OrdersReport,
  RecentBrandOrder,
  TopRatedProduct,
} from '@souk/shared/responses/brand-reports';
import {
  BRAND_REPORT_BEST_SELLERS,
  BRAND_REPORT_LOW_STOCK,
  BRAND_REPORT_RECENT_ORDERS,
  BRAND_REPORT_TOP_RATED,
  REPORT_TIME_ZONE,
  type ReportRange,
} from '@souk/shared/schemas/brand-reports';
import { LIMITS, type OrderStatus } from '@souk/shared/constants';
import { queryRows, type Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  COUNTED_ORDER,
  EARNED_ITEM,
  partWorth,
  SOLD_ITEM,
  STANDING_PART,
} from '../orders/part-amounts';
import {
  addDays,
  figureOf,
  instant,
  localToday,
  moneyFigureOf,
  monthStart,
  percentChange,
  rangeWindow,
  shiftLocal,
  TZ,
  type Unit,
} from './report-time';

/**
 * The brand dashboard's figures (issue 12; dashboards §2 "Brand screens: Overview, Analytics",
 * §3 "Reports", §9), every one an SQL aggregate over the brand's own rows: eight statements
 * whatever the amount of data, none per product or per order. What each figure counts is written
 * in packages/shared/src/responses/brand-reports.ts; the SQL pieces that are those words are in
 * orders/part-amounts.ts, the windows and growth in ./report-time.ts (both shared with the admin's).
 *
 * Aliases in the statements: bo = brand_orders (the brand's part), o = orders, oi = order_items.
 */

/** brand-customers/service.ts reads the growth from here. */
export { percentChange };

// ---- Figures ------------------------------------------------------------------------------------

type Bucket = {
  period: string;
  orders: number;
  /** orders neither cancelled nor refunded */
  standing: number;
  /** hundredths */
  revenue: number;
  units: number;
};

/**
 * The brand's orders, sales and units per local day or month, from `from` for `count` buckets,
 * empty ones included (generate_series), oldest first. One statement on the brand_orders
 * (brand_id, created_at) index.
 */
async function bucketFigures(
  db: Database,
  brandId: number,
  unit: Unit,
  from: string,
  count: number,
): Promise<Bucket[]> {
  const step = sql.raw(`interval '1 ${unit}'`);
  const trunc = sql.raw(`'${unit}'`);
  const rows = await queryRows<{
    period: string;
    orders: number;
    standing: number;
    revenue: string;
    units: number;
  }>(
    db,
    sql`
      with buckets as (
        select generate_series(
          ${from}::timestamp,
          ${from}::timestamp + (${count - 1})::int * ${step},
          ${step}
        ) as local_start
      ),
      figures as (
        select
          date_trunc(${trunc}, bo.created_at at time zone ${TZ}) as local_start,
          count(distinct bo.id)::int as orders,
          count(distinct bo.id) filter (where ${STANDING_PART})::int as standing,
          coalesce(sum(oi.subtotal) filter (where ${SOLD_ITEM}), 0)::text as revenue,
          coalesce(sum(oi.quantity) filter (where ${SOLD_ITEM}), 0)::int as units
        from brand_orders bo
        join orders o on o.id = bo.order_id
        left join order_items oi on oi.brand_order_id = bo.id
        where bo.brand_id = ${brandId}
          and bo.created_at >= ${instant(from)}
          and bo.created_at < ${instant(shiftLocal(from, unit, count))}
          and ${COUNTED_ORDER}
        group by 1
      )
      select
        to_char(b.local_start, 'YYYY-MM-DD') as period,
        coalesce(f.orders, 0)::int as orders,
        coalesce(f.standing, 0)::int as standing,
        coalesce(f.revenue, '0') as revenue,
        coalesce(f.units, 0)::int as units
      from buckets b
      left join figures f on f.local_start = b.local_start
      order by b.local_start
    `,
  );
  return rows.map((row) => ({
    period: row.period,
    orders: Number(row.orders),
    standing: Number(row.standing),
    revenue: toCents(row.revenue),
    units: Number(row.units),
  }));
}

/** The brand's name and all-time figures; 404 for a brand that does not exist. */
async function brandFigures(db: Database, brandId: number) {
  const [row] = await queryRows<{
    id: number;
    name: string;
    average_rating: string;
    review_count: number;
    products_count: number;
    active_products: number;
    orders: number;
    earnings: string;
  }>(
    db,
    sql`
      select
        b.id, b.name, b.average_rating::text as average_rating, b.review_count,
        (select count(*)::int from products p where p.brand_id = b.id) as products_count,
        (select count(*)::int from products p where p.brand_id = b.id and p.active) as active_products,
        (
          select count(*)::int from brand_orders bo
          join orders o on o.id = bo.order_id
          where bo.brand_id = b.id and ${COUNTED_ORDER}
        ) as orders,
        (
          select coalesce(sum(oi.subtotal), 0)::text from brand_orders bo
          join orders o on o.id = bo.order_id
          join order_items oi on oi.brand_order_id = bo.id
          where bo.brand_id = b.id and ${EARNED_ITEM}
        ) as earnings
      from brands b
      where b.id = ${brandId}
    `,
  );
  if (!row) throw new AppError('brand_not_found');
  return row;
}

/** spec: dashboards §2, §9 — the 4 best-rated products (those with a review). */
async function topRated(db: Database, brandId: number): Promise<TopRatedProduct[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    image_url: string | null;
    average_rating: string;
    review_count: number;
    price: string;
    active: boolean;
  }>(
    db,
    sql`
      select id, name, image_url, average_rating::text as average_rating, review_count,
        price::text as price, active
      from products
      where brand_id = ${brandId} and review_count > 0
      order by average_rating desc, review_count desc, id
      limit ${BRAND_REPORT_TOP_RATED}
    `,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    averageRating: Number(row.average_rating),
    reviewCount: row.review_count,
    price: centsToNumber(toCents(row.price)),
    active: row.active,
  }));
}

/** spec: dashboards §2, §9 — the 5 latest orders, with the brand part's amount due (decision 029). */
async function recentOrders(db: Database, brandId: number): Promise<RecentBrandOrder[]> {
  const rows = await queryRows<{
    order_id: number;
    order_number: string;
    customer_name: string;
    order_date: string | Date;
    status: OrderStatus;
    total: string;
  }>(
    db,
    sql`
      select
        bo.order_id, o.order_number,
        trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')) as customer_name,
        o.order_date, bo.status,
        -- decision 029: the part's amount due, as its row on the orders page
        (case when ${STANDING_PART} then ${partWorth(sql.raw('bo.id'))} else 0 end)::text as total
      from brand_orders bo
      join orders o on o.id = bo.order_id
      join users u on u.id = o.customer_id
      where bo.brand_id = ${brandId} and ${COUNTED_ORDER}
      order by bo.created_at desc, bo.id desc
      limit ${BRAND_REPORT_RECENT_ORDERS}
    `,
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    orderNumber: row.order_number,
    customerName: row.customer_name,
    orderDate: new Date(row.order_date).toISOString(),
    status: row.status,
    total: centsToNumber(toCents(row.total)),
  }));
}

/** The 5 products most sold (units) in [from, until), then by sales. */
async function bestSellers(
  db: Database,
  brandId: number,
  from: string,
  until: string,
): Promise<BestSeller[]> {
  const rows = await queryRows<{ id: number; name: string; units: number; revenue: string }>(
    db,
    sql`
      select oi.product_id as id, coalesce(p.name, max(oi.product_name)) as name,
        sum(oi.quantity)::int as units, sum(oi.subtotal)::text as revenue
      from brand_orders bo
      join orders o on o.id = bo.order_id
      join order_items oi on oi.brand_order_id = bo.id
      left join products p on p.id = oi.product_id
      where bo.brand_id = ${brandId}
        and bo.created_at >= ${instant(from)}
        and bo.created_at < ${instant(until)}
        and ${COUNTED_ORDER} and ${SOLD_ITEM}
        and oi.product_id is not null
      group by oi.product_id, p.name
      order by units desc, sum(oi.subtotal) desc, oi.product_id
      limit ${BRAND_REPORT_BEST_SELLERS}
    `,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    units: Number(row.units),
    revenue: centsToNumber(toCents(row.revenue)),
  }));
}

/** spec: dashboards §4, §9 — active products with 10 or fewer in stock, lowest first. */
async function lowStock(db: Database, brandId: number): Promise<LowStockProduct[]> {
  return queryRows<LowStockProduct>(
    db,
    sql`
      select id, name, quantity, stock_level as "stockLevel"
      from products
      where brand_id = ${brandId} and active and quantity <= ${LIMITS.lowStockThreshold}
      order by quantity, id
      limit ${BRAND_REPORT_LOW_STOCK}
    `,
  );
}

// ---- Putting the answer together ----------------------------------------------------------------

function sumOf(buckets: readonly Bucket[]) {
  return buckets.reduce(
    (total, bucket) => ({
      orders: total.orders + bucket.orders,
      standing: total.standing + bucket.standing,
      revenue: total.revenue + bucket.revenue,
      units: total.units + bucket.units,
    }),
    { orders: 0, standing: 0, revenue: 0, units: 0 },
  );
}

/** Hundredths per standing order, rounded to the hundredth. */
const averageOrderCents = (sum: ReturnType<typeof sumOf>) =>
  sum.standing === 0 ? 0 : Math.round(sum.revenue / sum.standing);

/** The range's series and totals against the period just before (`buckets` holds both). */
export function analyticsOf(
  range: ReportRange,
  window: ReturnType<typeof rangeWindow>,
  today: string,
  buckets: readonly Bucket[],
  lists: { bestSellers: BestSeller[]; lowStock: LowStockProduct[] },
): BrandAnalytics {
  const previous = sumOf(buckets.slice(0, window.buckets));
  const currentBuckets = buckets.slice(window.buckets);
  const current = sumOf(currentBuckets);
  const previousAverage = averageOrderCents(previous);
  const currentAverage = averageOrderCents(current);
  return {
    range,
    unit: window.unit,
    from: window.from,
    to: today,
    series: currentBuckets.map((bucket) => ({
      period: bucket.period,
      revenue: centsToNumber(bucket.revenue),
      orders: bucket.orders,
      units: bucket.units,
    })),
    totals: {
      revenue: moneyFigureOf(current.revenue, previous.revenue),
      orders: figureOf(current.orders, previous.orders),
      units: figureOf(current.units, previous.units),
      averageOrderValue: moneyFigureOf(currentAverage, previousAverage),
    },
    ...lists,
  };
}

/**
 * spec: dashboards §3 "Reports" — the orders report over 12 months; `buckets` holds 13, the first
 * only as the base of the first month's change.
 */
export function ordersReportOf(buckets: readonly Bucket[]): OrdersReport {
  const monthly = buckets.slice(1).map((bucket, index) => ({
    month: bucket.period.slice(0, 7),
    count: bucket.orders,
    value: centsToNumber(bucket.revenue),
    percentChange: percentChange(bucket.revenue, buckets[index]!.revenue),
  }));
  let best: (typeof monthly)[number] | null = null;
  for (const month of monthly)
    if (month.value > 0 && month.value >= (best?.value ?? 0)) best = month;
  // The current month is not over: the trend compares the last complete month with the one before.
  const lastComplete = buckets[buckets.length - 2]!;
  const before = buckets[buckets.length - 3]!;
  const change = percentChange(lastComplete.revenue, before.revenue);
  const direction =
    change === null
      ? lastComplete.revenue > 0
        ? 'up'
        : 'flat'
      : change > 0
        ? 'up'
        : change < 0
          ? 'down'
          : 'flat';
  return {
    monthly,
    insights: {
      totalOrders: monthly.reduce((total, month) => total + month.count, 0),
      bestPerformingMonth: best
        ? { month: best.month, value: best.value, count: best.count }
        : null,
      recentTrend: { direction, percentage: change === null ? null : Math.abs(change) },
    },
  };
}

/** GET /reports/brand/products: the overview's and the analytics' figures of one brand. */
export async function brandProductsReport(
  db: Database,
  brandId: number,
  range: ReportRange,
  now: Date = new Date(),
): Promise<BrandProductsReport> {
  const today = localToday(now);
  const window = rangeWindow(range, today);
  const year = Number(today.slice(0, 4));
  // The brand first: an unknown brand is a 404 before anything else is read.
  const brand = await brandFigures(db, brandId);
  const [yearBuckets, reportBuckets, rangeBuckets, rated, recent, sellers, low] = await Promise.all(
    [
      bucketFigures(db, brandId, 'month', `${year}-01-01`, 12),
      bucketFigures(db, brandId, 'month', monthStart(today, -12), 13),
      bucketFigures(db, brandId, window.unit, window.previousFrom, window.buckets * 2),
      topRated(db, brandId),
      recentOrders(db, brandId),
      bestSellers(db, brandId, window.from, addDays(today, 1)),
      lowStock(db, brandId),
    ],
  );
  const overview: BrandOverview = {
    earnings: centsToNumber(toCents(brand.earnings)),
    productsCount: Number(brand.products_count),
    activeProducts: Number(brand.active_products),
    orders: Number(brand.orders),
    averageRating: Number(brand.average_rating),
    reviewCount: Number(brand.review_count),
    year,
    monthlyOrders: yearBuckets.map((bucket, index) => ({
      month: index + 1,
      count: bucket.orders,
      value: centsToNumber(bucket.revenue),
    })),
    topRated: rated,
    recentOrders: recent,
  };
  return {
    brand: { id: brand.id, name: brand.name },
    timeZone: REPORT_TIME_ZONE,
    generatedAt: now.toISOString(),
    overview,
    analytics: analyticsOf(range, window, today, rangeBuckets, {
      bestSellers: sellers,
      lowStock: low,
    }),
    ordersReport: ordersReportOf(reportBuckets),
  };
}
