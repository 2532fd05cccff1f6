import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { payments } from '../../db/schema/commerce';
import { startFakeKonnect } from '../../test/fake-konnect';
import { buildTestApp, createAccount, login, type TestApp } from '../../test/helper';
import { seedBasketProducts } from '../basket/basket-fixture';

/** The konnect adapter (PAYMENT_PROVIDER=konnect) against a local fake of Konnect's API v2. */

const API_KEY = 'fake-key:0123456789abcdef';
const WALLET = '5f7a209aeb3f76490ac4a3d1';
let t: TestApp;
let konnect: Awaited<ReturnType<typeof startFakeKonnect>>;
let shop: Awaited<ReturnType<typeof seedBasketProducts>>;
let amira: Record<string, string>;

beforeAll(async () => {
  konnect = await startFakeKonnect(API_KEY);
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'konnect',
    KONNECT_API_KEY: API_KEY,
    KONNECT_WALLET_ID: WALLET,
    KONNECT_BASE_URL: konnect.baseUrl,
  });
  shop = await seedBasketProducts(t.db);
  await createAccount(t.db, {
    email: 'amira@example.tn',
    firstname: 'Amira',
    lastname: 'Ben Salah',
  });
  amira = await login(t.app, 'amira@example.tn');
});
afterAll(async () => {
  await t.close();
  await konnect.close();
});

const placeOnline = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: amira,
    payload: {
      items: [{ productId: shop.mug.id, quantity: 2 }],
      shippingAddress: {
        address: '5 Rue de Rome',
        city: 'Tunis',
        state: 'Tunis',
        zipCode: '1001',
        phone: '+216 98 765 432',
      },
      paymentMethod: 'online',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
};
const init = (orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/konnect/init-payment',
    headers: amira,
    payload: { orderId: String(orderId), amount: 1, description: `Order #${orderId}` },
  });
const webhook = (ref: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/payments/webhook?payment_ref=${ref}` });
const paymentStatusOf = async (orderId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: amira })).json()
    .data.paymentStatus;

describe('the konnect adapter', () => {
  it("initiates with Konnect's fields: wallet, TND, the total in millimes, our order, webhook and return pages", async () => {
    const order = await placeOnline();
    const response = await init(order.id);
    expect(response.statusCode).toBe(200);
    const { payUrl, paymentRef } = response.json().data;
    expect(payUrl).toBe(`https://gateway.sandbox.konnect.network/pay?payment_ref=${paymentRef}`);
    const sent = konnect.requests.find((r) => r.path === '/api/v2/payments/init-payment')!;
    expect(sent.headers['x-api-key']).toBe(API_KEY);
    expect(sent.body).toMatchObject({
      receiverWalletId: WALLET,
      token: 'TND',
      amount: 25_000, // 2 × 12.50 dt, ships free
      type: 'immediate',
      orderId: order.orderNumber,
      description: `Order #${order.id}`,
      firstName: 'Amira',
      lastName: 'Ben Salah',
      phoneNumber: '98765432',
      email: 'amira@example.tn',
      webhook: 'http://souk.test/api/v1/payments/webhook',
      successUrl: `http://souk.test/pay/result?order=${order.id}&outcome=success`,
      failUrl: `http://souk.test/pay/result?order=${order.id}&outcome=failure`,
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.paymentRef, paymentRef));
    expect(row).toMatchObject({ provider: 'konnect', status: 'PENDING', amount: 2500 });
  });

  it('marks the order paid only once Konnect reports the payment completed, and only once', async () => {
    const order = await placeOnline();
    const { paymentRef } = (await init(order.id)).json().data;
    expect((await webhook(paymentRef)).json().data.status).toBe('PENDING');
    expect(await paymentStatusOf(order.id)).toBe('PENDING');
    konnect.complete(paymentRef);
    expect((await webhook(paymentRef)).json().data.status).toBe('PAID');
    expect(await paymentStatusOf(order.id)).toBe('PAID');
    const lookups = konnect.requests.filter((r) => r.path === `/api/v2/payments/${paymentRef}`);
    expect(lookups.length).toBe(2);
    t.mail.length = 0;
    expect((await webhook(paymentRef)).json().data.status).toBe('PAID');
    expect(t.mail).toHaveLength(0);
  });

  it('records a declined attempt as FAILED', async () => {
    const order = await placeOnline();
    const { paymentRef } = (await init(order.id)).json().data;
    konnect.decline(paymentRef);
    expect((await webhook(paymentRef)).json().data.status).toBe('FAILED');
    expect(await paymentStatusOf(order.id)).toBe('FAILED');
  });

  it('never marks a cancelled order paid: money Konnect took anyway is owed back and the admins are told', async () => {
    await createAccount(t.db, { email: 'nadia.admin@souk.tn', role: 'ADMIN', language: 'fr' });
    const order = await placeOnline();
    const { paymentRef } = (await init(order.id)).json().data;
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${order.id}/status`,
      headers: amira,
      payload: { status: 'CANCELLED' },
    });
    expect(cancelled.statusCode).toBe(200);
    // Konnect cannot withdraw a payment: the customer still pays on its page
    konnect.complete(paymentRef);
    t.mail.length = 0;
    expect((await webhook(paymentRef)).json().data.status).toBe('PAID');
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: amira })
    ).json().data;
    expect(after).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED', refundDue: 25 });
    const told = t.mail.filter((m) => m.to === 'nadia.admin@souk.tn');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe(`Commande ${order.orderNumber} : un paiement à rembourser`);
    expect(told[0]!.text).toContain('25.00 dt');
    // the webhook again records nothing more
    expect((await webhook(paymentRef)).json().data.status).toBe('PAID');
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: amira })
      ).json().data.refundDue,
    ).toBe(25);
  });

  it('answers 502 when Konnect is down, and records nothing', async () => {
    const order = await placeOnline();
    konnect.setDown(true);
    const response = await init(order.id);
    konnect.setDown(false);
    expect(response.statusCode).toBe(502);
    expect(response.json().errorCode).toBe('payment_provider_error');
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(
      0,
    );
    const [mug] = await t.db.select().from(products).where(eq(products.id, shop.mug.id));
    expect(mug!.quantity).toBeLessThan(40);
  });
});
