import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/commerce';
import type { PaymentProvider } from '../../lib/payments/provider';
import { buildTestApp, type TestApp } from '../../test/helper';
import { apiCall, orderWorld, placeOrder, rejectItem } from '../../test/order-fixture';
import { initPayment } from './payment-service';

/**
 * A payment asks for what is due when it is written (decision 024). A brand that rejects an item
 * while the gateway is still answering the request must not leave a payment for the old amount
 * (issue 30's review: the customer paid the old total and the difference went to "owed back").
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;

beforeAll(async () => {
  t = await buildTestApp();
  world = await orderWorld(t);
});
afterAll(() => t?.close());

describe('a payment started while the amount changes', () => {
  it('is made again for the amount now due', async () => {
    const { shop, lamp, headers, people } = world;
    const order = await placeOrder(
      t,
      headers.amira,
      [{ productId: shop.mug.id }, { productId: lamp.id }],
      'ONLINE',
    );
    const ctx = t.app.ctx;
    const gateway = ctx.payments.provider;
    let calls = 0;
    const slow: PaymentProvider = {
      name: gateway.name,
      lookup: (ref) => gateway.lookup(ref),
      void: (ref) => gateway.void(ref),
      async init(request) {
        calls += 1;
        // the lamp's brand turns it down while the gateway prepares the first payment page
        if (calls === 1) await rejectItem(t.db, order.id, lamp.id, 'Broken in the workshop');
        return gateway.init(request);
      },
    };
    const answer = await initPayment(
      { ...ctx, payments: { ...ctx.payments, provider: slow } },
      { userId: people.amira.id, role: 'CUSTOMER', brandId: null, email: 'amira@example.tn' },
      { orderId: String(order.id) },
    );
    expect(calls).toBe(2);
    const due = (await apiCall(t, 'GET', `/orders/${order.id}`, headers.amira)).json().data
      .amountDue;
    // the mug alone (12.50 dt) and its shipping: what the page asks
    const page = (await apiCall(t, 'GET', `/payments/sandbox/${answer.paymentRef}`, {})).json()
      .data;
    expect(page.amount).toBe(due);
    const open = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(open.filter((p) => p.status === 'PENDING').map((p) => p.paymentRef)).toEqual([
      answer.paymentRef,
    ]);
  });
});
