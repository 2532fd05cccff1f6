import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandProductsReport } from '@souk/shared/responses/brand-reports';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  moveOrder,
  orderWorld,
  placeOrder,
  rejectItem,
  type Headers,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';
import { localToday, rangeWindow } from './report-time';
import { dateOrder, REPORT_NOW } from './report-test-kit';
import { brandProductsReport, ordersReportOf } from './service';

/**
 * GET /reports/brand/products (issue 12): the overview's and the analytics' figures, checked
 * against orders placed, delivered, rejected and cancelled through the order rules. The dated
 * figures are read through the service at a fixed "now" (15 June 2026, 11:00 in Tunis), with the
 * orders moved to known dates.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let atlasId: number;
let lamp: ProductRow;
let amira: Headers;
let karim: Headers;
let admin: Headers;
let brandA: Headers;
let brandB: Headers;
const placed: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const world = await orderWorld(t, { averageRating: 5, reviewCount: 10 });
  ({ shop, lamp } = world);
  atlasId = world.atlas.id;
  ({ amira, karim, admin, brandA, brandB } = world.headers);

  const shirt = { productId: shop.shirt.id, size: 'M', color: 'Blue' }; // 60 dt after 25 % off
  const mug = { productId: shop.mug.id }; // 12.50 dt
  const scarf = { productId: shop.scarf.id, color: 'Red' }; // 45 dt
  const lampLine = { productId: lamp.id }; // brand B, 120 dt

  // o1: delivered by both brands, so paid (cash): A earns the shirt and two mugs, 85 dt.
  placed.o1 = (await placeOrder(t, amira, [shirt, { ...mug, quantity: 2 }, lampLine])).id;
  await deliverOrder(t, brandA, placed.o1);
  await deliverOrder(t, brandB, placed.o1);
  // o2: the scarf rejected, the shirt delivered and paid: A earns 60 dt.
  placed.o2 = (await placeOrder(t, amira, [shirt, scarf])).id;
  await rejectItem(t.db, placed.o2, shop.scarf.id, 'Damaged');
  await deliverOrder(t, brandA, placed.o2);
  // o3: cancelled by A: an order, but nothing sold.
  placed.o3 = (await placeOrder(t, amira, [mug])).id;
  await moveOrder(t, brandA, placed.o3, 'CANCELLED');
  // o4: A delivered three mugs, B has not: cash is paid per part on its delivery (decision
  // 029), so A earns its 37.50 dt though the order is not all delivered (issue 30's defect).
  placed.o4 = (await placeOrder(t, amira, [{ ...mug, quantity: 3 }, lampLine])).id;
  await deliverOrder(t, brandA, placed.o4);
  // o5: an online order never paid: not an order at all.
  placed.o5 = (await placeOrder(t, amira, [mug], 'ONLINE')).id;
  // o6, o7, o8: pending cash orders of karim.
  placed.o6 = (await placeOrder(t, karim, [{ ...scarf, quantity: 2 }])).id;
  placed.o7 = (await placeOrder(t, karim, [mug])).id;
  placed.o8 = (await placeOrder(t, karim, [scarf])).id;

  await dateOrder(t.db, placed.o1, '2026-01-31T23:30:00Z'); // 1 February 00:30 in Tunis
  await dateOrder(t.db, placed.o2, '2026-03-10T09:00:00Z');
  await dateOrder(t.db, placed.o3, '2026-06-01T08:00:00Z');
  await dateOrder(t.db, placed.o4, '2026-06-10T12:00:00Z');
  await dateOrder(t.db, placed.o5, '2026-06-12T12:00:00Z');
  await dateOrder(t.db, placed.o6, '2026-06-14T23:30:00Z'); // 15 June 00:30 in Tunis: today
  await dateOrder(t.db, placed.o7, '2025-12-20T10:00:00Z');
  await dateOrder(t.db, placed.o8, '2026-05-05T10:00:00Z');

  // Ratings and stock as the reviews and the products pages would leave them.
  await t.db
    .update(brands)
    .set({ averageRating: 4.2, reviewCount: 9 })
    .where(eq(brands.id, shop.brand.id));
  const rate = (
    product: ProductRow,
    averageRating: number,
    reviewCount: number,
    quantity: number,
  ) =>
    t.db
      .update(products)
      .set({ averageRating, reviewCount, quantity })
      .where(eq(products.id, product.id));
  await rate(shop.shirt, 4.5, 2, 0);
  await rate(shop.mug, 4.5, 5, 11);
  await rate(shop.scarf, 3, 1, 7);
  await rate(shop.hidden, 5, 1, 5); // inactive: rated, but not in the low-stock list
});
afterAll(() => t.close());

const report = (headers: Headers, query = '') =>
  apiCall(t, 'GET', `/reports/brand/products${query}`, headers);

const atNow = (range: 'week' | 'month' | 'year', brandId = shop.brand.id) =>
  brandProductsReport(t.db, brandId, range, REPORT_NOW);

describe('the overview', () => {
  it('counts earnings, products, orders and rating as the database holds them', async () => {
    const response = await report(brandA);
    expect(response.statusCode, response.body).toBe(200);
    const data: BrandProductsReport = response.json().data;
    expect(data.brand).toEqual({ id: shop.brand.id, name: 'Medina Threads' });
    expect(data.overview).toMatchObject({
      // o1 (60 + 2 × 12.50), o2 (60, the rejected scarf left out) and o4 (3 × 12.50: its part
      // delivered, so paid in cash)
      earnings: 182.5,
      // shirt, mug, scarf and the hidden one
      productsCount: 4,
      activeProducts: 3,
      // o1, o2, o3 (cancelled), o4, o6, o7, o8 — not the unpaid online o5
      orders: 7,
      averageRating: 4.2,
      reviewCount: 9,
    });
  });

  it('lists the 4 best-rated products: rating, then number of reviews; never another brand’s', async () => {
    const { overview } = (await report(brandA)).json().data as BrandProductsReport;
    expect(
      overview.topRated.map((product) => [
        product.name,
        product.averageRating,
        product.reviewCount,
      ]),
    ).toEqual([
      ['Hidden Lamp', 5, 1],
      ['Clay Mug', 4.5, 5],
      ['Linen Shirt', 4.5, 2],
      ['Silk Scarf', 3, 1],
    ]);
    expect(overview.topRated[2]).toMatchObject({
      price: 80,
      imageUrl: '/uploads/shirt.webp',
      active: true,
    });
  });

  it("lists the 5 latest orders of the brand, with the brand's items only", async () => {
    const { overview } = (await report(brandA)).json().data as BrandProductsReport;
    expect(overview.recentOrders.map((order) => order.orderId)).toEqual([
      placed.o6,
      placed.o4,
      placed.o3,
      placed.o8,
      placed.o2,
    ]);
    const [o6, o4, o3, , o2] = overview.recentOrders;
    expect(o6).toMatchObject({ customerName: 'Test User', status: 'PENDING', total: 90 });
    expect(o6!.orderDate).toBe('2026-06-14T23:30:00.000Z');
    // the lamp of brand B is not A's
    expect(o4).toMatchObject({ customerName: 'Amira Ben Salah', status: 'DELIVERED', total: 37.5 });
    // decision 029: a cancelled part is owed nothing, as its row on the orders page says
    expect(o3).toMatchObject({ status: 'CANCELLED', total: 0 });
    expect(o2).toMatchObject({ status: 'DELIVERED', total: 60 });
  });

  it('counts orders per month of the year in Tunisia, with their sales', async () => {
    const { overview } = await atNow('month');
    expect(overview.year).toBe(2026);
    expect(overview.monthlyOrders).toHaveLength(12);
    const byMonth = Object.fromEntries(
      overview.monthlyOrders.filter((m) => m.count > 0).map((m) => [m.month, [m.count, m.value]]),
    );
    // o1 was placed on 31 January UTC, already 1 February in Tunis; o7 is of 2025
    expect(byMonth).toEqual({ 2: [1, 85], 3: [1, 60], 5: [1, 45], 6: [3, 127.5] });
    expect(overview.monthlyOrders[0]).toEqual({ month: 1, count: 0, value: 0 });
  });

  it("never counts another brand's orders, and gives that brand its own", async () => {
    const response = await report(brandB);
    const data: BrandProductsReport = response.json().data;
    expect(data.brand.id).toBe(atlasId);
    // the lamp of o1, delivered and paid; o4's lamp is still pending
    expect(data.overview).toMatchObject({ earnings: 120, orders: 2, productsCount: 1 });
    expect(data.overview.recentOrders.map((order) => order.total)).toEqual([120, 120]);
    expect(data.overview.topRated.map((product) => product.name)).toEqual(['Brass Lamp']);
  });
});

describe('the analytics', () => {
  it('weekly: the last 7 days by day, in Tunisia, against the week before', async () => {
    const { analytics } = await atNow('week');
    expect(analytics).toMatchObject({
      range: 'week',
      unit: 'day',
      from: '2026-06-09',
      to: '2026-06-15',
    });
    expect(analytics.series.map((point) => point.period)).toEqual([
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
    ]);
    expect(analytics.series[1]).toEqual({
      period: '2026-06-10',
      revenue: 37.5,
      orders: 1,
      units: 3,
    });
    // o5 (unpaid online) is not there; o6 (23:30 UTC on the 14th) is today in Tunis
    expect(analytics.series[3]).toEqual({ period: '2026-06-12', revenue: 0, orders: 0, units: 0 });
    expect(analytics.series[5]!.orders).toBe(0);
    expect(analytics.series[6]).toEqual({ period: '2026-06-15', revenue: 90, orders: 1, units: 2 });
    expect(analytics.totals.revenue).toEqual({ value: 127.5, previous: 0, percentChange: null });
    expect(analytics.totals.averageOrderValue.value).toBe(63.75);
    expect(analytics.bestSellers).toEqual([
      { id: shop.mug.id, name: 'Clay Mug', units: 3, revenue: 37.5 },
      { id: shop.scarf.id, name: 'Silk Scarf', units: 2, revenue: 90 },
    ]);
  });

  it('monthly: 30 days by day, with growth against the 30 days before', async () => {
    const { analytics } = await atNow('month');
    expect(analytics.series).toHaveLength(30);
    expect(analytics.from).toBe('2026-05-17');
    // o3 (cancelled), o4, o6 against o8
    expect(analytics.totals).toEqual({
      revenue: { value: 127.5, previous: 45, percentChange: 183.3 },
      orders: { value: 3, previous: 1, percentChange: 200 },
      units: { value: 5, previous: 1, percentChange: 400 },
      // 127.50 over the 2 orders that stand, against 45 over 1
      averageOrderValue: { value: 63.75, previous: 45, percentChange: 41.7 },
    });
  });

  it('yearly: 12 months by month, the rejected and the cancelled left out of sales', async () => {
    const { analytics } = await atNow('year');
    expect(analytics.series.map((point) => point.period.slice(0, 7))).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(analytics.totals.revenue.value).toBe(330);
    expect(analytics.totals.orders.value).toBe(7);
    expect(analytics.totals.units.value).toBe(11);
    expect(analytics.series[5]).toEqual({
      period: '2025-12-01',
      revenue: 12.5,
      orders: 1,
      units: 1,
    });
    expect(
      analytics.bestSellers.map((seller) => [seller.name, seller.units, seller.revenue]),
    ).toEqual([
      ['Clay Mug', 6, 75],
      ['Silk Scarf', 3, 135],
      ['Linen Shirt', 2, 120],
    ]);
  });

  it('lists active products with 10 or fewer in stock, lowest first', async () => {
    const { analytics } = await atNow('week');
    expect(analytics.lowStock).toEqual([
      { id: shop.shirt.id, name: 'Linen Shirt', quantity: 0, stockLevel: 30 },
      { id: shop.scarf.id, name: 'Silk Scarf', quantity: 7, stockLevel: 30 },
    ]);
  });

  it('gives the orders report of the last 12 months with its insights', async () => {
    const { ordersReport } = await atNow('week');
    expect(ordersReport.monthly).toHaveLength(12);
    expect(ordersReport.monthly[0]!.month).toBe('2025-07');
    const month = (key: string) => ordersReport.monthly.find((m) => m.month === key);
    expect(month('2026-02')).toEqual({
      month: '2026-02',
      count: 1,
      value: 85,
      percentChange: null,
    });
    expect(month('2026-03')).toEqual({
      month: '2026-03',
      count: 1,
      value: 60,
      percentChange: -29.4,
    });
    expect(month('2026-04')!.percentChange).toBe(-100);
    expect(month('2026-06')).toEqual({
      month: '2026-06',
      count: 3,
      value: 127.5,
      percentChange: 183.3,
    });
    expect(ordersReport.insights).toEqual({
      totalOrders: 7,
      bestPerformingMonth: { month: '2026-06', value: 127.5, count: 3 },
      // May (45) against April (0): up, with no percentage to give
      recentTrend: { direction: 'up', percentage: null },
    });
  });

  it('reads the range from the query, monthly by default', async () => {
    const monthly = (await report(brandA)).json().data as BrandProductsReport;
    expect(monthly.analytics).toMatchObject({ range: 'month', unit: 'day' });
    expect(monthly.analytics.series).toHaveLength(30);
    const yearly = (await report(brandA, '?range=year')).json().data as BrandProductsReport;
    expect(yearly.analytics).toMatchObject({ range: 'year', unit: 'month' });
    expect(yearly.analytics.series).toHaveLength(12);
    expect((await report(brandA, '?range=decade')).statusCode).toBe(400);
  });
});

describe('who may read it', () => {
  it('gives a brand its own figures whatever brandId it passes', async () => {
    const response = await report(brandA, `?brandId=${atlasId}`);
    expect(response.statusCode).toBe(200);
    const data: BrandProductsReport = response.json().data;
    expect(data.brand.id).toBe(shop.brand.id);
    expect(data.overview.earnings).toBe(182.5);
  });

  it('lets an admin read any brand, named with brandId; without it 400, unknown 404', async () => {
    const response = await report(admin, `?brandId=${atlasId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.brand.id).toBe(atlasId);
    const missing = await report(admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { brandId: expect.any(String) },
    });
    expect((await report(admin, '?brandId=999999')).statusCode).toBe(404);
  });

  it('refuses customers (403) and visitors (401)', async () => {
    expect((await report(amira)).statusCode).toBe(403);
    expect((await report({})).statusCode).toBe(401);
  });
});

describe('days and months in Tunisia', () => {
  it('takes today from Tunis, an hour ahead of UTC', () => {
    expect(localToday(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(localToday(new Date('2026-01-31T22:30:00Z'))).toBe('2026-01-31');
  });

  it('windows each range as the spec says', () => {
    expect(rangeWindow('week', '2026-03-02')).toEqual({
      unit: 'day',
      buckets: 7,
      from: '2026-02-24',
      previousFrom: '2026-02-17',
    });
    expect(rangeWindow('year', '2026-03-31')).toEqual({
      unit: 'month',
      buckets: 12,
      from: '2025-04-01',
      previousFrom: '2024-04-01',
    });
  });

  it('says the trend is flat or down from the last complete month', () => {
    const bucket = (revenue: number) => ({
      period: '2026-01-01',
      orders: 1,
      standing: 1,
      revenue,
      units: 1,
    });
    const months = (last: number, before: number) => [
      ...Array.from({ length: 10 }, () => bucket(0)),
      bucket(before),
      bucket(last),
      bucket(999), // the current month, not over
    ];
    expect(ordersReportOf(months(5000, 10000)).insights.recentTrend).toEqual({
      direction: 'down',
      percentage: 50,
    });
    expect(ordersReportOf(months(0, 0)).insights.recentTrend).toEqual({
      direction: 'flat',
      percentage: null,
    });
    expect(ordersReportOf(months(3000, 3000)).insights.recentTrend).toEqual({
      direction: 'flat',
      percentage: 0,
    });
  });
});
