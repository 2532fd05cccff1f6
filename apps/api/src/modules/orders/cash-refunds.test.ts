import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { apiCall, deliverOrder, orderWorld, placeOrder } from '../../test/order-fixture';

/**
 * A cash order of two brands is paid part by part, as each is delivered (decision 029). When one
 * brand's delivered part is refunded while the other's is still on its way, what the customer paid
 * for it and did not get back is owed back — it was lost before (issue 30's review: the order's
 * payment status still said PENDING, so nothing was owed, while the brand's sale was reversed).
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await orderWorld(t);
});
afterAll(() => t?.close());

describe('a refunded part of a cash order still on its way', () => {
  it('owes back what the customer paid for the part, less the refund recorded', async () => {
    const { shop, lamp, headers } = world;
    const brandA = world.people.brandA;
    // the mug (12.50 dt, brand A) and the lamp (120 dt, brand B), paid in cash
    const order = await placeOrder(t, headers.amira, [
      { productId: shop.mug.id },
      { productId: lamp.id },
    ]);
    await deliverOrder(t, headers.brandA, order.id);
    const recorded = await apiCall(
      t,
      'POST',
      `/orders/brand/${world.shop.brand.id}/order/${order.id}/refunds`,
      brandA.headers,
      { amount: 2.5, reference: 'CASH-BACK-1' },
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    const refunded = await apiCall(t, 'PATCH', `/orders/${order.id}/status`, headers.brandA, {
      status: 'REFUNDED',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = (await apiCall(t, 'GET', `/orders/${order.id}`, headers.amira)).json().data;
    // 12.50 collected in cash for the mug, 2.50 given back: 10.00 still owed back
    expect(after.refundDue).toBe(10);
    expect(after.money).toMatchObject({ refunded: 2.5, owedBack: 10 });
  });
});
