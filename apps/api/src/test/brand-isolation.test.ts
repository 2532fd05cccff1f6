import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../db/schema/commerce';
import { buildTestApp, type TestApp } from './helper';
import {
  apiCall,
  deliverOrder,
  orderPeople,
  placeOrder,
  seedOrderProducts,
  type Headers,
  type Method,
  type OrderShop,
  type ProductRow,
} from './order-fixture';

/**
 * Issue 12, the brand-isolation matrix: brand A, signed in with its own token, reaches for brand
 * B's products, orders, items, customers and reviews through every brand call — and is refused
 * each time (403 for B's id in a path, 404 for one of B's records), while its own answers never
 * carry anything of B's. The route-table matrix (authorization-matrix.test.ts) checks the
 * declared audiences; this file checks the data behind them, in a mixed order of both brands.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let brandAId: number;
let brandBId: number;
let brandA: Headers;
let brandB: Headers;
let orderId: number;
let lampItemId: number;
let lampReviewId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const seeded = await seedOrderProducts(t.db, { stockLevel: 50, quantity: 50 });
  ({ shop, lamp } = seeded);
  brandAId = shop.brand.id;
  brandBId = seeded.atlas.id;
  const people = await orderPeople(t, { a: brandAId, b: brandBId });
  brandA = people.brandA.headers;
  brandB = people.brandB!.headers;
  // Amira buys from both brands in one order; brand B delivers its lamp and she reviews it.
  ({ id: orderId } = await placeOrder(t, people.amira.headers, [
    { productId: shop.mug.id },
    { productId: lamp.id },
  ]));
  await deliverOrder(t, brandB, orderId);
  const reviewed = await apiCall(t, 'POST', '/reviews', people.amira.headers, {
    productId: lamp.id,
    rating: 2,
    comment: 'The lamp flickers.',
  });
  expect(reviewed.statusCode, reviewed.body).toBe(201);
  lampReviewId = reviewed.json().data.id;
  const [item] = await t.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, lamp.id)));
  lampItemId = item!.id;
});
afterAll(() => t.close());

const asA = (method: Method, url: string, payload?: object) =>
  apiCall(t, method, url, brandA, payload);

/** Nothing of brand B's in an answer: not its product, its price, its review or its id's items. */
function expectNothingOfB(body: string): void {
  expect(body).not.toContain(lamp.name);
  expect(body).not.toContain(lamp.sku);
  expect(body).not.toContain('The lamp flickers.');
}

describe("brand A on brand B's data", () => {
  it("is refused B's product lists and cannot change B's products", async () => {
    for (const list of ['paged', 'active/paged', 'inactive/paged', 'out-of-stock/paged']) {
      const response = await asA('GET', `/products/brand/${brandBId}/${list}`);
      expect(response.statusCode, list).toBe(403);
      expectNothingOfB(response.body);
    }
    expect((await asA('PUT', `/products/${lamp.id}`, { price: 1 })).statusCode).toBe(404);
    expect((await asA('DELETE', `/products/${lamp.id}`)).statusCode).toBe(404);
    const image = { url: lamp.imageUrl ?? '/uploads/seed/none.webp' };
    expect((await asA('DELETE', `/products/${lamp.id}/images`, image)).statusCode).toBe(404);
    const order = { imageUrl: image.url, additionalImages: [] };
    expect((await asA('PUT', `/products/${lamp.id}/images/order`, order)).statusCode).toBe(404);
    // B's lamp is untouched
    const own = await apiCall(t, 'GET', `/products/brand/${brandBId}/paged`, brandB);
    expect(own.json().data.content[0]).toMatchObject({ id: lamp.id, price: 120 });
  });

  it("is refused B's orders, items, statuses, refunds and messages", async () => {
    const refused: Array<[Method, string, object?]> = [
      ['GET', `/orders/brand/${brandBId}/paged`],
      ['GET', `/orders/brand/${brandBId}/order/${orderId}/items`],
      ['PATCH', `/orders/brand/${brandBId}/items/${lampItemId}/status`, { status: 'ACCEPTED' }],
      ['PATCH', `/orders/brand/${brandBId}/order/${orderId}/status`, { status: 'SHIPPED' }],
      ['GET', `/orders/brand/${brandBId}/order/${orderId}/refunds`],
      ['POST', `/orders/brand/${brandBId}/order/${orderId}/refunds`, { amount: 1 }],
      ['GET', `/orders/brand/${brandBId}/order/${orderId}/messages`],
      ['POST', `/orders/brand/${brandBId}/order/${orderId}/messages`, { subject: 'x', body: 'y' }],
      ['GET', `/reports/orders/brand/${brandBId}/confirmed-shipped`],
    ];
    for (const [method, url, payload] of refused) {
      const response = await asA(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expectNothingOfB(response.body);
    }
    // B's item through A's own path is not A's record
    const item = await asA('PATCH', `/orders/brand/${brandAId}/items/${lampItemId}/status`, {
      status: 'REJECTED',
      rejectionReason: 'Not ours',
    });
    expect(item.statusCode).toBe(404);
    const [lampLine] = await t.db
      .select({ status: orderItems.status })
      .from(orderItems)
      .where(eq(orderItems.id, lampItemId));
    expect(lampLine!.status).toBe('PENDING');
  });

  it('sees only its own part of the mixed order, with its own amounts', async () => {
    const list = await asA('GET', `/orders/brand/${brandAId}/paged`);
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data.content;
    expect(row.items.map((i: { productName: string }) => i.productName)).toEqual([shop.mug.name]);
    expect(row.total).toBe(12.5);
    expectNothingOfB(list.body);
    const items = await asA('GET', `/orders/brand/${brandAId}/order/${orderId}/items`);
    expect(items.statusCode).toBe(200);
    expectNothingOfB(items.body);
    const whole = await asA('GET', `/orders/${orderId}`);
    expect(whole.statusCode).toBe(200);
    expectNothingOfB(whole.body);
  });

  it('counts only its own customers and figures, whatever brandId it passes', async () => {
    const customers = await asA('GET', `/reports/brand/customers?brandId=${brandBId}`);
    expect(customers.statusCode).toBe(200);
    const [amira] = customers.json().data.content;
    expect(amira).toMatchObject({ orders: 1, totalSpent: 12.5 });
    const report = await asA('GET', `/reports/brand/products?brandId=${brandBId}`);
    expect(report.statusCode).toBe(200);
    expect(report.json().data.brand.id).toBe(brandAId);
    expectNothingOfB(report.body);
  });

  it("is refused B's reviews and cannot answer them", async () => {
    const page = await asA('GET', `/reviews/brand/${brandBId}/paged`);
    expect(page.statusCode).toBe(403);
    expectNothingOfB(page.body);
    const own = await asA('GET', `/reviews/brand/${brandAId}/paged`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.totalReviews).toBe(0);
    expectNothingOfB(own.body);
    const reply = await asA('PUT', `/reviews/${lampReviewId}/reply`, { reply: 'Sorry!' });
    expect(reply.statusCode).toBe(404);
    expect((await asA('DELETE', `/reviews/${lampReviewId}/reply`)).statusCode).toBe(404);
  });
});
