import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { alerts, orders, refunds } from '../../db/schema/commerce';
import { buildTestApp, pageShape, type TestApp } from '../../test/helper';
import {
  apiCall,
  moveOrder,
  orderWorld,
  placeOrder,
  rejectItem,
  restock,
  type Headers,
  type Method,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';
import { markOrderPaid } from './order-changes';

/**
 * The admin dashboard's orders (dashboards §2 "Orders", §4, §7 "Orders"; decisions 010 and 015):
 * brand A (Medina Threads: shirt 60 dt after 25 %, mug 12.50 dt and scarf 45 dt, both shipped
 * free) and brand B (Atlas Lamps: lamp 120 dt) sell in the same orders; shipping is 7 dt unless
 * every item ships free.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let amira: Headers;
let karim: Headers;
let admin: Headers;
let brandA: Headers;
let amiraId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const world = await orderWorld(t);
  ({ shop, lamp } = world);
  amiraId = world.people.amira.id;
  ({ amira, karim, admin, brandA } = world.headers);
});
afterAll(() => t.close());

beforeEach(async () => {
  await restock(t.db, [shop.shirt.id, shop.mug.id, shop.scarf.id, lamp.id], 50);
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const shirt = (quantity = 1) => ({ productId: shop.shirt.id, quantity, size: 'M', color: 'Blue' });
const mug = (quantity = 1) => ({ productId: shop.mug.id, quantity });
const scarf = () => ({ productId: shop.scarf.id, color: 'Red' });
const lampLine = () => ({ productId: lamp.id });

type Row = {
  id: number;
  orderNumber: string;
  customerName: string;
  status: string;
  total: number;
  createdAt: string;
};

const list = async (query = '', headers = admin) => {
  const response = await call('GET', `/orders/paged${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    content: Row[];
    page: object;
    insights: Record<string, number>;
  };
};

const stockOf = async (id: number) =>
  (await t.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

const orderRow = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An online order the gateway confirmed as paid (its whole total). */
async function paidOnlineOrder(headers: Headers, items: Parameters<typeof placeOrder>[2]) {
  const order = await placeOrder(t, headers, items, 'ONLINE');
  const { total } = await orderRow(order.id);
  await t.db.transaction((tx) => markOrderPaid(tx, order.id, total));
  return order;
}

const settle = (orderId: number, body: object, headers = admin) =>
  call('POST', `/orders/${orderId}/refund-settlements`, headers, body);

describe('GET /orders/paged', () => {
  it('pages every order, newest first by default, size 10, with the paging shape', async () => {
    const placed = [];
    for (let n = 0; n < 12; n += 1)
      placed.push(await placeOrder(t, n % 2 ? karim : amira, [mug()]));
    const all = (await call('GET', '/orders/paged', admin)).json().data;
    const total = all.page.totalElements;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(all.page).toEqual(pageShape(total, 0, 10).page);
    expect(all.content).toHaveLength(10);
    expect(all.content[0].id).toBe(placed[11]!.id);
    const created = all.content.map((row: Row) => row.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const second = await list('?page=1&size=5&direction=desc');
    expect(second.page).toEqual(pageShape(total, 1, 5).page);
    expect(second.content.map((row) => row.id)).toEqual(
      all.content.slice(5, 10).map((row: Row) => row.id),
    );
    expect((await list(`?page=${Math.ceil(total / 5)}&size=5`)).content).toEqual([]);
  });

  it('answers each order whole: customer, payment, amounts, its brands’ parts and items', async () => {
    const order = await placeOrder(t, amira, [shirt(2), lampLine()]);
    const { content } = await list(`?search=${order.orderNumber}`);
    expect(content).toHaveLength(1);
    expect(content[0]).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      customerName: 'Amira Ben Salah',
      customerEmail: 'amira@example.tn',
      paymentMethod: 'ON_DELIVERY',
      paymentStatus: 'PENDING',
      subtotal: 240,
      shippingCost: 7,
      total: 247,
      refundDue: 0,
      status: 'PENDING',
      brandPartsCount: 2,
      refunds: [],
    });
    const row = content[0] as unknown as {
      items: { productName: string }[];
      brandOrders: { brandName: string; refundedAmount: number; refundableAmount: number }[];
    };
    expect(row.items.map((item) => item.productName)).toEqual(['Linen Shirt', 'Brass Lamp']);
    expect(row.brandOrders).toMatchObject([
      { brandName: 'Medina Threads', refundedAmount: 0, refundableAmount: 120 },
      { brandName: 'Atlas Lamps', refundedAmount: 0, refundableAmount: 120 },
    ]);
  });

  it('sorts on each column, both ways, the order id breaking ties', async () => {
    await placeOrder(t, karim, [lampLine(), scarf()]);
    for (const [sortBy, key] of [
      ['total', 'total'],
      ['orderNumber', 'orderNumber'],
      ['customerName', 'customerName'],
      ['status', 'status'],
      ['orderDate', 'createdAt'],
    ] as const) {
      const ascending = (await list(`?sortBy=${sortBy}&direction=asc&size=100`)).content;
      const values = ascending.map((row) => row[key]);
      expect([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(values);
      const descending = (await list(`?sortBy=${sortBy}&direction=DESC&size=100`)).content;
      expect(descending.map((row) => row[key])).toEqual([...values].reverse());
    }
  });

  it('filters on a status (any case) and searches the number, the customer’s name or email', async () => {
    const shipped = await placeOrder(t, karim, [scarf()]);
    await moveOrder(t, admin, shipped.id, 'SHIPPED');
    const onlyShipped = await list('?status=shipped&size=100');
    expect(onlyShipped.content.length).toBeGreaterThan(0);
    expect(onlyShipped.content.every((row) => row.status === 'SHIPPED')).toBe(true);
    expect(onlyShipped.content.map((row) => row.id)).toContain(shipped.id);
    expect((await list('?status=all')).page).toEqual((await list()).page);

    const byNumber = await list(`?search=${shipped.orderNumber.toLowerCase()}`);
    expect(byNumber.content.map((row) => row.id)).toEqual([shipped.id]);
    const byName = await list('?search=ben%20sal&size=100');
    expect(byName.content.length).toBeGreaterThan(0);
    expect(byName.content.every((row) => row.customerName === 'Amira Ben Salah')).toBe(true);
    const byEmail = await list('?search=KARIM@EXAMPLE&size=100');
    expect(byEmail.content.length).toBeGreaterThan(0);
    expect(byEmail.content.every((row) => row.customerName !== 'Amira Ben Salah')).toBe(true);
    // a search's wildcard is a plain character
    expect((await list('?search=%25')).content).toEqual([]);
  });

  it('refuses unknown sorts, statuses and bad paging', async () => {
    for (const query of [
      '?sortBy=constructor',
      '?sortBy=__proto__',
      '?status=LOST',
      '?direction=up',
      '?page=-1',
      '?size=0',
      '?size=101',
    ]) {
      const response = await call('GET', `/orders/paged${query}`, admin);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is the admin’s only: 401 without a token, 403 for a customer or a brand', async () => {
    expect((await call('GET', '/orders/paged', {})).statusCode).toBe(401);
    expect((await call('GET', '/orders/paged', amira)).statusCode).toBe(403);
    expect((await call('GET', '/orders/paged', brandA)).statusCode).toBe(403);
  });

  it('computes the insights over all orders whatever the filter, as an independent sum does', async () => {
    // one order of each kind besides the earlier ones
    const completed = await placeOrder(t, amira, [shirt(1), lampLine()]);
    await moveOrder(t, admin, completed.id, 'SHIPPED', 'COMPLETED');
    const delivered = await placeOrder(t, karim, [mug(2), scarf()]);
    await moveOrder(t, brandA, delivered.id, 'SHIPPED', 'DELIVERED');
    const cancelled = await placeOrder(t, karim, [scarf()]);
    await moveOrder(t, admin, cancelled.id, 'CANCELLED');
    const rejected = await placeOrder(t, amira, [shirt(1), mug(1)]);
    await rejectItem(t.db, rejected.id, shop.mug.id, 'Broken in the shop');
    await moveOrder(t, admin, rejected.id, 'SHIPPED', 'COMPLETED');
    const paidCancelled = await paidOnlineOrder(amira, [lampLine()]);
    await moveOrder(t, admin, paidCancelled.id, 'CANCELLED');

    // every order as GET /orders/{id} reads it, counted here
    const ids = (await t.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
    const all = await Promise.all(
      ids.map(async (id) => (await call('GET', `/orders/${id}`, admin)).json().data),
    );
    type Read = {
      status: string;
      refundDue: number;
      items: { brandOrderId: number; status: string; subtotal: number }[];
      brandOrders: { id: number; status: string }[];
    };
    const having = (...statuses: string[]) =>
      all.filter((order: Read) => statuses.includes(order.status)).length;
    const cents = (amount: number) => Math.round(amount * 100);
    const revenue = all.reduce((sum: number, order: Read) => {
      const delivered = new Set(
        order.brandOrders
          .filter((part) => part.status === 'DELIVERED' || part.status === 'COMPLETED')
          .map((part) => part.id),
      );
      return (
        sum +
        order.items
          .filter((item) => delivered.has(item.brandOrderId) && item.status !== 'REJECTED')
          .reduce((partSum, item) => partSum + cents(item.subtotal), 0)
      );
    }, 0);
    const owed = all.filter((order: Read) => order.refundDue > 0);
    const expected = {
      totalOrders: all.length,
      pendingOrders: having('PENDING', 'PROCESSING'),
      shippedOrders: having('SHIPPED'),
      completedOrders: having('DELIVERED', 'COMPLETED'),
      cancelledOrders: having('CANCELLED'),
      refundedOrders: having('REFUNDED'),
      deliveredRevenue: revenue / 100,
      refundDueOrders: owed.length,
      refundDueTotal:
        owed.reduce((sum: number, order: Read) => sum + cents(order.refundDue), 0) / 100,
    };
    // the figures this test made are in it: shirt + lamp, 2 mugs + scarf, the shirt kept
    expect(expected.completedOrders).toBeGreaterThanOrEqual(3);
    expect(revenue).toBeGreaterThanOrEqual(6000 + 12000 + 2500 + 4500 + 6000);
    expect(expected.refundDueTotal).toBeGreaterThanOrEqual(127);

    expect((await list()).insights).toEqual(expected);
    // the same whatever the filter or search
    expect((await list('?status=CANCELLED')).insights).toEqual(expected);
    expect((await list('?search=nobody-at-all')).insights).toEqual(expected);
  });
});

describe('GET /orders/{id} for an admin', () => {
  it('carries each brand’s part with its status and dates, and items with their reasons', async () => {
    const order = await placeOrder(t, amira, [shirt(1), mug(1), lampLine()]);
    await rejectItem(t.db, order.id, shop.mug.id, 'Out of glaze');
    await moveOrder(t, brandA, order.id, 'SHIPPED');
    const response = await call('GET', `/orders/${order.id}`, admin);
    expect(response.statusCode).toBe(200);
    const read = response.json().data;
    expect(read.status).toBe('PROCESSING');
    expect(read.brandOrders).toMatchObject([
      { brandName: 'Medina Threads', status: 'SHIPPED', shippedDate: expect.any(String) },
      { brandName: 'Atlas Lamps', status: 'PENDING', shippedDate: null },
    ]);
    expect(read.items).toMatchObject([
      { productName: 'Linen Shirt', status: 'PENDING', rejectionReason: null },
      { productName: 'Clay Mug', status: 'REJECTED', rejectionReason: 'Out of glaze' },
      { productName: 'Brass Lamp', status: 'PENDING' },
    ]);
  });
});

describe('PATCH /orders/{id}/status by an admin', () => {
  it('cancels a paid online order: stock back, marked for refund, the customer alerted', async () => {
    const order = await paidOnlineOrder(amira, [shirt(2), lampLine()]);
    expect(await stockOf(shop.shirt.id)).toBe(48);
    expect(await stockOf(lamp.id)).toBe(49);
    const response = await call('PATCH', `/orders/${order.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'PAID',
      refundDue: 247,
      cancelledDate: expect.any(String),
    });
    expect(await stockOf(shop.shirt.id)).toBe(50);
    expect(await stockOf(lamp.id)).toBe(50);
    const made = await t.db.select().from(alerts).where(eq(alerts.orderId, order.id));
    expect(made).toEqual([expect.objectContaining({ userId: amiraId, type: 'order_status' })]);
    // final: the admin cannot bring it back
    const again = await call('PATCH', `/orders/${order.id}/status`, admin, { status: 'PENDING' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorCode).toBe('invalid_status_transition');
  });

  it('cancels an unpaid cash order without anything to refund', async () => {
    const order = await placeOrder(t, karim, [scarf()]);
    await moveOrder(t, admin, order.id, 'CANCELLED');
    expect(await orderRow(order.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      refundDue: 0,
    });
    expect(await stockOf(shop.scarf.id)).toBe(50);
  });

  it('ships, then completes an order (cash is paid on completion); back to pending from shipped is refused', async () => {
    const order = await placeOrder(t, amira, [shirt(1), lampLine()]);
    await moveOrder(t, admin, order.id, 'SHIPPED');
    const back = await call('PATCH', `/orders/${order.id}/status`, admin, { status: 'PENDING' });
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toContain('SHIPPED');
    await moveOrder(t, admin, order.id, 'COMPLETED');
    expect(await orderRow(order.id)).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAID' });
    const made = await t.db.select().from(alerts).where(eq(alerts.orderId, order.id));
    expect(made.length).toBeGreaterThanOrEqual(2);
    // a shipped order cannot be cancelled: its goods left
    const cancel = await call('PATCH', `/orders/${order.id}/status`, admin, {
      status: 'CANCELLED',
    });
    expect(cancel.statusCode).toBe(422);
  });
});

describe('POST /orders/{id}/refund-settlements', () => {
  it('records money given back, lowers refund_due, and once nothing is owed the payment is REFUNDED', async () => {
    const order = await paidOnlineOrder(amira, [shirt(1), lampLine()]);
    await moveOrder(t, admin, order.id, 'CANCELLED');
    expect((await orderRow(order.id)).refundDue).toBe(18700);

    const tooMuch = await settle(order.id, { amount: 187.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      errorCode: 'refund_due_exceeded',
      errors: { amount: expect.any(String) },
    });
    expect(tooMuch.json().message).toContain('187.00');

    const first = await settle(order.id, { amount: '100', reference: 'VIR-1', note: 'Part one' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ refundDue: 87, paymentStatus: 'PAID' });
    expect(first.json().data.refunds).toMatchObject([
      { amount: 100, brandOrderId: null, reference: 'VIR-1', note: 'Part one' },
    ]);
    const second = await settle(order.id, { amount: 87 });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ refundDue: 0, paymentStatus: 'REFUNDED' });

    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((row) => row.amount)).toEqual([10000, 8700]);
    expect(rows.every((row) => row.brandOrderId === null && row.recordedBy !== null)).toBe(true);

    const nothing = await settle(order.id, { amount: 1 });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errorCode).toBe('no_refund_due');
  });

  it('answers in the caller’s language', async () => {
    const order = await placeOrder(t, karim, [scarf()]);
    const french = await call(
      'POST',
      `/orders/${order.id}/refund-settlements`,
      {
        ...admin,
        'accept-language': 'fr',
      },
      { amount: 5 },
    );
    expect(french.statusCode).toBe(422);
    expect(french.json().message).toBe('Cette commande ne doit plus rien au client.');
  });

  it('keeps the payment PAID while a part still stands', async () => {
    const order = await paidOnlineOrder(karim, [scarf(), lampLine()]);
    await rejectItem(t.db, order.id, lamp.id, 'Cracked');
    expect((await orderRow(order.id)).refundDue).toBe(12000);
    const settled = await settle(order.id, { amount: 120 });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json().data).toMatchObject({ refundDue: 0, paymentStatus: 'PAID' });
  });

  it('refuses bad amounts, unknown orders and anyone but an admin', async () => {
    const order = await paidOnlineOrder(amira, [scarf()]);
    await moveOrder(t, admin, order.id, 'CANCELLED');
    for (const amount of [0, -5, 1.234, 'ten']) {
      const response = await settle(order.id, { amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().errors.amount).toBeDefined();
    }
    expect((await settle(999999, { amount: 1 })).statusCode).toBe(404);
    expect((await settle(order.id, { amount: 1 }, amira)).statusCode).toBe(403);
    expect((await settle(order.id, { amount: 1 }, brandA)).statusCode).toBe(403);
    expect((await settle(order.id, { amount: 1 }, {})).statusCode).toBe(401);
    expect((await orderRow(order.id)).refundDue).toBe(4500);
  });
});
