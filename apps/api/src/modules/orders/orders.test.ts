import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalogue';
import {
  brandOrders,
  cartItems,
  orderItems,
  orders,
  payments,
  sandboxPayments,
} from '../../db/schema/commerce';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  DELIVERY_ADDRESS,
  mailsTo,
  orderPeople,
  seedOrderProducts,
  type Headers,
  type Method,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let amira: Headers;
let karim: Headers;
let admin: Headers;
let brandA: Headers;
let brandB: Headers;
let amiraId: number;
let karimId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const seeded = await seedOrderProducts(t.db);
  ({ shop, lamp } = seeded);
  const people = await orderPeople(
    t,
    { a: shop.brand.id, b: seeded.atlas.id },
    { amira: { phoneNumber: '+21622123456' }, brandB: { language: 'ar' } },
  );
  ({ id: amiraId, headers: amira } = people.amira);
  ({ id: karimId, headers: karim } = people.karim);
  admin = people.admin.headers;
  brandA = people.brandA.headers;
  brandB = people.brandB!.headers;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.update(products).set({ quantity: 3 }).where(eq(products.id, shop.shirt.id));
  await t.db.update(products).set({ quantity: 40 }).where(eq(products.id, shop.mug.id));
  await t.db.update(products).set({ quantity: 5 }).where(eq(products.id, lamp.id));
  t.mail.length = 0;
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const shirtLine = { productId: 0, quantity: 2, size: 'M', color: 'Blue' };
const order = (extra: object = {}) => ({
  items: [
    { ...shirtLine, productId: shop.shirt.id, product_price: 0.01, productSnapshot: '{}' },
    { productId: lamp.id, quantity: 1 },
  ],
  shippingAddress: DELIVERY_ADDRESS,
  paymentMethod: 'ON_DELIVERY',
  paymentTransactionId: 'ON_DELIVERY',
  tax: 99,
  shippingCost: 0,
  discount: 50,
  ...extra,
});

const place = (headers: Headers, body: object = order(), extra: Headers = {}) =>
  call('POST', '/orders', { ...headers, ...extra }, body);

const stockOf = async (id: number) =>
  (await t.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]!.q;

describe('POST /orders', () => {
  it('prices the order from the database, whatever the client sends, and answers its ids and number', async () => {
    const response = await place(amira);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.id).toBe(body.orderId);
    expect(body.data.id).toBe(body.id);
    expect(body.data.orderId).toBe(body.id);
    expect(body.orderNumber).toMatch(/^SK-\d{4}-\d{6}$/);
    expect(body.orderNumber.endsWith(String(body.id).padStart(6, '0'))).toBe(true);
    // shirt 80 dt − 25 % = 60 dt × 2; lamp 120 dt; shipping 7 dt (the lamp does not ship free)
    expect(body.data).toMatchObject({
      subtotal: 240,
      shippingCost: 7,
      tax: 0,
      discount: 0,
      total: 247,
      amountDue: 247,
      status: 'PENDING',
      paymentMethod: 'ON_DELIVERY',
      paymentStatus: 'PENDING',
      shippingCity: 'Tunis',
      shippingZipCode: '1000',
      shippingCountry: 'Tunisia',
      billingAddress: '12 Rue de Marseille',
      canCancel: true,
      canPay: false,
    });
    const shirt = body.data.items.find(
      (item: { productId: number }) => item.productId === shop.shirt.id,
    );
    expect(shirt).toMatchObject({
      productName: 'Linen Shirt',
      productPrice: 80,
      discountPrice: 25,
      unitPrice: 60,
      subtotal: 120,
      color: 'Blue',
      size: 'M',
      status: 'PENDING',
      brandName: 'Medina Threads',
    });
    expect(JSON.parse(shirt.productSnapshot)).toMatchObject({
      name: 'Linen Shirt',
      price: 80,
      discountPrice: 25,
      imageUrl: '/uploads/shirt.webp',
      color: 'Blue',
      size: 'M',
      brandName: 'Medina Threads',
    });
    expect(
      body.data.brandOrders
        .map((part: { brandName: string; subtotal: number }) => [part.brandName, part.subtotal])
        .sort(),
    ).toEqual([
      ['Atlas Lamps', 120],
      ['Medina Threads', 120],
    ]);
    expect(await stockOf(shop.shirt.id)).toBe(1);
    expect(await stockOf(lamp.id)).toBe(4);
  });

  it('ships free only when every item ships free', async () => {
    const response = await place(
      amira,
      order({ items: [{ productId: shop.mug.id, quantity: 2 }] }),
    );
    expect(response.json().data).toMatchObject({ subtotal: 25, shippingCost: 0, total: 25 });
  });

  it('takes the ordered lines out of the cart and leaves the others', async () => {
    await call('POST', '/cart/add', amira, { ...shirtLine, productId: shop.shirt.id, quantity: 1 });
    await call('POST', '/cart/add', amira, { productId: shop.mug.id, quantity: 1 });
    await place(amira);
    const cart = (await call('GET', '/cart', amira)).json().data;
    expect(cart.items.map((item: { productName: string }) => item.productName)).toEqual([
      'Clay Mug',
    ]);
    await t.db.delete(cartItems);
  });

  it('mails the customer in their language and each brand only its own items', async () => {
    const response = await place(amira, order(), { 'accept-language': 'fr' });
    const number = response.json().orderNumber;
    const toCustomer = mailsTo(t, 'amira@example.tn')[0]!;
    expect(toCustomer.subject).toContain(number);
    expect(toCustomer.text).toContain('Linen Shirt (Blue, M) × 2: 120.00 dt');
    expect(toCustomer.text).toContain('Total: 247.00 dt');
    expect(toCustomer.text).toContain('Paiement à la livraison');
    expect(toCustomer.text).toContain('12 Rue de Marseille');
    const toShopA = mailsTo(t, 'shop-a@example.tn')[0]!;
    expect(toShopA.text).toContain('Linen Shirt');
    expect(toShopA.text).not.toContain('Brass Lamp');
    const toShopB = mailsTo(t, 'shop-b@example.tn')[0]!;
    expect(toShopB.subject).toContain('طلب جديد');
    expect(toShopB.text).toContain('Brass Lamp');
    expect(toShopB.text).not.toContain('Linen Shirt');
  });

  it("answers the spec's errors for an empty cart, items without productId and missing shipping fields", async () => {
    const empty = await place(amira, order({ items: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.items).toBe('No items in cart');
    const structure = await place(amira, order({ items: [{ quantity: 1 }] }));
    expect(structure.statusCode).toBe(400);
    expect(structure.json().errors['items.0.productId']).toBe('Invalid cart items structure');
    const missing = await place(
      amira,
      order({ shippingAddress: { ...DELIVERY_ADDRESS, city: '', zipCode: undefined } }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      'shippingAddress.city': 'This field is required.',
      'shippingAddress.zipCode': 'This field is required.',
    });
    const badZip = await place(
      amira,
      order({ shippingAddress: { ...DELIVERY_ADDRESS, zipCode: '10' } }),
    );
    expect(badZip.json().errors['shippingAddress.zipCode']).toBe(
      'Please enter a 4-digit postal code.',
    );
    const abroad = await place(
      amira,
      order({ shippingAddress: { ...DELIVERY_ADDRESS, country: 'France' } }),
    );
    expect(abroad.json().errors['shippingAddress.country']).toBe('We deliver in Tunisia only.');
    const noMethod = await place(
      amira,
      order({ paymentMethod: undefined, paymentTransactionId: undefined }),
    );
    expect(noMethod.json().errors.paymentMethod).toBe('Please choose how you want to pay.');
    expect(await stockOf(shop.shirt.id)).toBe(3);
  });

  it("reads the spec's flat address fields and the form's postalCode", async () => {
    const { shippingAddress: _, ...rest } = order();
    const response = await place(amira, {
      ...rest,
      address: '3 Avenue Habib Bourguiba',
      city: 'Sousse',
      state: 'Sousse',
      postalCode: '4000',
      country: 'Tunisia',
      billingAddress: '9 Rue du Lac',
      billingCity: 'Tunis',
      billingState: 'Tunis',
      billingZipCode: '1053',
      billingCountry: 'Tunisia',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      shippingAddress: '3 Avenue Habib Bourguiba',
      shippingZipCode: '4000',
      shippingFirstName: 'Amira',
      shippingPhone: '+21622123456',
      billingAddress: '9 Rue du Lac',
      billingZipCode: '1053',
    });
  });

  it('refuses unknown and hidden products and missing options, item by item, taking nothing', async () => {
    const response = await place(
      amira,
      order({
        items: [
          { productId: shop.hidden.id, quantity: 1 },
          { productId: 999_999, quantity: 1 },
          { productId: shop.closed.id, quantity: 1 },
          { productId: shop.shirt.id, quantity: 1, color: 'Blue' },
          { productId: lamp.id, quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'items.0.productId': 'This product is not available any more.',
      'items.1.productId': 'This product is not available any more.',
      'items.2.productId': 'This product is not available any more.',
      'items.3.size': 'Please select a size.',
    });
    expect(await stockOf(lamp.id)).toBe(5);
  });

  it('is 409 out_of_stock naming each short item and what is left, and takes nothing', async () => {
    const response = await place(
      amira,
      order({
        items: [
          { productId: lamp.id, quantity: 1 },
          { ...shirtLine, productId: shop.shirt.id, quantity: 2 },
          { ...shirtLine, productId: shop.shirt.id, size: 'L', quantity: 2 },
          { productId: shop.mug.id, quantity: 41 },
        ],
      }),
    );
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.errorCode).toBe('out_of_stock');
    expect(body.message).toContain('Linen Shirt: 3 left.');
    expect(body.message).toContain('Clay Mug: 40 left.');
    expect(body.errors).toEqual({
      'items.1.quantity': 'Not enough stock: 3 left.',
      'items.2.quantity': 'Not enough stock: 3 left.',
      'items.3.quantity': 'Not enough stock: 40 left.',
    });
    expect(body.details.items).toHaveLength(3);
    expect(body.details.items[0]).toMatchObject({
      index: 1,
      productName: 'Linen Shirt',
      size: 'M',
      requested: 2,
      available: 3,
    });
    expect(await stockOf(lamp.id)).toBe(5);
    expect(await stockOf(shop.shirt.id)).toBe(3);
  });

  it("refuses to order for someone else's account", async () => {
    const response = await place(amira, order({ customerId: karimId }));
    expect(response.statusCode).toBe(403);
  });

  it('is for customers only', async () => {
    expect((await place({})).statusCode).toBe(401);
    expect((await place(brandA)).statusCode).toBe(403);
    expect((await place(admin)).statusCode).toBe(403);
  });
});

describe('Idempotency-Key', () => {
  it('makes a retry answer the first order instead of placing a second', async () => {
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const first = await place(amira, order(), key);
    const retry = await place(amira, order(), key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(shop.shirt.id)).toBe(1);
    const placed = await t.db.select().from(orders).where(eq(orders.id, first.json().id));
    expect(placed).toHaveLength(1);
  });

  it('refuses the same key with another body, and keeps keys per customer', async () => {
    const key = { 'idempotency-key': 'checkout-attempt-2' };
    await place(amira, order({ items: [{ productId: shop.mug.id, quantity: 1 }] }), key);
    const other = await place(
      amira,
      order({ items: [{ productId: shop.mug.id, quantity: 2 }] }),
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('idempotency_key_reused');
    const karims = await place(
      karim,
      order({ items: [{ productId: shop.mug.id, quantity: 1 }] }),
      key,
    );
    expect(karims.statusCode).toBe(201);
  });

  it('leaves no key behind when the attempt failed, so the retry can succeed', async () => {
    const key = { 'idempotency-key': 'checkout-attempt-3' };
    await t.db.update(products).set({ quantity: 0 }).where(eq(products.id, lamp.id));
    const failed = await place(amira, order(), key);
    expect(failed.statusCode).toBe(409);
    await t.db.update(products).set({ quantity: 5 }).where(eq(products.id, lamp.id));
    expect((await place(amira, order(), key)).statusCode).toBe(201);
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'checkout-attempt-3'));
    expect(keys).toHaveLength(1);
  });

  it('gives concurrent retries of one attempt a single order', async () => {
    const key = { 'idempotency-key': 'checkout-attempt-4' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        place(karim, order({ items: [{ productId: lamp.id, quantity: 1 }] }), key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await stockOf(lamp.id)).toBe(4);
  });
});

describe('stock under concurrency', () => {
  it('sells exactly the last 10 units to 200 parallel checkouts, never below zero', async () => {
    await t.db.update(products).set({ quantity: 10 }).where(eq(products.id, lamp.id));
    const shoppers = [amira, karim];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        place(shoppers[i % 2]!, order({ items: [{ productId: lamp.id, quantity: 1 }] })),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    expect(await stockOf(lamp.id)).toBe(0);
    const ids = answers.filter((a) => a.statusCode === 201).map((a) => a.json().id as number);
    const sold = await t.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    expect(sold.reduce((sum, item) => sum + item.quantity, 0)).toBe(10);
  });
});

describe('reading orders', () => {
  it('shows an order whole to its customer and an admin, only its own part to a brand', async () => {
    const id = (await place(amira)).json().id;
    expect((await call('GET', `/orders/${id}`, amira)).json().data.items).toHaveLength(2);
    expect((await call('GET', `/orders/${id}`, admin)).json().data.items).toHaveLength(2);
    const part = (await call('GET', `/orders/${id}`, brandB)).json().data;
    expect(part.items.map((item: { productName: string }) => item.productName)).toEqual([
      'Brass Lamp',
    ]);
    expect(part.brandOrders).toHaveLength(1);
    expect(part).toMatchObject({ subtotal: 120, total: 120, shippingCost: 0 });
    expect((await call('GET', `/orders/${id}`, karim)).statusCode).toBe(404);
  });

  it('is 404 for a brand with no part in the order', async () => {
    const id = (await place(amira, order({ items: [{ productId: lamp.id, quantity: 1 }] }))).json()
      .id;
    expect((await call('GET', `/orders/${id}`, brandA)).statusCode).toBe(404);
  });

  it("lists a customer's own orders, newest first, and pages them", async () => {
    const list = (await call('GET', `/orders/customer/${amiraId}`, amira)).json().data as {
      customerId: number;
      orderDate: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.customerId === amiraId)).toBe(true);
    const dates = list.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page = (
      await call(
        'GET',
        `/orders/customer/${amiraId}/paged?page=0&size=2&sortBy=total&direction=asc`,
        amira,
      )
    ).json().data;
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBe(list.length);
    expect(page.content[0].total).toBeLessThanOrEqual(page.content[1].total);
    expect((await call('GET', `/orders/customer/${amiraId}`, karim)).statusCode).toBe(403);
    expect((await call('GET', `/orders/customer/${amiraId}`, admin)).statusCode).toBe(200);
  });
});

describe('status changes', () => {
  it('lets the customer cancel while nothing shipped: stock back, mail sent', async () => {
    const id = (await place(amira)).json().id;
    t.mail.length = 0;
    const response = await call('PATCH', `/orders/${id}/status`, amira, { status: 'Cancelled' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Order cancelled successfully');
    expect(response.json().data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      canCancel: false,
    });
    expect(
      response.json().data.brandOrders.every((p: { status: string }) => p.status === 'CANCELLED'),
    ).toBe(true);
    expect(await stockOf(shop.shirt.id)).toBe(3);
    expect(await stockOf(lamp.id)).toBe(5);
    expect(mailsTo(t, 'amira@example.tn')[0]?.text).toContain('annulée');
    const again = await call('PATCH', `/orders/${id}/status`, amira, { status: 'CANCELLED' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorCode).toBe('invalid_status_transition');
  });

  it('refuses the customer any other status, and a cancel once a part has shipped', async () => {
    const id = (await place(amira)).json().id;
    expect(
      (await call('PATCH', `/orders/${id}/status`, amira, { status: 'SHIPPED' })).statusCode,
    ).toBe(422);
    const shipped = await call('PATCH', `/orders/${id}/status`, brandB, { status: 'SHIPPED' });
    expect(shipped.statusCode).toBe(200);
    const cancel = await call('PATCH', `/orders/${id}/status`, amira, { status: 'CANCELLED' });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errorCode).toBe('invalid_status_transition');
    expect(await stockOf(lamp.id)).toBe(4);
  });

  it("moves only the brand's own part, and the order's status follows the parts", async () => {
    const id = (await place(amira)).json().id;
    const a = await call('PATCH', `/orders/${id}/status`, brandA, { status: 'PROCESSING' });
    expect(a.json().data.brandOrders).toEqual([
      expect.objectContaining({ brandName: 'Medina Threads', status: 'PROCESSING' }),
    ]);
    const whole = (await call('GET', `/orders/${id}`, amira)).json().data;
    expect(whole.status).toBe('PROCESSING');
    expect(
      whole.brandOrders.find((p: { brandName: string }) => p.brandName === 'Atlas Lamps').status,
    ).toBe('PENDING');
    await call('PATCH', `/orders/${id}/status`, brandA, { status: 'SHIPPED' });
    await call('PATCH', `/orders/${id}/status`, brandB, { status: 'SHIPPED' });
    expect((await call('GET', `/orders/${id}`, amira)).json().data.status).toBe('SHIPPED');
    await call('PATCH', `/orders/${id}/status`, brandA, { status: 'DELIVERED' });
    expect((await call('GET', `/orders/${id}`, amira)).json().data.status).toBe('SHIPPED');
    t.mail.length = 0;
    await call('PATCH', `/orders/${id}/status`, brandB, { status: 'DELIVERED' });
    const delivered = (await call('GET', `/orders/${id}`, amira)).json().data;
    // cash on delivery is paid when delivered
    expect(delivered).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID' });
    expect(delivered.deliveredDate).not.toBeNull();
    expect(mailsTo(t, 'amira@example.tn').some((m) => m.text.includes('livrée'))).toBe(true);
  });

  it('lets an admin move the whole order, all or nothing', async () => {
    const id = (await place(amira)).json().id;
    await call('PATCH', `/orders/${id}/status`, brandA, { status: 'SHIPPED' });
    const back = await call('PATCH', `/orders/${id}/status`, admin, { status: 'PENDING' });
    expect(back.statusCode).toBe(422);
    const shipped = await call('PATCH', `/orders/${id}/status`, admin, { status: 'SHIPPED' });
    expect(shipped.json().data.status).toBe('SHIPPED');
    const completed = await call('PATCH', `/orders/${id}/status`, admin, { status: 'COMPLETED' });
    expect(completed.json().data).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAID' });
    expect(completed.json().data.deliveredDate).not.toBeNull();
  });

  it('is 404 for a customer or brand the order does not concern', async () => {
    const id = (await place(amira, order({ items: [{ productId: lamp.id, quantity: 1 }] }))).json()
      .id;
    expect(
      (await call('PATCH', `/orders/${id}/status`, karim, { status: 'CANCELLED' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/orders/${id}/status`, brandA, { status: 'CANCELLED' })).statusCode,
    ).toBe(404);
    expect(await stockOf(lamp.id)).toBe(4);
  });

  it('refuses a status that does not exist', async () => {
    const id = (await place(amira)).json().id;
    const response = await call('PATCH', `/orders/${id}/status`, admin, { status: 'LOST' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps the parts in the database in step with the answers', async () => {
    const id = (await place(amira)).json().id;
    await call('PATCH', `/orders/${id}/status`, brandB, { status: 'CANCELLED' });
    const parts = await t.db.select().from(brandOrders).where(eq(brandOrders.orderId, id));
    expect(parts.map((p) => p.status).sort()).toEqual(['CANCELLED', 'PENDING']);
    expect(parts.find((p) => p.status === 'CANCELLED')!.cancelledDate).not.toBeNull();
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe('PENDING');
    expect(await stockOf(lamp.id)).toBe(5);
    expect((await call('GET', `/orders/${id}`, amira)).json().data.amountDue).toBe(127);
  });
});

describe('payments', () => {
  const online = (extra: object = {}) =>
    order({ paymentMethod: 'ONLINE', paymentTransactionId: 'PENDING', ...extra });
  const start = (headers: Headers, orderId: number, amount = 1) =>
    call('POST', '/orders/konnect/init-payment', headers, {
      orderId: String(orderId),
      amount,
      description: `Order #${orderId}`,
      firstName: 'Amira',
      lastName: 'Ben Salah',
      phoneNumber: '22123456',
      email: 'amira@example.tn',
    });
  const payWith = (ref: string, cardNumber: string) =>
    call('POST', `/payments/sandbox/${ref}/pay`, {}, { cardNumber, expiry: '12/30', cvc: '123' });

  it('pays an online order through the sandbox gateway: init, card, webhook, status lookup, PAID', async () => {
    const placed = (await place(amira, online())).json();
    expect(placed.data).toMatchObject({ paymentStatus: 'PENDING', canPay: true });
    expect(placed.data.paymentDeadline).not.toBeNull();
    const started = await start(amira, placed.id, 0.01);
    expect(started.statusCode).toBe(200);
    const { payUrl, paymentRef } = started.json().data;
    expect(payUrl).toBe(`http://souk.test/pay/sandbox/${paymentRef}`);
    const page = (await call('GET', `/payments/sandbox/${paymentRef}`, {})).json().data;
    // the amount is the order's total from the database, not the 0.01 the body said
    expect(page).toMatchObject({
      amount: 247,
      status: 'pending',
      description: `Order #${placed.id}`,
    });
    t.mail.length = 0;
    const paid = await payWith(paymentRef, '4509 2111 1111 1119');
    expect(paid.json().data.status).toBe('completed');
    expect(paid.json().data.redirectUrl).toBe(
      `http://souk.test/pay/result?order=${placed.id}&outcome=success&payment_ref=${paymentRef}`,
    );
    const after = (await call('GET', `/orders/${placed.id}`, amira)).json().data;
    expect(after).toMatchObject({ paymentStatus: 'PAID', status: 'PENDING', canPay: false });
    expect(mailsTo(t, 'amira@example.tn').some((m) => m.text.includes('247.00 dt'))).toBe(true);
    const [payment] = await t.db.select().from(payments).where(eq(payments.paymentRef, paymentRef));
    expect(payment).toMatchObject({ status: 'PAID', amount: 24700, provider: 'sandbox' });
    // the webhook again changes nothing
    t.mail.length = 0;
    const replay = await call('GET', `/payments/webhook?payment_ref=${paymentRef}`, {});
    expect(replay.json().data).toEqual({ paymentRef, status: 'PAID' });
    expect(t.mail).toHaveLength(0);
    expect((await start(amira, placed.id)).json().errorCode).toBe('order_not_payable');
  });

  it('records a declined card as FAILED and lets the customer try again', async () => {
    const placed = (await place(amira, online())).json();
    const first = (await start(amira, placed.id)).json().data;
    const declined = await payWith(first.paymentRef, '5471251111111116');
    expect(declined.json().data.status).toBe('failed');
    expect(declined.json().data.redirectUrl).toContain('outcome=failure');
    expect((await call('GET', `/orders/${placed.id}`, amira)).json().data).toMatchObject({
      paymentStatus: 'FAILED',
      canPay: true,
    });
    const second = (await start(amira, placed.id)).json().data;
    expect(second.paymentRef).not.toBe(first.paymentRef);
    await payWith(second.paymentRef, '4242424242424242');
    expect((await call('GET', `/orders/${placed.id}`, amira)).json().data.paymentStatus).toBe(
      'PAID',
    );
  });

  it('makes one payment per order: asking again answers the same one, which is charged once', async () => {
    const placed = (
      await place(amira, online({ items: [{ productId: shop.mug.id, quantity: 1 }] }))
    ).json();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await start(amira, placed.id)).json().data);
    expect(new Set(answers.map((a) => a.paymentRef)).size).toBe(1);
    expect(new Set(answers.map((a) => a.payUrl)).size).toBe(1);
    const made = await t.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(made).toHaveLength(1);
    await payWith(answers[0].paymentRef, '4509211111111119');
    await payWith(answers[0].paymentRef, '4509211111111119');
    await call('GET', `/payments/webhook?payment_ref=${answers[0].paymentRef}`, {});
    const after = (await call('GET', `/orders/${placed.id}`, amira)).json().data;
    expect(after).toMatchObject({ paymentStatus: 'PAID', refundDue: 0 });
    expect((await start(amira, placed.id)).json().errorCode).toBe('order_not_payable');
  });

  it('gives concurrent requests for a payment one payment', async () => {
    const placed = (await place(amira, online())).json();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => (await start(amira, placed.id)).json().data),
    );
    expect(new Set(answers.map((a) => a.paymentRef)).size).toBe(1);
    const open = await t.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(open.filter((p) => p.status === 'PENDING')).toHaveLength(1);
  });

  it('withdraws a declined payment once a new one is made: the old address takes no card', async () => {
    const placed = (await place(amira, online())).json();
    const first = (await start(amira, placed.id)).json().data;
    await payWith(first.paymentRef, '4000000000000002');
    const second = (await start(amira, placed.id)).json().data;
    expect(second.paymentRef).not.toBe(first.paymentRef);
    const old = await payWith(first.paymentRef, '4509211111111119');
    expect(old.statusCode).toBe(409);
    expect(old.json().errorCode).toBe('payment_expired');
    expect(
      (await call('GET', `/payments/sandbox/${first.paymentRef}`, {})).json().data.status,
    ).toBe('voided');
    expect((await call('GET', `/orders/${placed.id}`, amira)).json().data.paymentStatus).toBe(
      'FAILED',
    );
  });

  it("withdraws a cancelled order's payment: its address takes no card and the order stays unpaid", async () => {
    const placed = (await place(amira, online())).json();
    const { paymentRef } = (await start(amira, placed.id)).json().data;
    expect(
      (await call('PATCH', `/orders/${placed.id}/status`, amira, { status: 'CANCELLED' }))
        .statusCode,
    ).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.paymentRef, paymentRef));
    expect(payment!.status).toBe('CANCELLED');
    const late = await payWith(paymentRef, '4509211111111119');
    expect(late.json().errorCode).toBe('payment_expired');
    await call('GET', `/payments/webhook?payment_ref=${paymentRef}`, {});
    expect((await call('GET', `/orders/${placed.id}`, amira)).json().data).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      refundDue: 0,
    });
  });

  it('honours the lifespan: a payment past it takes no card, and a new one is made', async () => {
    const placed = (await place(amira, online())).json();
    const { paymentRef } = (await start(amira, placed.id)).json().data;
    const past = new Date(Date.now() - 1000);
    await t.db.update(payments).set({ expiresAt: past }).where(eq(payments.paymentRef, paymentRef));
    await t.db
      .update(sandboxPayments)
      .set({ expiresAt: past })
      .where(eq(sandboxPayments.paymentRef, paymentRef));
    expect((await call('GET', `/payments/sandbox/${paymentRef}`, {})).json().data.status).toBe(
      'expired',
    );
    expect((await payWith(paymentRef, '4509211111111119')).json().errorCode).toBe(
      'payment_expired',
    );
    const fresh = (await start(amira, placed.id)).json().data;
    expect(fresh.paymentRef).not.toBe(paymentRef);
    await payWith(fresh.paymentRef, '4509211111111119');
    expect((await call('GET', `/orders/${placed.id}`, amira)).json().data.paymentStatus).toBe(
      'PAID',
    );
  });

  it('asks for what is due now: after a rejected item a new payment is made for the rest', async () => {
    const placed = (await place(amira, online())).json();
    const first = (await start(amira, placed.id)).json().data;
    const shirt = placed.data.items.find(
      (item: { productId: number }) => item.productId === shop.shirt.id,
    );
    const { updateItemStatus } = await import('./order-updates');
    const rejected = await updateItemStatus(
      t.app.ctx,
      shirt.id,
      'REJECTED',
      { actor: 'ADMIN', reason: 'Out of this size' },
      { error: () => undefined },
    );
    expect(rejected.withdrawn).toEqual([first.paymentRef]);
    expect((await payWith(first.paymentRef, '4509211111111119')).json().errorCode).toBe(
      'payment_expired',
    );
    const second = (await start(amira, placed.id)).json().data;
    const due = (await call('GET', `/orders/${placed.id}`, amira)).json().data.amountDue;
    expect(
      (await call('GET', `/payments/sandbox/${second.paymentRef}`, {})).json().data.amount,
    ).toBe(due);
  });

  it('trusts nothing the webhook caller says: an unpaid payment stays unpaid', async () => {
    const placed = (await place(amira, online())).json();
    const { paymentRef } = (await start(amira, placed.id)).json().data;
    const hook = await call(
      'GET',
      `/payments/webhook?payment_ref=${paymentRef}&status=completed`,
      {},
    );
    expect(hook.json().data.status).toBe('PENDING');
    expect((await call('GET', '/payments/webhook?payment_ref=sbx_nothing', {})).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/orders/${placed.id}`, amira)).json().data.paymentStatus).toBe(
      'PENDING',
    );
  });

  it("refuses to start a payment for a cash order or another customer's order", async () => {
    const cash = (await place(amira)).json();
    expect((await start(amira, cash.id)).json().errorCode).toBe('order_not_payable');
    const onlineOrder = (
      await place(amira, online({ items: [{ productId: shop.mug.id, quantity: 1 }] }))
    ).json();
    expect((await start(karim, onlineOrder.id)).statusCode).toBe(404);
    expect((await start(amira, onlineOrder.orderNumber)).statusCode).toBe(200);
  });

  it('refuses bad cards on the sandbox page', async () => {
    const placed = (await place(amira, online())).json();
    const { paymentRef } = (await start(amira, placed.id)).json().data;
    const typo = await payWith(paymentRef, '4509211111111118');
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors.cardNumber).toBe('Please check the card number.');
    expect((await call('GET', '/payments/sandbox/sbx_unknown', {})).statusCode).toBe(404);
  });

  it('cancels unpaid online orders after the timeout and gives the stock back', async () => {
    const { expireUnpaidOrders } = await import('./payment-service');
    const placed = (await place(amira, online())).json();
    const paidOne = (
      await place(karim, online({ items: [{ productId: lamp.id, quantity: 1 }] }))
    ).json();
    const ref = (await start(karim, paidOne.id)).json().data.paymentRef;
    await payWith(ref, '4509211111111119');
    const pending = (await start(amira, placed.id)).json().data.paymentRef;
    expect(await stockOf(lamp.id)).toBe(3);
    // only these two orders are old enough; every other order of this file is fresh
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(inArray(orders.id, [placed.id, paidOne.id]));
    expect(await expireUnpaidOrders(t.app.ctx)).toBe(1);
    const expired = (await call('GET', `/orders/${placed.id}`, amira)).json().data;
    expect(expired).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'CANCELLED',
      canPay: false,
    });
    expect((await call('GET', `/orders/${paidOne.id}`, karim)).json().data.status).toBe('PENDING');
    expect(await stockOf(lamp.id)).toBe(4);
    expect(await stockOf(shop.shirt.id)).toBe(3);
    const [payment] = await t.db.select().from(payments).where(eq(payments.paymentRef, pending));
    expect(payment!.status).toBe('CANCELLED');
    // the expired order's payment address takes no card any more
    expect((await payWith(pending, '4509211111111119')).json().errorCode).toBe('payment_expired');
    const late = (await call('GET', `/orders/${placed.id}`, amira)).json().data;
    expect(late).toMatchObject({ status: 'CANCELLED', paymentStatus: 'CANCELLED', refundDue: 0 });
  });

  it('shows a customer their own payments and an admin all of them', async () => {
    const mine = (await call('GET', '/payments', amira)).json().data;
    expect(mine.content.length).toBeGreaterThan(0);
    expect(
      mine.content.every((p: { orderNumber: string }) => p.orderNumber.startsWith('SK-')),
    ).toBe(true);
    const karims = (await call('GET', '/payments', karim)).json().data;
    const all = (await call('GET', '/payments?size=100', admin)).json().data;
    expect(all.totalElements).toBe(mine.totalElements + karims.totalElements);
    const one = mine.content[0];
    expect((await call('GET', `/payments/${one.id}`, amira)).json().data.id).toBe(one.id);
    expect((await call('GET', `/payments/${one.id}`, karim)).statusCode).toBe(404);
    expect((await call('GET', `/payments/${one.id}`, admin)).statusCode).toBe(200);
  });
});
