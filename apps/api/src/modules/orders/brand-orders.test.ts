import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import { alerts, orderItems, orders, refunds } from '../../db/schema/commerce';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  mailsTo,
  moveOrder,
  orderWorld,
  placeOrder,
  restock,
  signedIn,
  type Headers,
  type Method,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';

/**
 * The brand dashboard's orders (dashboards §7 "Orders"; decisions 010 and 015): brand A (Medina
 * Threads: shirt 60 dt after 25 %, mug 12.50 dt, scarf 45 dt) and brand B (Atlas Lamps: lamp
 * 120 dt) sell in the same orders.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let brandAId: number;
let brandBId: number;
let amira: Headers;
let karim: Headers;
let karimId: number;
let admin: Headers;
let adminId: number;
let brandA: Headers;
let brandB: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  const world = await orderWorld(t);
  ({ shop, lamp } = world);
  brandAId = shop.brand.id;
  brandBId = world.atlas.id;
  karimId = world.people.karim.id;
  adminId = world.people.admin.id;
  ({ amira, karim, admin, brandA, brandB } = world.headers);
});
afterAll(() => t.close());

beforeEach(async () => {
  await restock(t.db, [shop.shirt.id, shop.mug.id, shop.scarf.id, lamp.id], 50);
  t.mail.length = 0;
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const shirt = (quantity = 1) => ({
  productId: shop.shirt.id,
  quantity,
  size: 'M',
  color: 'Blue',
});
const mug = (quantity = 1) => ({ productId: shop.mug.id, quantity });
const lampLine = () => ({ productId: lamp.id });

/** A mixed order: 2 shirts of brand A (120 dt), a lamp of brand B (120 dt), 7 dt shipping. */
const mixedOrder = (headers = amira) => placeOrder(t, headers, [shirt(2), lampLine()]);

const stockOf = async (id: number) =>
  (await t.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

async function itemOf(orderId: number, productId: number) {
  const [item] = await t.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  return item!;
}

const list = (headers: Headers, brandId: number, query = '') =>
  call('GET', `/orders/brand/${brandId}/paged${query}`, headers);

const decide = (headers: Headers, brandId: number, itemId: number, body: object) =>
  call('PATCH', `/orders/brand/${brandId}/items/${itemId}/status`, headers, body);

const movePart = (headers: Headers, brandId: number, orderId: number, status: string) =>
  call('PATCH', `/orders/brand/${brandId}/order/${orderId}/status`, headers, { status });

const refund = (headers: Headers, brandId: number, orderId: number, body: object) =>
  call('POST', `/orders/brand/${brandId}/order/${orderId}/refunds`, headers, body);

const alertsOf = async (orderId: number) =>
  t.db.select().from(alerts).where(eq(alerts.orderId, orderId)).orderBy(alerts.id);

describe('GET /orders/brand/{brandId}/paged', () => {
  it('shows a brand only its part of a mixed order: its items, its status, its amounts', async () => {
    const order = await mixedOrder();
    const response = await list(brandA, brandAId, '?size=50');
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().data.content.find((r: { id: number }) => r.id === order.id);
    expect(row).toMatchObject({
      orderNumber: order.orderNumber,
      customerName: 'Amira Ben Salah',
      customerEmail: 'amira@example.tn',
      status: 'PENDING',
      paymentMethod: 'ON_DELIVERY',
      shippingCity: 'Tunis',
      subtotal: 120,
      shippingCost: 0,
      total: 120,
      refundedAmount: 0,
    });
    expect(row.items).toHaveLength(1);
    expect(row.items[0]).toMatchObject({ productName: 'Linen Shirt', quantity: 2, subtotal: 120 });
    // nothing of brand B's: not its lamp, not the order's total of 247 dt
    expect(response.body).not.toContain('Brass Lamp');
    expect(response.body).not.toContain('247');
    expect(response.body).not.toContain('Atlas');

    const other = await list(brandB, brandBId, '?size=50');
    const lampRow = other.json().data.content.find((r: { id: number }) => r.id === order.id);
    expect(lampRow).toMatchObject({ subtotal: 120, total: 120 });
    expect(lampRow.items.map((i: { productName: string }) => i.productName)).toEqual([
      'Brass Lamp',
    ]);
    expect(other.body).not.toContain('Linen Shirt');
  });

  it('counts only the items that are not rejected in the total', async () => {
    const order = await placeOrder(t, karim, [shirt(1), mug(2)]);
    const mugItem = await itemOf(order.id, shop.mug.id);
    await decide(brandA, brandAId, mugItem.id, { status: 'REJECTED', rejectionReason: 'Broken' });
    const response = await list(brandA, brandAId, `?customerId=${karimId}&size=50`);
    const row = response.json().data.content.find((r: { id: number }) => r.id === order.id);
    expect(row).toMatchObject({ subtotal: 85, total: 60 });
  });

  it('sorts, filters, searches and pages in the database', async () => {
    // a brand of its own, so that the other tests' orders do not count
    const [brand] = await t.db.insert(brands).values({ name: 'Sort Shop' }).returning();
    const [cheap, dear] = await t.db
      .insert(products)
      .values([
        { ...productValues(brand!.id), name: 'Cheap', sku: 'CH', price: 1000 },
        { ...productValues(brand!.id), name: 'Dear', sku: 'DE', price: 9000 },
      ])
      .returning();
    const zoeAccount = await signedIn(t, {
      email: 'zoe@example.tn',
      firstname: 'Zoé',
      lastname: 'Zarrouk',
    });
    const zoe = zoeAccount.headers;
    const adel = (
      await signedIn(t, { email: 'adel@example.tn', firstname: 'Adel', lastname: 'Amri' })
    ).headers;
    const shopHeaders = (
      await signedIn(t, { email: 'sort-shop@example.tn', role: 'BRAND', brandId: brand!.id })
    ).headers;
    const first = await placeOrder(t, zoe, [{ productId: cheap!.id }]); // 10 dt
    const second = await placeOrder(t, adel, [{ productId: dear!.id }]); // 90 dt
    const third = await placeOrder(t, zoe, [{ productId: cheap!.id, quantity: 3 }]); // 30 dt
    await moveOrder(t, shopHeaders, second.id, 'SHIPPED');
    const ids = async (query: string) => {
      const response = await list(shopHeaders, brand!.id, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.content.map((row: { id: number }) => row.id);
    };

    expect(await ids('')).toEqual([third.id, second.id, first.id]); // orderDate desc
    expect(await ids('?sortBy=total&direction=asc')).toEqual([first.id, third.id, second.id]);
    expect(await ids('?sortBy=total')).toEqual([second.id, third.id, first.id]);
    expect(await ids('?sortBy=customerName&direction=asc')).toEqual([
      second.id,
      first.id,
      third.id,
    ]);
    expect(await ids('?sortBy=orderNumber&direction=desc')).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(await ids('?sortBy=status&direction=asc')).toEqual([first.id, third.id, second.id]);
    expect(await ids('?status=shipped')).toEqual([second.id]);
    expect(await ids('?status=PENDING')).toEqual([third.id, first.id]);
    expect(await ids('?status=refunded')).toEqual([]);
    expect(await ids(`?search=${second.orderNumber}`)).toEqual([second.id]);
    expect(await ids('?search=ZARROUK')).toEqual([third.id, first.id]);
    expect(await ids('?search=adel@example')).toEqual([second.id]);
    expect(await ids(`?customerId=${zoeAccount.id}`)).toEqual([third.id, first.id]);
    expect((await list(shopHeaders, brand!.id, '?status=sent')).statusCode).toBe(400);

    const page = await list(shopHeaders, brand!.id, '?size=2&page=1');
    expect(page.json().data).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      number: 1,
      size: 2,
      page: { totalElements: 3, totalPages: 2, number: 1, size: 2 },
    });
    expect(page.json().data.content.map((row: { id: number }) => row.id)).toEqual([first.id]);

    // the metric cards count all the brand's parts whatever the filter
    await moveOrder(t, shopHeaders, second.id, 'DELIVERED');
    const metrics = (await list(shopHeaders, brand!.id, '?status=cancelled')).json().data.metrics;
    expect(metrics).toEqual({
      totalOrders: 3,
      pendingOrders: 2,
      shippedOrders: 0,
      deliveredOrders: 1,
      cancelledOrders: 0,
      refundedOrders: 0,
      deliveredRevenue: 90,
    });
    const ofZoe = await list(shopHeaders, brand!.id, `?customerId=${zoeAccount.id}`);
    expect(ofZoe.json().data.metrics).toMatchObject({ totalOrders: 2, deliveredRevenue: 0 });
  });
});

function productValues(brandId: number) {
  return {
    description: 'A thing.',
    barcode: '1234567890123',
    quantity: 100,
    brandId,
    freeShipping: true,
  };
}

describe('GET /orders/brand/{brandId}/order/{orderId}/items', () => {
  it("answers the brand's items with the spec's fields, 404 when it has no part", async () => {
    const order = await mixedOrder();
    const response = await call('GET', `/orders/brand/${brandAId}/order/${order.id}/items`, brandA);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      productName: 'Linen Shirt',
      productSku: shop.shirt.sku,
      productPrice: 80,
      quantity: 2,
      subtotal: 120,
      size: 'M',
      color: 'Blue',
      status: 'PENDING',
      rejectionReason: null,
    });
    expect(JSON.parse(items[0].productSnapshot)).toHaveProperty('imageUrl');

    const mugOnly = await placeOrder(t, karim, [mug()]);
    const none = await call('GET', `/orders/brand/${brandBId}/order/${mugOnly.id}/items`, brandB);
    expect(none.statusCode).toBe(404);
  });
});

describe('PATCH /orders/brand/{brandId}/items/{itemId}/status', () => {
  it('accepts an item: the customer gets an alert and an email', async () => {
    const order = await mixedOrder();
    const item = await itemOf(order.id, shop.shirt.id);
    t.mail.length = 0; // not the confirmation
    const response = await decide(brandA, brandAId, item.id, { status: 'accepted' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.items[0]).toMatchObject({ status: 'ACCEPTED' });
    const made = await alertsOf(order.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ type: 'order_status' });
    expect(made[0]!.title).toContain('Linen Shirt');
    const mails = mailsTo(t, 'amira@example.tn');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Medina Threads a accepté Linen Shirt');
  });

  it('rejects an item with a reason: stock back, alert and email with the reason', async () => {
    const order = await placeOrder(t, amira, [shirt(2), mug(3)]);
    const item = await itemOf(order.id, shop.mug.id);
    t.mail.length = 0;
    expect(await stockOf(shop.mug.id)).toBe(47);
    const missing = await decide(brandA, brandAId, item.id, { status: 'REJECTED' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ rejectionReason: expect.any(String) });
    const blank = await decide(brandA, brandAId, item.id, {
      status: 'REJECTED',
      rejectionReason: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const tooLong = await decide(brandA, brandAId, item.id, {
      status: 'REJECTED',
      rejectionReason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);

    const response = await decide(brandA, brandAId, item.id, {
      status: 'REJECTED',
      rejectionReason: '  Chipped glaze  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().data;
    expect(row.status).toBe('PENDING');
    expect(row.items.find((i: { id: number }) => i.id === item.id)).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Chipped glaze',
    });
    expect(await stockOf(shop.mug.id)).toBe(50);
    const made = await alertsOf(order.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.message).toContain('Chipped glaze');
    const mails = mailsTo(t, 'amira@example.tn');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Clay Mug');
    expect(mails[0]!.text).toContain('Chipped glaze');
  });

  it('cancels the part when every item is rejected, giving all the stock back', async () => {
    const order = await mixedOrder();
    const item = await itemOf(order.id, shop.shirt.id);
    await decide(brandA, brandAId, item.id, { status: 'ACCEPTED' });
    const response = await decide(brandA, brandAId, item.id, {
      status: 'REJECTED',
      rejectionReason: 'Sold out in M',
    });
    expect(response.json().data.status).toBe('CANCELLED');
    expect(await stockOf(shop.shirt.id)).toBe(50);
    // brand B's part is untouched
    const lampItem = await itemOf(order.id, lamp.id);
    expect(lampItem.status).toBe('PENDING');
    expect(await stockOf(lamp.id)).toBe(49);
  });

  it("refuses another brand's item as missing, and a PENDING status", async () => {
    const order = await mixedOrder();
    const lampItem = await itemOf(order.id, lamp.id);
    const foreign = await decide(brandA, brandAId, lampItem.id, { status: 'ACCEPTED' });
    expect(foreign.statusCode).toBe(404);
    expect((await itemOf(order.id, lamp.id)).status).toBe('PENDING');
    const pending = await decide(brandB, brandBId, lampItem.id, { status: 'PENDING' });
    expect(pending.statusCode).toBe(400);
  });
});

describe('PATCH /orders/brand/{brandId}/order/{orderId}/status', () => {
  it('ships the brand part only: alert and email to the customer', async () => {
    const order = await mixedOrder();
    t.mail.length = 0;
    const response = await movePart(brandA, brandAId, order.id, 'shipped');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'SHIPPED' });
    expect(response.json().data.shippedDate).not.toBeNull();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PROCESSING');
    // the order as a whole is now being processed (brand B has not shipped): that is the news
    const made = await alertsOf(order.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.details).toMatchObject({ status: 'PROCESSING' });
    const mails = mailsTo(t, 'amira@example.tn');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Votre commande est en préparation.');
    // brand A delivers while brand B still prepares: the part's own news
    t.mail.length = 0;
    await movePart(brandA, brandAId, order.id, 'DELIVERED');
    expect((await alertsOf(order.id))[1]!.details).toMatchObject({
      status: 'DELIVERED',
      brands: ['Medina Threads'],
    });
    expect(mailsTo(t, 'amira@example.tn')[0]!.text).toContain(
      'Vos articles de Medina Threads ont été livrés.',
    );
    const lampItems = await call(
      'GET',
      `/orders/brand/${brandBId}/order/${order.id}/items`,
      brandB,
    );
    expect(lampItems.json().data[0].status).toBe('PENDING');
  });

  it('cancels the part and gives its stock back; a disallowed move is 422', async () => {
    const order = await mixedOrder();
    expect(await stockOf(shop.shirt.id)).toBe(48);
    const response = await movePart(brandA, brandAId, order.id, 'CANCELLED');
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(shop.shirt.id)).toBe(50);
    expect(await stockOf(lamp.id)).toBe(49);
    const again = await movePart(brandA, brandAId, order.id, 'PROCESSING');
    expect(again.statusCode).toBe(422);
    expect(again.json().errorCode).toBe('invalid_status_transition');
    const completed = await movePart(brandB, brandBId, order.id, 'COMPLETED');
    expect(completed.statusCode).toBe(422);
    const unknown = await movePart(brandB, brandBId, order.id, 'LOST');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('refunds', () => {
  it('refuses REFUNDED without a recorded refund, records one within bounds, then allows it', async () => {
    // one brand, cash on delivery: paid once delivered (2 shirts 120 dt + 7 dt shipping)
    const order = await placeOrder(t, amira, [shirt(2)]);
    const early = await refund(brandA, brandAId, order.id, { amount: 10 });
    expect(early.statusCode).toBe(422);
    expect(early.json().errorCode).toBe('refund_not_allowed');
    await moveOrder(t, brandA, order.id, 'SHIPPED', 'DELIVERED');

    const refused = await movePart(brandA, brandAId, order.id, 'REFUNDED');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCode).toBe('refund_not_recorded');
    // the generic route is refused the same way (one rule for every side)
    const viaOrder = await call('PATCH', `/orders/${order.id}/status`, admin, {
      status: 'REFUNDED',
    });
    expect(viaOrder.json().errorCode).toBe('refund_not_recorded');

    expect((await refund(brandA, brandAId, order.id, { amount: 0 })).statusCode).toBe(400);
    expect((await refund(brandA, brandAId, order.id, { amount: 1.005 })).statusCode).toBe(400);
    const tooMuch = await refund(brandA, brandAId, order.id, { amount: 120.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ errorCode: 'refund_too_large' });
    expect(tooMuch.json().message).toContain('120.00');

    const first = await refund(brandA, brandAId, order.id, {
      amount: 100,
      reference: 'VIR-2026-001',
      note: 'Returned, unworn',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ amount: 100, reference: 'VIR-2026-001' });
    const rest = await refund(brandA, brandAId, order.id, { amount: 20.01 });
    expect(rest.statusCode).toBe(422);
    expect(rest.json().message).toContain('20.00');
    const listed = await call('GET', `/orders/brand/${brandAId}/order/${order.id}/refunds`, brandA);
    expect(listed.json().data).toHaveLength(1);

    const row = (await list(brandA, brandAId, `?search=${order.orderNumber}`)).json().data
      .content[0];
    expect(row).toMatchObject({ refundedAmount: 100, refundableAmount: 20 });

    const done = await movePart(brandA, brandAId, order.id, 'REFUNDED');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'REFUNDED' });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    // 127 dt stopped being due; 100 dt were given back: 27 dt still owed, never counted twice
    expect(stored).toMatchObject({
      status: 'REFUNDED',
      paymentStatus: 'REFUNDED',
      refundDue: 2700,
    });
    const afterward = await refund(brandA, brandAId, order.id, { amount: 1 });
    expect(afterward.json().errorCode).toBe('refund_not_allowed');
  });

  it('owes nothing more when the refund covers what stopped being due', async () => {
    const order = await placeOrder(t, karim, [mug(2)]); // 25 dt, free shipping
    await moveOrder(t, brandA, order.id, 'SHIPPED', 'DELIVERED');
    expect((await refund(brandA, brandAId, order.id, { amount: 25 })).statusCode).toBe(201);
    expect((await movePart(brandA, brandAId, order.id, 'REFUNDED')).statusCode).toBe(200);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.refundDue).toBe(0);
  });

  it('records an admin’s refund as the admin: a completed part too, up to what was paid for it', async () => {
    const order = await mixedOrder();
    await moveOrder(t, admin, order.id, 'SHIPPED', 'COMPLETED');
    // a brand may not refund a COMPLETED part; the admin, on the same route, may
    expect((await refund(brandA, brandAId, order.id, { amount: 1 })).json().errorCode).toBe(
      'refund_not_allowed',
    );
    const tooLarge = await refund(admin, brandAId, order.id, { amount: 120.01 });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errorCode).toBe('refund_too_large');

    const done = await refund(admin, brandAId, order.id, { amount: 120, reference: 'R-9' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data).toMatchObject({ amount: 120, reference: 'R-9' });
    const [stored] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(stored).toMatchObject({ amount: 12000, recordedBy: adminId });
    // the admin's list reads it on the shirt's part only
    const listed = await call('GET', `/orders/paged?search=${order.orderNumber}`, admin);
    expect(listed.json().data.content[0].brandOrders).toMatchObject([
      { brandId: brandAId, refundedAmount: 120, refundableAmount: 0 },
      { brandId: brandBId, refundedAmount: 0, refundableAmount: 120 },
    ]);
  });

  it('refuses an admin’s refund for a part not yet delivered, or a brand without a part', async () => {
    const order = await placeOrder(t, karim, [lampLine()]);
    const early = await refund(admin, brandBId, order.id, { amount: 10 });
    expect(early.statusCode).toBe(422);
    expect(early.json().errorCode).toBe('refund_not_allowed');
    expect((await refund(admin, brandAId, order.id, { amount: 10 })).statusCode).toBe(404);
  });
});

describe('GET /reports/orders/brand/{id}/confirmed-shipped', () => {
  it('counts confirmed and shipped parts, units and values of their kept items', async () => {
    const [brand] = await t.db.insert(brands).values({ name: 'Report Shop' }).returning();
    const [thing] = await t.db
      .insert(products)
      .values({ ...productValues(brand!.id), name: 'Thing', sku: 'TH', price: 1000 })
      .returning();
    const owner = (
      await signedIn(t, { email: 'report-shop@example.tn', role: 'BRAND', brandId: brand!.id })
    ).headers;
    const buyer = (await signedIn(t, { email: 'r1@example.tn' })).headers;
    const accepted = await placeOrder(t, buyer, [{ productId: thing!.id, quantity: 2 }]);
    const processing = await placeOrder(t, buyer, [{ productId: thing!.id, quantity: 1 }]);
    const shipped = await placeOrder(t, buyer, [{ productId: thing!.id, quantity: 4 }]);
    await placeOrder(t, buyer, [{ productId: thing!.id, quantity: 8 }]); // still pending
    const item = await itemOf(accepted.id, thing!.id);
    await decide(owner, brand!.id, item.id, { status: 'ACCEPTED' });
    await moveOrder(t, owner, processing.id, 'PROCESSING');
    await moveOrder(t, owner, shipped.id, 'SHIPPED', 'DELIVERED');

    const response = await call(
      'GET',
      `/reports/orders/brand/${brand!.id}/confirmed-shipped`,
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      confirmedOrders: 2,
      shippedOrders: 1,
      totalConfirmedCount: 3,
      totalConfirmedValue: 30,
      totalShippedCount: 4,
      totalShippedValue: 40,
    });
    const foreign = await call(
      'GET',
      `/reports/orders/brand/${brand!.id}/confirmed-shipped`,
      brandA,
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('brand isolation', () => {
  it("refuses brand A on brand B's orders; customers and visitors are refused", async () => {
    const order = await mixedOrder();
    const lampItem = await itemOf(order.id, lamp.id);
    const lampOrder = await placeOrder(t, karim, [lampLine()]);
    const bList = `/orders/brand/${brandBId}/paged`;

    expect((await call('GET', bList, brandA)).statusCode).toBe(403);
    expect((await call('GET', bList, amira)).statusCode).toBe(403);
    expect((await call('GET', bList, {})).statusCode).toBe(401);
    expect((await call('GET', bList, admin)).statusCode).toBe(200);
    const report = `/reports/orders/brand/${brandBId}/confirmed-shipped`;
    expect((await call('GET', report, amira)).statusCode).toBe(403);
    expect((await call('GET', report, {})).statusCode).toBe(401);

    // brand A naming itself, on an order or item of B only: as if it did not exist
    const own = (path: string) => `/orders/brand/${brandAId}${path}`;
    const attempts: Array<[Method, string, object?]> = [
      ['GET', own(`/order/${lampOrder.id}/items`)],
      ['GET', own(`/order/${lampOrder.id}/refunds`)],
      ['POST', own(`/order/${lampOrder.id}/refunds`), { amount: 1 }],
      ['PATCH', own(`/order/${lampOrder.id}/status`), { status: 'SHIPPED' }],
      ['PATCH', own(`/items/${lampItem.id}/status`), { status: 'ACCEPTED' }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(method, path, brandA, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.body).not.toContain('Brass Lamp');
    }
    // … and naming brand B: 403 before anything is read
    const theirs = (path: string) => `/orders/brand/${brandBId}${path}`;
    for (const [method, path, body] of [
      ['GET', theirs(`/order/${order.id}/items`)],
      ['GET', theirs(`/order/${order.id}/refunds`)],
      ['POST', theirs(`/order/${order.id}/refunds`), { amount: 1 }],
      ['PATCH', theirs(`/order/${order.id}/status`), { status: 'SHIPPED' }],
      ['PATCH', theirs(`/items/${lampItem.id}/status`), { status: 'ACCEPTED' }],
    ] as Array<[Method, string, object?]>) {
      expect((await call(method, path, brandA, body)).statusCode).toBe(403);
      expect((await call(method, path, karim, body)).statusCode).toBe(403);
      expect((await call(method, path, {}, body)).statusCode).toBe(401);
    }
    expect((await itemOf(order.id, lamp.id)).status).toBe('PENDING');
    expect(await stockOf(lamp.id)).toBe(48);

    // an admin acts for the brand named in the path
    const byAdmin = await call('PATCH', theirs(`/items/${lampItem.id}/status`), admin, {
      status: 'ACCEPTED',
    });
    expect(byAdmin.statusCode).toBe(200);
  });
});
