import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, CustomerSegment } from '@souk/shared/responses/admin-reports';
import { dailyVisits, users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import { brandOrders, orderItems, orders } from '../../db/schema/commerce';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  moveOrder,
  orderWorld,
  placeOrder,
  rejectItem,
  restock,
  signedIn,
  type Headers,
  type OrderLine,
} from '../../test/order-fixture';
import { localToday } from '../brand-reports/report-time';
import { dateOrder, REPORT_NOW } from '../brand-reports/report-test-kit';
import { adminOrdersReport, adminOverview, brandsReport, customersReport } from './service';
import { VISITS_PER_ADDRESS_PER_HOUR } from './visits';

/**
 * The admin reports (issue 13, parts 4, 6 and 7). Orders are placed and moved through the order
 * rules, then dated; every figure is checked against sums computed here in plain JS over the rows
 * the database holds, with Tunisia's hours written as UTC+1 (Tunisia keeps no summer time). The
 * dated reports are read through the services at a fixed "now": 15 June 2026, 11:00 in Tunis.
 */

let t: TestApp;
let headers: { admin: Headers; amira: Headers; brandA: Headers };
const DAY_MS = 86_400_000;

/** A local time in Tunis ('2026-06-15T11:00' or '2026-06-15') as an instant. */
const tunis = (local: string) =>
  new Date(`${local.length === 10 ? `${local}T00:00` : local}:00+01:00`);

beforeAll(async () => {
  t = await buildTestApp();
  const world = await orderWorld(t);
  const { shop, lamp } = world;
  headers = world.headers;
  const { amira, karim, brandA, brandB } = world.headers;
  const allProducts = [shop.shirt.id, shop.mug.id, shop.scarf.id, lamp.id];
  await restock(t.db, allProducts, 100);

  const shirt = { productId: shop.shirt.id, size: 'M', color: 'Blue' };
  const mug = { productId: shop.mug.id };
  const scarf = { productId: shop.scarf.id, color: 'Red' };
  const lampLine = { productId: lamp.id };
  const order = async (who: Headers, lines: OrderLine[], at: string, method?: 'ONLINE') => {
    const { id } = await placeOrder(t, who, lines, method);
    return { id, at };
  };
  const customer = (email: string, registered: string) =>
    signedIn(t, { email, registrationDate: new Date(registered) });

  // Accounts registered on chosen days (orderWorld's were created today, in real time).
  const setRegistered = (id: number, at: string) =>
    t.db
      .update(users)
      .set({ registrationDate: new Date(at) })
      .where(eq(users.id, id));
  await setRegistered(world.people.amira.id, '2025-01-01T10:00:00Z');
  await setRegistered(world.people.karim.id, '2025-03-01T10:00:00Z');
  await customer('leila@example.tn', '2026-06-10T12:00:00Z'); // new, no order
  await customer('sami@example.tn', '2026-01-01T12:00:00Z'); // inactive, never ordered
  // 17 May 00:30 in Tunis: the first day of the month range
  await customer('rania@example.tn', '2026-05-16T23:30:00Z');
  // 16 May 23:30 in Tunis: the day before
  await customer('walid@example.tn', '2026-05-16T22:30:00Z');
  const nour = await customer('nour@example.tn', '2025-05-01T12:00:00Z');
  const hedi = await customer('hedi@example.tn', '2025-06-01T12:00:00Z');
  const yasmine = await customer('yasmine@example.tn', '2025-08-01T12:00:00Z');
  const old = await customer('old@example.tn', '2025-02-01T12:00:00Z');

  const placed = [
    // delivered by both brands, so paid (cash): 15 June 00:30 in Tunis
    await order(amira, [shirt, { ...mug, quantity: 2 }, lampLine], '2026-06-14T23:30:00Z'),
    // the scarf rejected, the shirt delivered and paid: 14 June 23:30 in Tunis
    await order(amira, [shirt, scarf], '2026-06-14T22:30:00Z'),
    // cancelled: an order, nothing sold
    await order(amira, [mug], '2026-04-20T08:00:00Z'),
    // A delivered, B not: unpaid, so not earned; 16 May 23:30 in Tunis (the previous month range)
    await order(karim, [{ ...mug, quantity: 3 }, lampLine], '2026-05-16T22:30:00Z'),
    // an online order never paid: no order at all
    await order(amira, [mug], '2026-06-12T12:00:00Z', 'ONLINE'),
    await order(karim, [{ ...scarf, quantity: 2 }], '2026-03-10T10:00:00Z'),
    // 20 June 2025: the year before the year range
    await order(karim, [mug], '2025-06-20T10:00:00Z'),
    // 17 May 00:30 in Tunis: the month range's first hour
    await order(karim, [scarf], '2026-05-16T23:30:00Z'),
    // 1 July 2025 00:30 in Tunis: the year range's first hour
    await order(karim, [lampLine], '2025-06-30T23:30:00Z'),
    // nour: five orders, the first in February
    await order(nour.headers, [mug], '2026-02-01T10:00:00Z'),
    await order(nour.headers, [mug], '2026-03-01T10:00:00Z'),
    await order(nour.headers, [mug], '2026-04-01T10:00:00Z'),
    await order(nour.headers, [mug], '2026-05-01T10:00:00Z'),
    await order(nour.headers, [mug], '2026-06-05T10:00:00Z'),
    await order(hedi.headers, [scarf], '2026-04-01T10:00:00Z'),
    await order(yasmine.headers, [lampLine], '2026-06-10T10:00:00Z'),
    await order(old.headers, [mug], '2026-01-10T10:00:00Z'),
    // the last 24 hours: 14 June 12:30 in Tunis, and the hour before the range (11:30)
    await order(karim, [mug], '2026-06-14T11:30:00Z'),
    await order(karim, [{ ...mug, quantity: 4 }], '2026-06-14T10:30:00Z'),
  ];
  const [o1, o2, o3, o4] = placed;
  await deliverOrder(t, brandA, o1!.id);
  await deliverOrder(t, brandB, o1!.id);
  await rejectItem(t.db, o2!.id, shop.scarf.id, 'Damaged');
  await deliverOrder(t, brandA, o2!.id);
  await moveOrder(t, brandA, o3!.id, 'CANCELLED');
  await deliverOrder(t, brandA, o4!.id);
  for (const { id, at } of placed) await dateOrder(t.db, id, at);

  await t.db
    .update(brands)
    .set({ averageRating: 4.6, reviewCount: 12 })
    .where(eq(brands.id, shop.brand.id));
  await t.db
    .update(brands)
    .set({ averageRating: 4.6, reviewCount: 3 })
    .where(eq(brands.id, lamp.brandId));
  // rated best, but disabled: never in the top 3
  await t.db
    .insert(brands)
    .values({ name: 'Hidden Gem', enabled: false, averageRating: 5, reviewCount: 2 });
  await t.db.insert(brands).values([
    { name: 'Newcomer', registrationDate: new Date('2026-06-12T10:00:00Z') },
    { name: 'Rated Three', averageRating: 3, reviewCount: 1 },
    { name: 'Rated Four', averageRating: 4, reviewCount: 30 },
  ]);

  await t.db.insert(dailyVisits).values([
    { day: '2026-06-15', sessions: 7 },
    { day: '2026-06-14', sessions: 5 },
    { day: '2026-06-09', sessions: 3 },
    { day: '2026-06-08', sessions: 11 },
    { day: '2026-05-17', sessions: 2 },
    { day: '2026-05-16', sessions: 4 },
    { day: '2025-07-01', sessions: 9 },
    { day: '2025-06-30', sessions: 6 },
  ]);
});
afterAll(() => t.close());

// ---- The rows, and the sums computed here ---------------------------------------------------------

type ItemRow = {
  orderId: number;
  customerId: number;
  createdAt: Date;
  paymentMethod: string;
  paymentStatus: string;
  brandId: number;
  partId: number;
  partStatus: string;
  itemStatus: string;
  subtotal: number;
  quantity: number;
};

async function itemRows(): Promise<ItemRow[]> {
  return t.db
    .select({
      orderId: orders.id,
      customerId: orders.customerId,
      createdAt: orders.createdAt,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      brandId: brandOrders.brandId,
      partId: brandOrders.id,
      partStatus: brandOrders.status,
      itemStatus: orderItems.status,
      subtotal: orderItems.subtotal,
      quantity: orderItems.quantity,
    })
    .from(orders)
    .innerJoin(brandOrders, eq(brandOrders.orderId, orders.id))
    .innerJoin(orderItems, eq(orderItems.brandOrderId, brandOrders.id));
}

const counted = (row: ItemRow) =>
  !(
    row.paymentMethod === 'ONLINE' && ['PENDING', 'FAILED', 'CANCELLED'].includes(row.paymentStatus)
  );
const sold = (row: ItemRow) =>
  row.itemStatus !== 'REJECTED' && !['CANCELLED', 'REFUNDED'].includes(row.partStatus);
/** Decision 029: a delivered part's money is in hand — card once paid, cash on that delivery. */
const earned = (row: ItemRow) =>
  row.itemStatus !== 'REJECTED' &&
  ['DELIVERED', 'COMPLETED'].includes(row.partStatus) &&
  (row.paymentMethod === 'ON_DELIVERY' || ['PAID', 'REFUNDED'].includes(row.paymentStatus));

/** Orders, sales and earnings (in hundredths) placed in [from, until). */
function sums(rows: ItemRow[], from: Date, until: Date, brandId?: number) {
  const within = rows.filter(
    (row) =>
      counted(row) &&
      row.createdAt >= from &&
      row.createdAt < until &&
      (brandId === undefined || row.brandId === brandId),
  );
  return {
    orders: new Set(within.map((row) => (brandId === undefined ? row.orderId : row.partId))).size,
    sales: within.filter(sold).reduce((total, row) => total + row.subtotal, 0),
    earnings: within.filter(earned).reduce((total, row) => total + row.subtotal, 0),
  };
}

const change = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

/** The windows of the spec's ranges at REPORT_NOW, in Tunisian local time, written out by hand. */
const WINDOWS = {
  day: { previousFrom: '2026-06-13T12:00', from: '2026-06-14T12:00', until: '2026-06-15T12:00' },
  week: { previousFrom: '2026-06-02', from: '2026-06-09', until: '2026-06-16' },
  month: { previousFrom: '2026-04-17', from: '2026-05-17', until: '2026-06-16' },
  year: { previousFrom: '2024-07-01', from: '2025-07-01', until: '2026-07-01' },
} as const;

describe('the overview (GET /reports/overview)', () => {
  for (const range of ['day', 'week', 'month', 'year'] as const) {
    it(`counts the ${range} range's earnings and orders against the period before, as the rows sum`, async () => {
      const rows = await itemRows();
      const window = WINDOWS[range];
      const current = sums(rows, tunis(window.from), tunis(window.until));
      const previous = sums(rows, tunis(window.previousFrom), tunis(window.from));
      const report = await adminOverview(t.db, range, REPORT_NOW);
      expect(report.metrics.earnings).toEqual({
        value: current.earnings / 100,
        previous: previous.earnings / 100,
        percentChange: change(current.earnings, previous.earnings),
      });
      expect(report.metrics.orders).toEqual({
        value: current.orders,
        previous: previous.orders,
        percentChange: change(current.orders, previous.orders),
      });
      // the series covers the range, and adds up to its totals
      expect(report.sales[0]!.period).toBe(range === 'year' ? '2025-07' : window.from);
      expect(report.sales.reduce((total, point) => total + point.orders, 0)).toBe(current.orders);
      expect(Math.round(report.sales.reduce((total, point) => total + point.sales * 100, 0))).toBe(
        current.sales,
      );
    });
  }

  it('puts each order in its Tunisian hour, day or month', async () => {
    const day = await adminOverview(t.db, 'day', REPORT_NOW);
    expect(day.sales).toHaveLength(24);
    expect(day.sales.at(-1)!.period).toBe('2026-06-15T11:00');
    // 14 June 23:30 in Tunis (22:30 UTC), 15 June 00:30 (23:30 UTC), 12:30 (11:30 UTC)
    expect(day.sales.find((point) => point.period === '2026-06-14T23:00')!.orders).toBe(1);
    expect(day.sales.find((point) => point.period === '2026-06-15T00:00')!.orders).toBe(1);
    expect(day.sales.find((point) => point.period === '2026-06-14T12:00')!.orders).toBe(1);
    expect(day.metrics.orders.previous).toBe(1); // 11:30 in Tunis on 14 June

    const month = await adminOverview(t.db, 'month', REPORT_NOW);
    expect(month.sales).toHaveLength(30);
    // 17 May 00:30 in Tunis counts in the month, 16 May 23:30 in the one before
    expect(month.sales[0]).toMatchObject({ period: '2026-05-17', orders: 1 });
    const year = await adminOverview(t.db, 'year', REPORT_NOW);
    expect(year.sales).toHaveLength(12);
    expect(year.sales[0]).toMatchObject({ period: '2025-07', orders: 1 });
  });

  it('counts visitors from the daily sessions and sign-ups from the customers registered', async () => {
    const visits = await t.db.select().from(dailyVisits);
    const customers = await t.db.select().from(users).where(eq(users.role, 'CUSTOMER'));
    const sessions = (from: string, until: string) =>
      visits
        .filter((row) => row.day >= from.slice(0, 10) && row.day < until.slice(0, 10))
        .reduce((total, row) => total + row.sessions, 0);
    const signups = (from: string, until: string) =>
      customers.filter(
        (row) => row.registrationDate >= tunis(from) && row.registrationDate < tunis(until),
      ).length;
    for (const range of ['week', 'month', 'year'] as const) {
      const window = WINDOWS[range];
      const { metrics } = await adminOverview(t.db, range, REPORT_NOW);
      expect(metrics.visitors.value).toBe(sessions(window.from, window.until));
      expect(metrics.visitors.previous).toBe(sessions(window.previousFrom, window.from));
      expect(metrics.signups.value).toBe(signups(window.from, window.until));
      expect(metrics.signups.previous).toBe(signups(window.previousFrom, window.from));
    }
    const { metrics } = await adminOverview(t.db, 'month', REPORT_NOW);
    // leila, rania (17 May 00:30 in Tunis) — not walid, an hour before
    expect(metrics.signups.value).toBe(2);
    expect(metrics.visitors).toEqual({ value: 28, previous: 4, percentChange: 600 });
    // the last 24 hours read today's sessions against yesterday's
    const day = await adminOverview(t.db, 'day', REPORT_NOW);
    expect(day.metrics.visitors).toEqual({ value: 7, previous: 5, percentChange: 40 });
  });

  it('counts the brands and lists the 3 enabled brands rated best, then most reviewed', async () => {
    const all = await t.db.select().from(brands);
    const report = await adminOverview(t.db, 'week', REPORT_NOW);
    expect(report.brands).toEqual({
      total: all.length,
      enabled: all.filter((brand) => brand.enabled).length,
      disabled: all.filter((brand) => !brand.enabled).length,
      newInRange: 1, // Newcomer, 12 June
    });
    expect(
      report.topRated.map((brand) => [brand.name, brand.averageRating, brand.reviewCount]),
    ).toEqual([
      ['Medina Threads', 4.6, 12],
      ['Atlas Lamps', 4.6, 3],
      ['Rated Four', 4, 30],
    ]);
  });

  it('answers the admin through the API, the default range being month; others are refused', async () => {
    const response = await apiCall(t, 'GET', '/reports/overview', headers.admin);
    expect(response.statusCode, response.body).toBe(200);
    const data: AdminOverview = response.json().data;
    expect(data).toMatchObject({ range: 'month', unit: 'day', timeZone: 'Africa/Tunis' });
    expect(data.sales).toHaveLength(30);
    expect(
      (await apiCall(t, 'GET', '/reports/overview?range=decade', headers.admin)).statusCode,
    ).toBe(400);
    for (const url of [
      '/reports/overview',
      '/reports/orders',
      '/reports/customers',
      '/reports/brands',
    ]) {
      expect((await apiCall(t, 'GET', url, headers.amira)).statusCode).toBe(403);
      expect((await apiCall(t, 'GET', url, headers.brandA)).statusCode).toBe(403);
      expect((await apiCall(t, 'GET', url, {})).statusCode).toBe(401);
    }
  });
});

describe('the orders report (GET /reports/orders)', () => {
  it('sums each Tunisian month of the last 12 with its change, the best month and the trend', async () => {
    const rows = await itemRows();
    const months = Array.from({ length: 13 }, (_, index) => {
      const start = new Date(Date.UTC(2025, 5 + index, 1)).toISOString().slice(0, 10);
      const end = new Date(Date.UTC(2025, 6 + index, 1)).toISOString().slice(0, 10);
      return { month: start.slice(0, 7), ...sums(rows, tunis(start), tunis(end)) };
    });
    const report = await adminOrdersReport(t.db, REPORT_NOW);
    expect(report.monthly.map((month) => month.month)).toEqual(
      months.slice(1).map((month) => month.month),
    );
    report.monthly.forEach((month, index) => {
      const expected = months[index + 1]!;
      expect(month).toEqual({
        month: expected.month,
        count: expected.orders,
        value: expected.sales / 100,
        percentChange: change(expected.sales, months[index]!.sales),
      });
    });
    expect(report.insights.totalOrders).toBe(months.slice(1).reduce((n, m) => n + m.orders, 0));
    const best = [...months.slice(1)].reverse().reduce((a, b) => (b.sales > a.sales ? b : a));
    expect(report.insights.bestPerformingMonth).toEqual({
      month: best.month,
      value: best.sales / 100,
      count: best.orders,
    });
    // May against April
    const may = months.at(-2)!.sales;
    const april = months.at(-3)!.sales;
    const trend = change(may, april)!;
    expect(report.insights.recentTrend).toEqual({
      direction: trend > 0 ? 'up' : trend < 0 ? 'down' : 'flat',
      percentage: Math.abs(trend),
    });
  });
});

describe('the customers report (GET /reports/customers)', () => {
  /** The segments' rules, written again over the rows. */
  async function expectedSegments(at: Date) {
    const rows = (await itemRows()).filter((row) => counted(row) && row.createdAt < at);
    const customers = (await t.db.select().from(users)).filter(
      (user) =>
        user.role === 'CUSTOMER' && user.anonymisedAt === null && user.registrationDate < at,
    );
    const daysAgo = (days: number) => new Date(at.getTime() - days * DAY_MS);
    const result = new Map<CustomerSegment, { count: number; spending: number }>();
    for (const customer of customers) {
      const own = rows.filter((row) => row.customerId === customer.id);
      const orderIds = new Set(own.map((row) => row.orderId));
      const dates = own.map((row) => row.createdAt.getTime());
      const first = dates.length ? Math.min(...dates) : null;
      const last = dates.length ? Math.max(...dates) : null;
      const spending = own.filter(sold).reduce((total, row) => total + row.subtotal, 0);
      const type: CustomerSegment =
        (first !== null && first >= daysAgo(30).getTime()) ||
        (orderIds.size === 0 && customer.registrationDate >= daysAgo(30))
          ? 'new'
          : last === null || last < daysAgo(90).getTime()
            ? 'inactive'
            : orderIds.size >= 5 || spending >= 100_000
              ? 'loyal'
              : orderIds.size >= 2
                ? 'returning'
                : 'occasional';
      const sum = result.get(type) ?? { count: 0, spending: 0 };
      result.set(type, { count: sum.count + 1, spending: sum.spending + spending });
    }
    return result;
  }

  it('puts every customer in one segment, with their spending and the change over 30 days', async () => {
    const now = await expectedSegments(REPORT_NOW);
    const before = await expectedSegments(new Date(REPORT_NOW.getTime() - 30 * DAY_MS));
    const report = await customersReport(t.db, REPORT_NOW);
    expect(report.segments.map((segment) => segment.type)).toEqual([
      'new',
      'occasional',
      'returning',
      'loyal',
      'inactive',
    ]);
    for (const segment of report.segments) {
      const expected = now.get(segment.type) ?? { count: 0, spending: 0 };
      expect(segment).toEqual({
        type: segment.type,
        count: expected.count,
        spending: expected.spending / 100,
        percentChange: change(expected.count, before.get(segment.type)?.count ?? 0),
      });
    }
    const total = [...now.values()].reduce((sum, segment) => sum + segment.count, 0);
    expect(report.summary.totalCustomers).toBe(total);
    // leila, rania, walid (no order, registered within 30 days) and yasmine (first order 10 June)
    expect(report.segments[0]).toMatchObject({ type: 'new', count: 4 });
    // sami (never), old (January), hedi's one order 75 days ago is occasional
    expect(report.segments.find((segment) => segment.type === 'inactive')!.count).toBe(2);
    expect(report.segments.find((segment) => segment.type === 'occasional')!.count).toBe(1);
    // nour (5 orders) and karim (7); amira's 3 make her returning
    expect(report.segments.find((segment) => segment.type === 'loyal')!.count).toBe(2);
    expect(report.segments.find((segment) => segment.type === 'returning')!.count).toBe(1);
    expect(report.summary.topSegment).toEqual({
      type: 'new',
      percentage: Math.round((4 / total) * 1000) / 10,
    });
  });
});

describe('the brand performance report (GET /reports/brands)', () => {
  for (const [period, range] of [
    ['weekly', 'week'],
    ['monthly', 'month'],
    ['yearly', 'year'],
    ['daily', 'day'],
  ] as const) {
    it(`gives each brand its ${period} revenue, orders and growth as the rows sum`, async () => {
      const rows = await itemRows();
      const window = WINDOWS[range];
      const report = await brandsReport(t.db, period, REPORT_NOW);
      const activeProducts = await t.db.select().from(products).where(eq(products.active, true));
      for (const brand of report.brands) {
        const current = sums(rows, tunis(window.from), tunis(window.until), brand.id);
        const previous = sums(rows, tunis(window.previousFrom), tunis(window.from), brand.id);
        expect(brand).toMatchObject({
          revenue: current.sales / 100,
          orders: current.orders,
          products: activeProducts.filter((product) => product.brandId === brand.id).length,
          percentChange: change(current.sales, previous.sales),
        });
      }
      const total = report.brands.reduce((sum, brand) => sum + Math.round(brand.revenue * 100), 0);
      expect(Math.round(report.summary.totalRevenue * 100)).toBe(total);
      expect(total).toBe(sums(rows, tunis(window.from), tunis(window.until)).sales);
      // by revenue, highest first, coloured from the palette of 5 in turn
      const revenues = report.brands.map((brand) => brand.revenue);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
      expect(new Set(report.brands.map((brand) => brand.color)).size).toBe(
        Math.min(5, report.brands.length),
      );
    });
  }

  it('names the top brand with its share, the most products and the fastest growing', async () => {
    const report = await brandsReport(t.db, 'monthly', REPORT_NOW);
    const [top] = report.brands;
    expect(report.summary.topBrand).toEqual({
      name: top!.name,
      percentageOfTotal: Math.round((top!.revenue / report.summary.totalRevenue) * 1000) / 10,
    });
    // Medina Threads has the shirt, the mug and the scarf active
    expect(report.summary.mostProducts).toEqual({ name: 'Medina Threads', count: 3 });
    const growing = report.brands.filter(
      (brand) => brand.percentChange !== null && brand.revenue > 0,
    );
    const fastest = growing.reduce((a, b) => (b.percentChange! > a.percentChange! ? b : a));
    expect(report.summary.fastestGrowing).toEqual({
      name: fastest.name,
      growth: fastest.percentChange,
    });
    // a disabled brand without sales is left out; enabled ones stay, with nothing sold
    expect(report.brands.map((brand) => brand.name)).not.toContain('Hidden Gem');
    expect(report.brands.find((brand) => brand.name === 'Newcomer')).toMatchObject({ revenue: 0 });
  });

  it('takes monthly by default and refuses an unknown period', async () => {
    const response = await apiCall(t, 'GET', '/reports/brands', headers.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.period).toBe('monthly');
    expect(
      (await apiCall(t, 'GET', '/reports/brands?period=hourly', headers.admin)).statusCode,
    ).toBe(400);
  });
});

describe('the visits counter (POST /visits)', () => {
  const todayRow = async () => {
    const [row] = await t.db
      .select()
      .from(dailyVisits)
      .where(eq(dailyVisits.day, localToday(new Date())));
    return row?.sessions ?? 0;
  };

  it('adds one session to today, keeps nothing else, and stops counting one address past its bound', async () => {
    const before = await todayRow();
    const first = await apiCall(t, 'POST', '/visits', {});
    expect(first.statusCode, first.body).toBe(204);
    expect(first.body).toBe('');
    expect(await todayRow()).toBe(before + 1);
    // only the day and its count are stored
    const columns = await t.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'daily_visits'`,
    );
    expect(
      (columns as unknown as { rows: { column_name: string }[] }).rows
        .map((c) => c.column_name)
        .sort(),
    ).toEqual(['day', 'sessions']);

    for (let sent = 1; sent < VISITS_PER_ADDRESS_PER_HOUR; sent++)
      expect((await apiCall(t, 'POST', '/visits', {})).statusCode).toBe(204);
    expect(await todayRow()).toBe(before + VISITS_PER_ADDRESS_PER_HOUR);
    const refused = await apiCall(t, 'POST', '/visits', {});
    expect(refused.statusCode).toBe(429);
    expect(await todayRow()).toBe(before + VISITS_PER_ADDRESS_PER_HOUR);

    // another address still counts
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visits',
      remoteAddress: '203.0.113.9',
    });
    expect(other.statusCode).toBe(204);
    expect(await todayRow()).toBe(before + VISITS_PER_ADDRESS_PER_HOUR + 1);
  });
});
