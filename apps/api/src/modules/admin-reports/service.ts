import { sql } from 'drizzle-orm';
import { centsToNumber, toCents } from '@souk/shared/money';
import type {
  AdminOrdersReport,
  AdminOverview,
  BrandPerformance,
  BrandsReport,
  CustomerSegment,
  CustomersReport,
  SalesPoint,
} from '@souk/shared/responses/admin-reports';
import { CUSTOMER_SEGMENTS } from '@souk/shared/responses/admin-reports';
import {
  ADMIN_TOP_BRANDS,
  INACTIVE_AFTER_DAYS,
  LOYAL_ORDERS,
  LOYAL_SPENDING,
  NEW_CUSTOMER_DAYS,
  RANGE_OF_PERIOD,
  REPORT_PALETTE,
  RETURNING_ORDERS,
  type AdminReportRange,
  type BrandReportPeriod,
} from '@souk/shared/schemas/admin-reports';
import { REPORT_TIME_ZONE } from '@souk/shared/schemas/brand-reports';
import { queryRows, type Database } from '../../db/client';
import { COUNTED_ORDER, EARNED_ITEM, SOLD_ITEM, STANDING_PART } from '../orders/part-amounts';
import { ordersReportOf } from '../brand-reports/service';
import {
  figureOf,
  instant,
  localToday,
  moneyFigureOf,
  oneDecimal,
  percentChange,
  monthStart,
  reportWindow,
  shiftLocal,
  TZ,
  type ReportWindow,
  type Unit,
} from '../brand-reports/report-time';

/**
 * The admin dashboard's reports (issue 13; dashboards §2 "Admin screens", §3 "Reports"): every
 * figure an SQL aggregate grouped in the database, a handful of statements whatever the amount
 * of data. Orders are read through orders(created_at) (orders_created_idx), then their parts and
 * items by their indexed order and part ids. What each figure counts is written in
 * packages/shared/src/responses/admin-reports.ts; the SQL pieces that are those words
 * (orders/part-amounts.ts), the windows and the growth (brand-reports/report-time.ts) are the
 * brand dashboard's, so the two agree.
 *
 * Aliases in the statements: o = orders, bo = brand_orders, oi = order_items.
 */

// ---- Figures --------------------------------------------------------------------------------------

type Bucket = {
  period: string;
  orders: number;
  /** orders with a part neither cancelled nor refunded */
  standing: number;
  /** hundredths */
  revenue: number;
  /** hundredths */
  earnings: number;
  units: number;
};

const PERIOD_FORMAT: Record<Unit, string> = {
  hour: `YYYY-MM-DD"T"HH24:00`,
  day: 'YYYY-MM-DD',
  month: 'YYYY-MM',
};

/**
 * The marketplace's orders, sales, earnings and units per local hour, day or month, `count`
 * buckets from `from`, empty ones included, oldest first. One statement, on orders(created_at).
 */
async function bucketFigures(
  db: Database,
  unit: Unit,
  from: string,
  count: number,
): Promise<Bucket[]> {
  const step = sql.raw(`interval '1 ${unit}'`);
  const trunc = sql.raw(`'${unit}'`);
  const until = shiftLocal(from, unit, count);
  const rows = await queryRows<{
    period: string;
    orders: number;
    standing: number;
    revenue: string;
    earnings: string;
    units: number;
  }>(
    db,
    sql`
      with buckets as (
        select generate_series(${from}::timestamp, ${until}::timestamp - ${step}, ${step})
          as local_start
      ),
      -- each order summed once (its parts and items), then the orders per bucket
      order_figures as (
        select
          date_trunc(${trunc}, o.created_at at time zone ${TZ}) as local_start,
          bool_or(${STANDING_PART}) as standing,
          coalesce(sum(oi.subtotal) filter (where ${SOLD_ITEM}), 0) as revenue,
          coalesce(sum(oi.subtotal) filter (where ${EARNED_ITEM}), 0) as earnings,
          coalesce(sum(oi.quantity) filter (where ${SOLD_ITEM}), 0) as units
        from orders o
        join brand_orders bo on bo.order_id = o.id
        join order_items oi on oi.brand_order_id = bo.id
        where o.created_at >= ${instant(from)} and o.created_at < ${instant(until)}
          and ${COUNTED_ORDER}
        group by o.id, 1
      ),
      figures as (
        select local_start,
          count(*)::int as orders,
          count(*) filter (where standing)::int as standing,
          sum(revenue)::text as revenue,
          sum(earnings)::text as earnings,
          sum(units)::int as units
        from order_figures
        group by local_start
      )
      select
        to_char(b.local_start, ${PERIOD_FORMAT[unit]}) as period,
        coalesce(f.orders, 0)::int as orders,
        coalesce(f.standing, 0)::int as standing,
        coalesce(f.revenue, '0') as revenue,
        coalesce(f.earnings, '0') as earnings,
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
    earnings: toCents(row.earnings),
    units: Number(row.units),
  }));
}

/**
 * Visits, sign-ups and the brands' counts of the window and the one before. Visits are counted
 * per day: the last 24 hours read today's and yesterday's.
 */
async function accountFigures(db: Database, window: ReportWindow, today: string) {
  const days =
    window.unit === 'hour'
      ? {
          previousFrom: shiftLocal(today, 'day', -1),
          from: today,
          until: shiftLocal(today, 'day', 1),
        }
      : window;
  const day = (local: string) => sql`${local.slice(0, 10)}::date`;
  const [row] = await queryRows<{
    visitors: number;
    previous_visitors: number;
    signups: number;
    previous_signups: number;
    brands_enabled: number;
    brands_disabled: number;
    brands_new: number;
  }>(
    db,
    sql`
      select
        (select coalesce(sum(sessions), 0)::int from daily_visits
          where day >= ${day(days.from)} and day < ${day(days.until)}) as visitors,
        (select coalesce(sum(sessions), 0)::int from daily_visits
          where day >= ${day(days.previousFrom)} and day < ${day(days.from)}) as previous_visitors,
        (select count(*)::int from users
          where role = 'CUSTOMER' and anonymised_at is null
            and registration_date >= ${instant(window.from)}
            and registration_date < ${instant(window.until)}) as signups,
        (select count(*)::int from users
          where role = 'CUSTOMER' and anonymised_at is null
            and registration_date >= ${instant(window.previousFrom)}
            and registration_date < ${instant(window.from)}) as previous_signups,
        count(*) filter (where enabled)::int as brands_enabled,
        count(*) filter (where not enabled)::int as brands_disabled,
        count(*) filter (
          where registration_date >= ${instant(window.from)}
            and registration_date < ${instant(window.until)}
        )::int as brands_new
      from brands
      where anonymised_at is null
    `,
  );
  return row!;
}

/** spec: dashboards §2, §9 — the 3 enabled brands with reviews rated best, then most reviewed. */
async function topRatedBrands(db: Database) {
  const rows = await queryRows<{
    id: number;
    name: string;
    logo: string | null;
    average_rating: string;
    review_count: number;
  }>(
    db,
    sql`
      select id, name, logo, average_rating::text as average_rating, review_count
      from brands
      where enabled and anonymised_at is null and review_count > 0
      order by average_rating desc, review_count desc, id
      limit ${ADMIN_TOP_BRANDS}
    `,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: row.logo,
    averageRating: Number(row.average_rating),
    reviewCount: Number(row.review_count),
  }));
}

// ---- Putting the answers together ---------------------------------------------------------------

const sumOf = (buckets: readonly Bucket[], key: 'orders' | 'revenue' | 'earnings') =>
  buckets.reduce((total, bucket) => total + bucket[key], 0);

/** GET /reports/overview?range=: the overview's metric tiles, sales, brands and top 3. */
export async function adminOverview(
  db: Database,
  range: AdminReportRange,
  now: Date = new Date(),
): Promise<AdminOverview> {
  const window = reportWindow(range, now);
  const [buckets, accounts, topRated] = await Promise.all([
    bucketFigures(db, window.unit, window.previousFrom, window.buckets * 2),
    accountFigures(db, window, localToday(now)),
    topRatedBrands(db),
  ]);
  const previous = buckets.slice(0, window.buckets);
  const current = buckets.slice(window.buckets);
  const sales: SalesPoint[] = current.map((bucket) => ({
    period: bucket.period,
    sales: centsToNumber(bucket.revenue),
    orders: bucket.orders,
  }));
  return {
    range,
    unit: window.unit,
    from: sales[0]!.period,
    timeZone: REPORT_TIME_ZONE,
    generatedAt: now.toISOString(),
    metrics: {
      earnings: moneyFigureOf(sumOf(current, 'earnings'), sumOf(previous, 'earnings')),
      orders: figureOf(sumOf(current, 'orders'), sumOf(previous, 'orders')),
      visitors: figureOf(accounts.visitors, accounts.previous_visitors),
      signups: figureOf(accounts.signups, accounts.previous_signups),
    },
    sales,
    brands: {
      total: accounts.brands_enabled + accounts.brands_disabled,
      enabled: accounts.brands_enabled,
      disabled: accounts.brands_disabled,
      newInRange: accounts.brands_new,
    },
    topRated,
  };
}

/**
 * GET /reports/orders: the marketplace's orders report over the last 12 months, computed as the
 * brand dashboard's (ordersReportOf) from 13 monthly buckets, the first only as a base.
 */
export async function adminOrdersReport(
  db: Database,
  now: Date = new Date(),
): Promise<AdminOrdersReport> {
  const buckets = await bucketFigures(db, 'month', monthStart(localToday(now), -12), 13);
  return ordersReportOf(buckets);
}

const DAY = sql.raw(`interval '1 day'`);

type SegmentCounts = Map<CustomerSegment, { count: number; spending: number }>;

/**
 * Each customer's segment as of `now` and as of `before` (accounts registered and orders placed
 * before each moment), counted with the members' sales of all time until then. One statement:
 * orders summed per order, then per customer with a figure for each moment, then segmented.
 */
async function segmentsAt(
  db: Database,
  now: Date,
  before: Date,
): Promise<{ now: SegmentCounts; before: SegmentCounts }> {
  const at = {
    now: sql`${now.toISOString()}::timestamptz`,
    before: sql`${before.toISOString()}::timestamptz`,
  };
  /** The rules of CUSTOMER_SEGMENTS over the figures of one moment (columns `<figure>_<moment>`). */
  const segmentOf = (moment: 'now' | 'before') => {
    const figure = (name: string) => sql.raw(`${name}_${moment}`);
    const time = at[moment];
    return sql`case
      when ${figure('first')} >= ${time} - ${NEW_CUSTOMER_DAYS} * ${DAY}
        or (${figure('orders')} = 0 and registration_date >= ${time} - ${NEW_CUSTOMER_DAYS} * ${DAY})
        then 'new'
      when ${figure('last')} is null or ${figure('last')} < ${time} - ${INACTIVE_AFTER_DAYS} * ${DAY}
        then 'inactive'
      when ${figure('orders')} >= ${LOYAL_ORDERS} or ${figure('spending')} >= ${LOYAL_SPENDING}
        then 'loyal'
      when ${figure('orders')} >= ${RETURNING_ORDERS} then 'returning'
      else 'occasional'
    end as type, ${figure('spending')} as spending, ${sql.raw(`'${moment}'`)} as moment`;
  };
  const rows = await queryRows<{
    moment: 'now' | 'before';
    type: CustomerSegment;
    count: number;
    spending: string;
  }>(
    db,
    sql`
      with order_sales as (
        select o.customer_id, o.created_at,
          coalesce(sum(oi.subtotal) filter (where ${SOLD_ITEM}), 0) as sales
        from orders o
        join brand_orders bo on bo.order_id = o.id
        join order_items oi on oi.brand_order_id = bo.id
        where o.created_at < ${at.now} and ${COUNTED_ORDER}
        group by o.id
      ),
      customers as (
        select u.id, u.registration_date,
          count(os.customer_id)::int as orders_now,
          min(os.created_at) as first_now,
          max(os.created_at) as last_now,
          coalesce(sum(os.sales), 0) as spending_now,
          count(os.customer_id) filter (where os.created_at < ${at.before})::int as orders_before,
          min(os.created_at) filter (where os.created_at < ${at.before}) as first_before,
          max(os.created_at) filter (where os.created_at < ${at.before}) as last_before,
          coalesce(sum(os.sales) filter (where os.created_at < ${at.before}), 0) as spending_before
        from users u
        left join order_sales os on os.customer_id = u.id
        where u.role = 'CUSTOMER' and u.anonymised_at is null and u.registration_date < ${at.now}
        group by u.id, u.registration_date
      ),
      segmented as (
        select ${segmentOf('now')} from customers
        union all
        select ${segmentOf('before')} from customers where registration_date < ${at.before}
      )
      select moment, type, count(*)::int as count, sum(spending)::text as spending
      from segmented
      group by moment, type
    `,
  );
  const counts = { now: new Map(), before: new Map() } as {
    now: SegmentCounts;
    before: SegmentCounts;
  };
  for (const row of rows)
    counts[row.moment].set(row.type, {
      count: Number(row.count),
      spending: toCents(row.spending),
    });
  return counts;
}

/** GET /reports/customers: the segments now, each against its count 30 days ago. */
export async function customersReport(
  db: Database,
  now: Date = new Date(),
): Promise<CustomersReport> {
  const monthAgo = new Date(now.getTime() - NEW_CUSTOMER_DAYS * 86_400_000);
  const { now: current, before } = await segmentsAt(db, now, monthAgo);
  const segments = CUSTOMER_SEGMENTS.map((type) => {
    const figures = current.get(type) ?? { count: 0, spending: 0 };
    return {
      type,
      count: figures.count,
      spending: centsToNumber(figures.spending),
      percentChange: percentChange(figures.count, before.get(type)?.count ?? 0),
    };
  });
  const totalCustomers = segments.reduce((total, segment) => total + segment.count, 0);
  const top = segments.reduce((best, segment) => (segment.count > best.count ? segment : best));
  return {
    summary: {
      totalCustomers,
      topSegment:
        totalCustomers === 0
          ? null
          : { type: top.type, percentage: oneDecimal((top.count / totalCustomers) * 100) },
    },
    segments,
  };
}

/**
 * GET /reports/brands?period=: each brand's sales, orders, active products and rating, its
 * growth against the period before, and the summary. One statement: the window's parts summed
 * per brand, beside the active products counted per brand.
 */
export async function brandsReport(
  db: Database,
  period: BrandReportPeriod,
  now: Date = new Date(),
): Promise<BrandsReport> {
  const window = reportWindow(RANGE_OF_PERIOD[period], now);
  const rows = await queryRows<{
    id: number;
    name: string;
    average_rating: string;
    revenue: string;
    previous: string;
    orders: number;
    products: number;
  }>(
    db,
    sql`
      with sales as (
        select bo.brand_id,
          count(distinct bo.id) filter (where o.created_at >= ${instant(window.from)})::int
            as orders,
          coalesce(sum(oi.subtotal) filter (
            where o.created_at >= ${instant(window.from)} and ${SOLD_ITEM}
          ), 0) as revenue,
          coalesce(sum(oi.subtotal) filter (
            where o.created_at < ${instant(window.from)} and ${SOLD_ITEM}
          ), 0) as previous
        from orders o
        join brand_orders bo on bo.order_id = o.id
        left join order_items oi on oi.brand_order_id = bo.id
        where o.created_at >= ${instant(window.previousFrom)}
          and o.created_at < ${instant(window.until)}
          and ${COUNTED_ORDER}
        group by bo.brand_id
      ),
      active_products as (
        select brand_id, count(*)::int as products from products where active group by brand_id
      )
      select b.id, b.name, b.average_rating::text as average_rating,
        coalesce(s.revenue, 0)::text as revenue,
        coalesce(s.previous, 0)::text as previous,
        coalesce(s.orders, 0)::int as orders,
        coalesce(p.products, 0)::int as products
      from brands b
      left join sales s on s.brand_id = b.id
      left join active_products p on p.brand_id = b.id
      where (b.enabled and b.anonymised_at is null) or s.revenue > 0 or s.previous > 0
      order by coalesce(s.revenue, 0) desc, coalesce(s.orders, 0) desc, b.name, b.id
    `,
  );
  const brands: BrandPerformance[] = rows.map((row, index) => {
    const revenue = toCents(row.revenue);
    return {
      id: row.id,
      name: row.name,
      revenue: centsToNumber(revenue),
      orders: Number(row.orders),
      products: Number(row.products),
      averageRating: Number(row.average_rating),
      percentChange: percentChange(revenue, toCents(row.previous)),
      color: REPORT_PALETTE[index % REPORT_PALETTE.length]!,
    };
  });
  const from = window.unit === 'hour' ? window.from : window.from.slice(0, 10);
  return { period, from, summary: brandsSummary(brands), brands };
}

/** The brands report's summary cards, from its rows (already by revenue, highest first). */
export function brandsSummary(brands: readonly BrandPerformance[]): BrandsReport['summary'] {
  const totalCents = brands.reduce((total, brand) => total + toCents(brand.revenue), 0);
  const top = brands[0];
  const mostProducts = brands.reduce<BrandPerformance | null>(
    (best, brand) => (brand.products > (best?.products ?? 0) ? brand : best),
    null,
  );
  const fastest = brands.reduce<BrandPerformance | null>(
    (best, brand) =>
      brand.percentChange !== null &&
      brand.revenue > 0 &&
      (best === null || brand.percentChange > best.percentChange!)
        ? brand
        : best,
    null,
  );
  return {
    totalRevenue: centsToNumber(totalCents),
    topBrand:
      top && totalCents > 0
        ? {
            name: top.name,
            percentageOfTotal: oneDecimal((toCents(top.revenue) / totalCents) * 100),
          }
        : null,
    mostProducts: mostProducts ? { name: mostProducts.name, count: mostProducts.products } : null,
    fastestGrowing: fastest ? { name: fastest.name, growth: fastest.percentChange! } : null,
  };
}
