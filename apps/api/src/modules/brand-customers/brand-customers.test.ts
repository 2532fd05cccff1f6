import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import type { BrandCustomer, BrandCustomersPage } from '@souk/shared/responses/brand-customers';
import { brands } from '../../db/schema/brands';
import { brandOrders, orderMessages, orders } from '../../db/schema/commerce';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  mailsTo,
  moveOrder,
  orderPeople,
  placeOrder,
  rejectItem,
  seedOrderProducts,
  signedIn,
  type Account,
  type Headers,
  type OrderShop,
} from '../../test/order-fixture';

/**
 * The brand's customers (dashboards §2, §4 "Brand customer status", §7 GET
 * /reports/brand/customers) and its messages to a customer (issue 12), on one shop:
 *
 * - amira: order 1 (40 days ago) a shirt of brand A (60 dt) and a lamp of brand B (120 dt);
 *   order 2 (20 days ago) two mugs (25 dt) and a scarf that brand A rejects (45 dt);
 *   order 3 (yesterday) a mug, whose part brand A cancels — her latest, so she is Inactive.
 * - karim (Test User): order 4 (10 days ago), four mugs (50 dt).
 * - lina: order 5 (5 days ago), two mugs (25 dt), a part refunded.
 * - zed: order 6, a lamp of brand B only — never brand A's customer.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let atlasId: number;
let people: Awaited<ReturnType<typeof orderPeople>>;
let lina: Account;
let zed: Account;
const order: Record<number, { id: number; orderNumber: string }> = {};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function dated(orderId: number, days: number) {
  await t.db
    .update(orders)
    .set({ orderDate: daysAgo(days) })
    .where(eq(orders.id, orderId));
}

beforeAll(async () => {
  t = await buildTestApp();
  const seeded = await seedOrderProducts(t.db);
  shop = seeded.shop;
  atlasId = seeded.atlas.id;
  people = await orderPeople(t, { a: shop.brand.id, b: atlasId });
  lina = await signedIn(t, { email: 'lina@example.tn', firstname: 'Lina', lastname: 'Trabelsi' });
  zed = await signedIn(t, { email: 'zed@example.tn', firstname: 'Zed', lastname: 'Only' });
  const { amira, karim, brandA } = people;
  const shirt = { productId: shop.shirt.id, size: 'M', color: 'Blue' };
  order[1] = await placeOrder(t, amira.headers, [shirt, { productId: seeded.lamp.id }]);
  order[2] = await placeOrder(t, amira.headers, [
    { productId: shop.mug.id, quantity: 2 },
    { productId: shop.scarf.id, color: 'Red' },
  ]);
  await rejectItem(t.db, order[2].id, shop.scarf.id, 'Out of red silk');
  order[3] = await placeOrder(t, amira.headers, [{ productId: shop.mug.id }]);
  await moveOrder(t, brandA.headers, order[3].id, 'CANCELLED');
  order[4] = await placeOrder(t, karim.headers, [{ productId: shop.mug.id, quantity: 4 }]);
  order[5] = await placeOrder(t, lina.headers, [{ productId: shop.mug.id, quantity: 2 }]);
  await t.db
    .update(brandOrders)
    .set({ status: 'REFUNDED' })
    .where(eq(brandOrders.orderId, order[5].id));
  order[6] = await placeOrder(t, zed.headers, [{ productId: seeded.lamp.id }]);
  for (const [n, days] of [
    [1, 40],
    [2, 20],
    [3, 1],
    [4, 10],
    [5, 5],
    [6, 2],
  ] as const)
    await dated(order[n]!.id, days);
});
afterAll(() => t.close());
beforeEach(() => {
  t.mail.length = 0;
});

const customersAs = async (headers: Headers, query = '') => {
  const response = await apiCall(t, 'GET', `/reports/brand/customers${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BrandCustomersPage;
};
const emails = (page: BrandCustomersPage) => page.content.map((c) => c.email);
const byEmail = (page: BrandCustomersPage, email: string) =>
  page.content.find((c) => c.email === email) as BrandCustomer;

describe('GET /reports/brand/customers', () => {
  it("derives each customer from the brand's parts: orders, what they spent, their latest order and status", async () => {
    const page = await customersAs(people.brandA.headers);
    // default: the latest order first
    expect(emails(page)).toEqual(['amira@example.tn', 'lina@example.tn', 'karim@example.tn']);
    expect(byEmail(page, 'amira@example.tn')).toEqual({
      id: people.amira.id,
      name: 'Amira Ben Salah',
      email: 'amira@example.tn',
      profilePicture: null,
      orders: 3,
      // the shirt 60 + the mugs 25: not the lamp of brand B, the rejected scarf, nor the cancelled part
      totalSpent: 85,
      lastOrderDate: expect.any(String),
      lastOrderId: order[3]!.id,
      lastOrderNumber: order[3]!.orderNumber,
      lastOrderStatus: 'CANCELLED',
      status: 'Inactive',
    });
    expect(Date.parse(byEmail(page, 'amira@example.tn').lastOrderDate)).toBeGreaterThan(
      daysAgo(1.1).getTime(),
    );
    expect(byEmail(page, 'karim@example.tn')).toMatchObject({
      name: 'Test User',
      orders: 1,
      totalSpent: 50,
      status: 'Active',
    });
    // a refunded part counts as an order but not as spending; only a cancelled latest one is Inactive
    expect(byEmail(page, 'lina@example.tn')).toMatchObject({
      orders: 1,
      totalSpent: 0,
      lastOrderStatus: 'REFUNDED',
      status: 'Active',
    });
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 10 });
  });

  it('never lists a customer who ordered only from another brand, nor counts their items', async () => {
    const forA = await customersAs(people.brandA.headers);
    expect(emails(forA)).not.toContain('zed@example.tn');
    const forB = await customersAs(people.brandB!.headers);
    expect(emails(forB).sort()).toEqual(['amira@example.tn', 'zed@example.tn']);
    // amira's mixed order counts for brand B as its lamp only
    expect(byEmail(forB, 'amira@example.tn')).toMatchObject({
      orders: 1,
      totalSpent: 120,
      lastOrderId: order[1]!.id,
      status: 'Active',
    });
  });

  it("takes a brand's own brand from its token, whatever brandId it passes", async () => {
    const page = await customersAs(people.brandB!.headers, `?brandId=${shop.brand.id}`);
    expect(emails(page).sort()).toEqual(['amira@example.tn', 'zed@example.tn']);
    expect(page.summary.totalCustomers).toBe(2);
  });

  it('lets an admin read any brand with ?brandId=, which it must give and which must exist', async () => {
    const page = await customersAs(people.admin.headers, `?brandId=${shop.brand.id}`);
    expect(emails(page)).toHaveLength(3);
    const missing = await apiCall(t, 'GET', '/reports/brand/customers', people.admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('brandId');
    const unknown = await apiCall(
      t,
      'GET',
      '/reports/brand/customers?brandId=999999',
      people.admin.headers,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses customers (403) and visitors (401)', async () => {
    expect(
      (await apiCall(t, 'GET', '/reports/brand/customers', people.amira.headers)).statusCode,
    ).toBe(403);
    expect((await apiCall(t, 'GET', '/reports/brand/customers', {})).statusCode).toBe(401);
  });

  it('filters by the derived status', async () => {
    const inactive = await customersAs(people.brandA.headers, '?status=inactive');
    expect(emails(inactive)).toEqual(['amira@example.tn']);
    expect(inactive.totalElements).toBe(1);
    const active = await customersAs(people.brandA.headers, '?status=ACTIVE');
    expect(emails(active)).toEqual(['lina@example.tn', 'karim@example.tn']);
    const all = await customersAs(people.brandA.headers, '?status=all');
    expect(all.totalElements).toBe(3);
    const wrong = await apiCall(
      t,
      'GET',
      '/reports/brand/customers?status=vip',
      people.brandA.headers,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('searches the name or the email, whatever the case, and takes % and _ as themselves', async () => {
    expect(emails(await customersAs(people.brandA.headers, '?search=ben%20SAL'))).toEqual([
      'amira@example.tn',
    ]);
    expect(emails(await customersAs(people.brandA.headers, '?search=KARIM@'))).toEqual([
      'karim@example.tn',
    ]);
    expect(emails(await customersAs(people.brandA.headers, '?search=trabelsi'))).toEqual([
      'lina@example.tn',
    ]);
    const none = await customersAs(people.brandA.headers, '?search=%25');
    expect(none.content).toEqual([]);
    expect(none.totalElements).toBe(0);
    // the search and the filter together; a customer of brand B only stays out
    expect(emails(await customersAs(people.brandA.headers, '?search=zed'))).toEqual([]);
    expect(
      emails(await customersAs(people.brandA.headers, '?search=example.tn&status=inactive')),
    ).toEqual(['amira@example.tn']);
  });

  it('sorts by the whitelisted columns, both ways, and refuses any other', async () => {
    const sorted = async (query: string) => emails(await customersAs(people.brandA.headers, query));
    expect(await sorted('?sortBy=totalSpent&direction=asc')).toEqual([
      'lina@example.tn',
      'karim@example.tn',
      'amira@example.tn',
    ]);
    expect(await sorted('?sortBy=totalSpent&direction=desc')).toEqual([
      'amira@example.tn',
      'karim@example.tn',
      'lina@example.tn',
    ]);
    // by name, A to Z unless told: Amira Ben Salah, Lina Trabelsi, Test User
    expect(await sorted('?sortBy=name')).toEqual([
      'amira@example.tn',
      'lina@example.tn',
      'karim@example.tn',
    ]);
    expect(await sorted('?sortBy=email&direction=desc')).toEqual([
      'lina@example.tn',
      'karim@example.tn',
      'amira@example.tn',
    ]);
    expect((await sorted('?sortBy=orders&direction=desc'))[0]).toBe('amira@example.tn');
    expect(await sorted('?sortBy=lastOrder&direction=asc')).toEqual([
      'karim@example.tn',
      'lina@example.tn',
      'amira@example.tn',
    ]);
    expect(await sorted('?sortBy=lastOrderDate&direction=asc')).toEqual(
      await sorted('?sortBy=lastOrder&direction=asc'),
    );
    const injected = await apiCall(
      t,
      'GET',
      '/reports/brand/customers?sortBy=users.password_hash',
      people.brandA.headers,
    );
    expect(injected.statusCode).toBe(400);
  });

  it('pages in the database: page and size, with the count of every match', async () => {
    const first = await customersAs(people.brandA.headers, '?size=2&page=0');
    expect(emails(first)).toEqual(['amira@example.tn', 'lina@example.tn']);
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(first.page).toEqual({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    const second = await customersAs(people.brandA.headers, '?size=2&page=1');
    expect(emails(second)).toEqual(['karim@example.tn']);
    const beyond = await customersAs(people.brandA.headers, '?size=2&page=7');
    expect(beyond.content).toEqual([]);
    expect(beyond.totalElements).toBe(3);
    const tooBig = await apiCall(
      t,
      'GET',
      '/reports/brand/customers?size=500',
      people.brandA.headers,
    );
    expect(tooBig.statusCode).toBe(400);
  });

  it('summarizes every customer, whatever the filter: counts, repeat customers and the segments against 30 days ago', async () => {
    const { summary } = await customersAs(people.brandA.headers, '?status=inactive&search=amira');
    expect(summary).toEqual({
      totalCustomers: 3,
      activeCustomers: 2,
      inactiveCustomers: 1,
      repeatCustomers: 1,
      // new: karim and lina; returning: amira (3 orders) — who was new 30 days ago (1 order)
      topSegment: { type: 'new', percentage: 66.7 },
      segments: [
        { type: 'new', count: 2, spending: 50, percentChange: 100 },
        { type: 'returning', count: 1, spending: 85, percentChange: null },
        { type: 'loyal', count: 0, spending: 0, percentChange: null },
      ],
    });
    const empty = await t.db.insert(brands).values({ name: 'No Sales Yet' }).returning();
    const none = await customersAs(people.admin.headers, `?brandId=${empty[0]!.id}`);
    expect(none.content).toEqual([]);
    expect(none.summary).toMatchObject({ totalCustomers: 0, topSegment: null });
    expect(none.summary.segments.map((s) => s.count)).toEqual([0, 0, 0]);
  });
});

describe('POST and GET /orders/brand/{brandId}/order/{orderId}/messages', () => {
  const url = (brandId: number, orderId: number) =>
    `/orders/brand/${brandId}/order/${orderId}/messages`;
  const message = { subject: 'Your shirt', body: 'It leaves <b>tomorrow</b>.\nThank you!' };

  it('emails the customer in their language with Reply-To the brand, logs the message, and lists it', async () => {
    const response = await apiCall(
      t,
      'POST',
      url(shop.brand.id, order[1]!.id),
      { ...people.brandA.headers, 'accept-language': 'en' },
      message,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Message sent to the customer.',
      data: {
        orderId: order[1]!.id,
        orderNumber: order[1]!.orderNumber,
        brandId: shop.brand.id,
        customerId: people.amira.id,
        subject: 'Your shirt',
        body: message.body,
        sentBy: 'shop-a@example.tn',
      },
    });
    const [mail, ...more] = mailsTo(t, 'amira@example.tn');
    expect(more).toEqual([]);
    // the brand has no contact address of its own: replies go to its login
    expect(mail!.replyTo).toBe('shop-a@example.tn');
    // amira reads French: the brand's name and the order's number lead the subject
    expect(mail!.subject).toBe(`Medina Threads · Commande ${order[1]!.orderNumber} : Your shirt`);
    expect(mail!.text).toContain('Bonjour Amira,');
    // plain text: the brand's words as typed, nothing turned into markup
    expect(mail!.text).toContain('It leaves <b>tomorrow</b>.\nThank you!');
    expect(mail!.text).toContain('pour le compte de Medina Threads');

    const [logged] = await t.db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.id, response.json().data.id));
    expect(logged).toMatchObject({
      orderId: order[1]!.id,
      brandId: shop.brand.id,
      customerId: people.amira.id,
      senderId: people.brandA.id,
      subject: 'Your shirt',
    });

    const listed = await apiCall(t, 'GET', url(shop.brand.id, order[1]!.id), people.brandA.headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((m: { id: number }) => m.id)).toContain(logged!.id);
  });

  it("replies to the brand's own contact address when it has one", async () => {
    await t.db
      .update(brands)
      .set({ email: 'hello@medina-threads.tn' })
      .where(eq(brands.id, shop.brand.id));
    try {
      const response = await apiCall(
        t,
        'POST',
        url(shop.brand.id, order[4]!.id),
        people.brandA.headers,
        { subject: 'Mugs', body: 'Packed with care.' },
      );
      expect(response.statusCode).toBe(201);
      const [mail] = mailsTo(t, 'karim@example.tn');
      expect(mail!.replyTo).toBe('hello@medina-threads.tn');
      expect(mail!.subject).toBe(`Medina Threads · Order ${order[4]!.orderNumber}: Mugs`);
    } finally {
      await t.db.update(brands).set({ email: null }).where(eq(brands.id, shop.brand.id));
    }
  });

  it("keeps only the brand's own messages of the order: another brand's log stays apart", async () => {
    await apiCall(t, 'POST', url(atlasId, order[1]!.id), people.brandB!.headers, {
      subject: 'Your lamp',
      body: 'On its way.',
    });
    const forB = await apiCall(t, 'GET', url(atlasId, order[1]!.id), people.brandB!.headers);
    expect(forB.json().data.map((m: { subject: string }) => m.subject)).toEqual(['Your lamp']);
    const forA = await apiCall(t, 'GET', url(shop.brand.id, order[1]!.id), people.brandA.headers);
    expect(forA.json().data.map((m: { subject: string }) => m.subject)).not.toContain('Your lamp');
  });

  it('answers 404 for an order without a part of the brand, and sends nothing', async () => {
    const before = await t.db.select().from(orderMessages);
    for (const method of ['GET', 'POST'] as const) {
      const response = await apiCall(
        t,
        method,
        url(shop.brand.id, order[6]!.id),
        people.brandA.headers,
        method === 'POST' ? message : undefined,
      );
      expect(response.statusCode).toBe(404);
    }
    const missing = await apiCall(
      t,
      'POST',
      url(shop.brand.id, 999999),
      people.brandA.headers,
      message,
    );
    expect(missing.statusCode).toBe(404);
    expect(await t.db.select().from(orderMessages)).toHaveLength(before.length);
    expect(mailsTo(t, 'zed@example.tn')).toEqual([]);
  });

  it("refuses another brand's id in the path (403), customers (403) and visitors (401)", async () => {
    const path = url(atlasId, order[1]!.id);
    expect((await apiCall(t, 'POST', path, people.brandA.headers, message)).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', path, people.brandA.headers)).statusCode).toBe(403);
    expect((await apiCall(t, 'POST', path, people.amira.headers, message)).statusCode).toBe(403);
    expect((await apiCall(t, 'GET', path, {})).statusCode).toBe(401);
    expect(t.mail).toEqual([]);
  });

  it('lets an admin read a brand’s messages of an order', async () => {
    const response = await apiCall(
      t,
      'GET',
      url(shop.brand.id, order[1]!.id),
      people.admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
  });

  it('needs a subject of at most 150 characters and a body of at most 2000', async () => {
    const send = (body: object) =>
      apiCall(t, 'POST', url(shop.brand.id, order[1]!.id), people.brandA.headers, body);
    const blank = await send({ subject: '  ', body: '' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['body', 'subject']);
    expect(
      (await send({ subject: 'x'.repeat(LIMITS.brandMessageSubjectMax + 1), body: 'Hi' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send({ subject: 'Hi', body: 'x'.repeat(LIMITS.brandMessageBodyMax + 1) })).statusCode,
    ).toBe(400);
    expect((await send({ subject: 'Line\r\nBcc: x@example.tn', body: 'Hi' })).statusCode).toBe(400);
    expect(t.mail).toEqual([]);
  });

  it('keeps the message and answers success when the mail cannot be sent', async () => {
    const mailer = t.app.ctx.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const response = await apiCall(
        t,
        'POST',
        url(shop.brand.id, order[2]!.id),
        people.brandA.headers,
        { subject: 'About the scarf', body: 'Sorry, no red silk left.' },
      );
      expect(response.statusCode).toBe(201);
      const logged = await t.db
        .select()
        .from(orderMessages)
        .where(eq(orderMessages.id, response.json().data.id));
      expect(logged).toHaveLength(1);
    } finally {
      mailer.send = send;
    }
  });

  it('limits how many messages one brand sends in an hour', async () => {
    const already = await t.db
      .select()
      .from(orderMessages)
      .where(eq(orderMessages.brandId, atlasId));
    const room = LIMITS.brandMessagesPerWindow - already.length;
    await t.db.insert(orderMessages).values(
      Array.from({ length: room }, (_, i) => ({
        orderId: order[6]!.id,
        brandId: atlasId,
        customerId: zed.id,
        subject: `Note ${i}`,
        body: 'Hello',
      })),
    );
    const refused = await apiCall(t, 'POST', url(atlasId, order[6]!.id), people.brandB!.headers, {
      subject: 'One more',
      body: 'Hello again',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe('too_many_messages');
    expect(mailsTo(t, 'zed@example.tn')).toEqual([]);
    const kept = await t.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.brandId, atlasId), eq(orderMessages.subject, 'One more')));
    expect(kept).toEqual([]);
    // the other brand is not held back by it
    const other = await apiCall(
      t,
      'POST',
      url(shop.brand.id, order[4]!.id),
      people.brandA.headers,
      {
        subject: 'Still here',
        body: 'Hello',
      },
    );
    expect(other.statusCode).toBe(201);
  });
});
