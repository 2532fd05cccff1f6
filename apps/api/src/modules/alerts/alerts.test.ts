import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { alerts, cartItems, carts, priceAlerts, wishlistItems } from '../../db/schema/commerce';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  mailsTo,
  orderPeople,
  placeOrder,
  rejectItem,
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
let adminId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const seeded = await seedOrderProducts(t.db);
  ({ shop, lamp } = seeded);
  const people = await orderPeople(t, { a: shop.brand.id, b: seeded.atlas.id });
  ({ id: amiraId, headers: amira } = people.amira);
  ({ id: karimId, headers: karim } = people.karim);
  ({ id: adminId, headers: admin } = people.admin);
  brandA = people.brandA.headers;
  brandB = people.brandB!.headers;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(alerts);
  await t.db.delete(priceAlerts);
  await t.db.delete(wishlistItems);
  await t.db.delete(cartItems);
  await t.db
    .update(products)
    .set({ quantity: 3, price: 8000, discountPrice: 2500 })
    .where(eq(products.id, shop.shirt.id));
  await t.db
    .update(products)
    .set({ quantity: 40, price: 1250, discountPrice: 0 })
    .where(eq(products.id, shop.mug.id));
  await t.db
    .update(products)
    .set({ quantity: 5, price: 12000, discountPrice: 0 })
    .where(eq(products.id, lamp.id));
  t.mail.length = 0;
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const en = (headers: Headers) => ({ ...headers, 'accept-language': 'en' });

async function alertsOf(userId: number) {
  return t.db.select().from(alerts).where(eq(alerts.userId, userId));
}

async function wish(userId: number, productId: number) {
  await t.db.insert(wishlistItems).values({ userId, productId });
}

async function putInCart(userId: number, productId: number) {
  const [cart] = await t.db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } })
    .returning();
  await t.db.insert(cartItems).values({ cartId: cart!.id, productId, quantity: 1 });
}

const setProduct = (headers: Headers, id: number, changes: object) =>
  call('PUT', `/products/${id}`, headers, changes);

async function makeAlert(userId: number, values: Partial<typeof alerts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(alerts)
    .values({
      userId,
      type: 'back_in_stock',
      title: 'Back in stock: Clay Mug',
      message: 'Good news!',
      productId: shop.mug.id,
      details: { productName: 'Clay Mug' },
      ...values,
    })
    .returning();
  return row!;
}

describe('GET /alerts', () => {
  it('lists only your own alerts, newest first, filtered by type, in your language', async () => {
    await makeAlert(amiraId, { createdAt: new Date('2026-01-01T10:00:00Z') });
    await makeAlert(amiraId, {
      type: 'price_drop',
      details: { productName: 'Clay Mug', oldPrice: 1500, newPrice: 1250 },
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    await makeAlert(karimId);
    const all = (await call('GET', '/alerts', en(amira))).json().data;
    expect(all.totalElements).toBe(2);
    expect(all.content.map((a: { type: string }) => a.type)).toEqual([
      'price_drop',
      'back_in_stock',
    ]);
    expect(all.content[0]).toMatchObject({
      title: 'Price drop: Clay Mug',
      message: 'Clay Mug from your wishlist is now 12.50 dt (was 15.00 dt).',
      product: 'Clay Mug',
      productId: shop.mug.id,
      isRead: false,
      orderId: null,
    });
    const drops = (await call('GET', '/alerts?type=price_drop', en(amira))).json().data;
    expect(drops.content).toHaveLength(1);
    // without Accept-Language, the account's language (French for Amira)
    const french = (await call('GET', '/alerts?type=back_in_stock', amira)).json().data;
    expect(french.content[0].title).toBe('De retour en stock : Clay Mug');
    const arabic = await call('GET', '/alerts?type=back_in_stock', {
      ...amira,
      'accept-language': 'ar',
    });
    expect(arabic.json().data.content[0].title).toBe('عاد إلى المخزون: Clay Mug');
    expect((await call('GET', '/alerts?type=nope', amira)).statusCode).toBe(400);
  });

  it('is for customers only', async () => {
    expect((await call('GET', '/alerts', {})).statusCode).toBe(401);
    expect((await call('GET', '/alerts', brandA)).statusCode).toBe(403);
    expect((await call('GET', '/price-alerts', admin)).statusCode).toBe(403);
  });
});

describe('reading and deleting alerts', () => {
  it('counts unread, marks one and all read, deletes', async () => {
    const first = await makeAlert(amiraId);
    await makeAlert(amiraId);
    await makeAlert(karimId);
    const count = async (h: Headers) =>
      (await call('GET', '/alerts/unread-count', h)).json().data.count;
    expect(await count(amira)).toBe(2);
    const read = await call('PATCH', `/alerts/${first.id}/read`, en(amira));
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: first.id, isRead: true });
    expect(await count(amira)).toBe(1);
    const all = await call('PATCH', '/alerts/read-all', amira);
    expect(all.json().data).toEqual({ marked: 1 });
    expect(await count(amira)).toBe(0);
    expect(await count(karim)).toBe(1);
    expect((await call('DELETE', `/alerts/${first.id}`, amira)).statusCode).toBe(200);
    expect((await alertsOf(amiraId)).map((a) => a.id)).not.toContain(first.id);
  });

  it('never lets another customer read, mark or delete your alert', async () => {
    const mine = await makeAlert(amiraId);
    expect((await call('PATCH', `/alerts/${mine.id}/read`, karim)).statusCode).toBe(404);
    expect((await call('DELETE', `/alerts/${mine.id}`, karim)).statusCode).toBe(404);
    await call('PATCH', '/alerts/read-all', karim);
    const [still] = await t.db.select().from(alerts).where(eq(alerts.id, mine.id));
    expect(still).toMatchObject({ isRead: false });
    expect((await call('GET', '/alerts', karim)).json().data.totalElements).toBe(0);
    expect((await call('DELETE', '/alerts/999999', amira)).statusCode).toBe(404);
  });
});

describe('price alerts', () => {
  it('sets one per product: a second POST changes the target; lists the active ones', async () => {
    const created = await call('POST', '/price-alerts', amira, {
      productId: shop.shirt.id,
      targetPrice: 50,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      productId: shop.shirt.id,
      productName: 'Linen Shirt',
      image: '/uploads/shirt.webp',
      currentPrice: 60,
      targetPrice: 50,
      active: true,
    });
    const again = await call('POST', '/price-alerts', amira, {
      productId: shop.shirt.id,
      targetPrice: '45.5',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: created.json().data.id, targetPrice: 45.5 });
    const list = (await call('GET', '/price-alerts', amira)).json().data;
    expect(list).toHaveLength(1);
    expect((await call('GET', '/price-alerts', karim)).json().data).toEqual([]);
  });

  it('refuses a target of 0 or less with a clear message, and hidden products', async () => {
    for (const targetPrice of [0, -3, 'abc']) {
      const response = await call('POST', '/price-alerts', en(amira), {
        productId: shop.shirt.id,
        targetPrice,
      });
      expect(response.statusCode).toBe(400);
    }
    const zero = await call('POST', '/price-alerts', en(amira), {
      productId: shop.shirt.id,
      targetPrice: 0,
    });
    expect(zero.json().errors.targetPrice).toBe('The target price must be above 0.');
    const hidden = await call('POST', '/price-alerts', amira, {
      productId: shop.hidden.id,
      targetPrice: 10,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('edits a target, ignores 0 or less, deletes — only your own', async () => {
    const id = (
      await call('POST', '/price-alerts', amira, { productId: shop.shirt.id, targetPrice: 50 })
    ).json().data.id;
    const ignored = await call('PUT', `/price-alerts/${id}`, amira, { targetPrice: 0 });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().data.targetPrice).toBe(50);
    expect(
      (await call('PUT', `/price-alerts/${id}`, amira, { targetPrice: -1 })).json().data
        .targetPrice,
    ).toBe(50);
    const edited = await call('PUT', `/price-alerts/${id}`, amira, { targetPrice: 40 });
    expect(edited.json().data.targetPrice).toBe(40);
    expect((await call('PUT', `/price-alerts/${id}`, karim, { targetPrice: 30 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/price-alerts/${id}`, karim)).statusCode).toBe(404);
    expect((await call('DELETE', `/price-alerts/${id}`, amira)).statusCode).toBe(200);
    expect(await t.db.select().from(priceAlerts)).toEqual([]);
  });

  it('fires at once when the price is already at the target', async () => {
    const response = await call('POST', '/price-alerts', amira, {
      productId: shop.shirt.id,
      targetPrice: 60,
    });
    expect(response.json().data).toMatchObject({ active: false });
    const made = await alertsOf(amiraId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ type: 'price_drop', productId: shop.shirt.id });
    expect((await call('GET', '/price-alerts', amira)).json().data).toEqual([]);
  });
});

describe('PUT /products/{id}', () => {
  it("changes only the given fields, for the product's brand or an admin", async () => {
    const response = await setProduct(brandA, shop.mug.id, { price: 15 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ price: 15, discountPrice: 0, quantity: 40 });
    const byAdmin = await setProduct(admin, shop.mug.id, { discountPrice: 10, stockLevel: 45 });
    expect(byAdmin.json().data).toMatchObject({
      price: 15,
      discountPrice: 10,
      discountedPrice: 13.5,
      stockLevel: 45,
    });
    expect((await setProduct(brandB, shop.mug.id, { price: 1 })).statusCode).toBe(404);
    expect((await setProduct(amira, shop.mug.id, { price: 1 })).statusCode).toBe(403);
    expect((await setProduct(brandA, shop.mug.id, { discountPrice: 101 })).statusCode).toBe(400);
    expect((await setProduct(brandA, shop.mug.id, { quantity: -1 })).statusCode).toBe(400);
    expect((await setProduct(brandA, shop.mug.id, { price: 0 })).statusCode).toBe(400);
    expect((await setProduct(admin, 999999, { price: 1 })).statusCode).toBe(404);
  });
});

describe('triggers', () => {
  it('a lower price makes exactly one price_drop for each wishlist holder, and none for others', async () => {
    await wish(amiraId, shop.mug.id);
    await setProduct(brandA, shop.mug.id, { price: 10 });
    const made = await alertsOf(amiraId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      type: 'price_drop',
      productId: shop.mug.id,
      // written in Amira's language
      title: 'Baisse de prix : Clay Mug',
    });
    expect(await alertsOf(karimId)).toEqual([]);
    // the same save again, and a higher price: nothing more
    await setProduct(brandA, shop.mug.id, { price: 10 });
    await setProduct(brandA, shop.mug.id, { price: 11 });
    expect(await alertsOf(amiraId)).toHaveLength(1);
    // a discount lowers the final price: news again
    await setProduct(brandA, shop.mug.id, { discountPrice: 50 });
    const latest = (await call('GET', '/alerts', en(amira))).json().data.content[0];
    expect(latest.message).toBe('Clay Mug from your wishlist is now 5.50 dt (was 11.00 dt).');
  });

  it('a price alert fires once, and its holder hears of the drop only once', async () => {
    await wish(amiraId, shop.shirt.id);
    await call('POST', '/price-alerts', amira, { productId: shop.shirt.id, targetPrice: 50 });
    await call('POST', '/price-alerts', karim, { productId: shop.shirt.id, targetPrice: 20 });
    await setProduct(brandA, shop.shirt.id, { price: 64 }); // 48 dt after 25 %
    const made = await alertsOf(amiraId);
    expect(made).toHaveLength(1);
    expect(made[0]!.details).toMatchObject({ targetPrice: 5000, newPrice: 4800 });
    expect(await alertsOf(karimId)).toEqual([]);
    const [fired] = await t.db.select().from(priceAlerts).where(eq(priceAlerts.userId, amiraId));
    expect(fired).toMatchObject({ active: false });
    expect(fired!.triggeredAt).not.toBeNull();
    // lower again: the wishlist news, not the price alert a second time
    await setProduct(brandA, shop.shirt.id, { price: 60 });
    const after = await alertsOf(amiraId);
    expect(after).toHaveLength(2);
    expect(after.filter((a) => a.details.targetPrice !== undefined)).toHaveLength(1);
    const english = (await call('GET', '/alerts', en(amira))).json().data.content;
    expect(english[1].title).toBe('Target price reached: Linen Shirt');
  });

  it('back in stock: once, to wishlist and cart holders, when stock comes back from 0', async () => {
    // a quantity never exceeds the stock level (dashboards §5)
    await t.db
      .update(products)
      .set({ quantity: 0, stockLevel: 20 })
      .where(eq(products.id, lamp.id));
    await wish(amiraId, lamp.id);
    await putInCart(karimId, lamp.id);
    await wish(adminId, lamp.id); // never for an account that is not a customer
    const back = await setProduct(brandB, lamp.id, { quantity: 4 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await alertsOf(amiraId)).toHaveLength(1);
    expect(await alertsOf(karimId)).toHaveLength(1);
    expect((await alertsOf(karimId))[0]).toMatchObject({ type: 'back_in_stock' });
    expect(await alertsOf(adminId)).toEqual([]);
    await setProduct(brandB, lamp.id, { quantity: 9 });
    await setProduct(brandB, lamp.id, { quantity: 9 });
    expect(await alertsOf(amiraId)).toHaveLength(1);
  });

  it('stock an order gives back brings the product back in stock', async () => {
    await t.db.update(products).set({ quantity: 1 }).where(eq(products.id, lamp.id));
    const { id } = await placeOrder(t, amira, [{ productId: lamp.id }]);
    await wish(karimId, lamp.id);
    await call('PATCH', `/orders/${id}/status`, amira, { status: 'CANCELLED' });
    const karims = await alertsOf(karimId);
    expect(karims).toHaveLength(1);
    expect(karims[0]).toMatchObject({ type: 'back_in_stock', productId: lamp.id });
    // Amira hears of her order's cancellation, once
    const amiras = await alertsOf(amiraId);
    expect(amiras.map((a) => a.type)).toEqual(['order_status']);
    expect(amiras[0]!.details).toMatchObject({ status: 'CANCELLED' });
  });

  it("an order's status change makes one order_status alert, also mailed; a brand part too", async () => {
    const { id, orderNumber } = await placeOrder(t, amira, [
      { productId: shop.mug.id },
      { productId: lamp.id },
    ]);
    t.mail.length = 0;
    // brand A moves its part: the order becomes PROCESSING
    await call('PATCH', `/orders/${id}/status`, brandA, { status: 'PROCESSING' });
    let made = await alertsOf(amiraId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ type: 'order_status', orderId: id });
    expect(made[0]!.details).toEqual({ orderNumber, status: 'PROCESSING' });
    expect(mailsTo(t, 'amira@example.tn')).toHaveLength(1);
    // brand B moves its part too: the order stays PROCESSING, the part's news still comes
    await call('PATCH', `/orders/${id}/status`, brandB, { status: 'PROCESSING' });
    made = await alertsOf(amiraId);
    expect(made).toHaveLength(2);
    const part = made.find((a) => a.details.brands)!;
    expect(part.details).toEqual({ orderNumber, status: 'PROCESSING', brands: ['Atlas Lamps'] });
    const mails = mailsTo(t, 'amira@example.tn');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Atlas Lamps prépare vos articles.');
    const shown = (await call('GET', '/alerts', en(amira))).json().data.content[0];
    expect(shown).toMatchObject({
      title: `Order ${orderNumber}: Atlas Lamps — Processing`,
      orderNumber,
    });
    // a refused move changes nothing and makes no alert
    await call('PATCH', `/orders/${id}/status`, amira, { status: 'SHIPPED' });
    expect(await alertsOf(amiraId)).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(alerts)
        .where(and(eq(alerts.userId, karimId), eq(alerts.type, 'order_status'))),
    ).toEqual([]);
  });

  it("a brand's rejected item cancels its part: one alert of that part, and its stock is back", async () => {
    await t.db.update(products).set({ quantity: 1 }).where(eq(products.id, lamp.id));
    const { id, orderNumber } = await placeOrder(t, amira, [
      { productId: shop.mug.id },
      { productId: lamp.id },
    ]);
    await wish(karimId, lamp.id);
    await rejectItem(t.db, id, lamp.id, 'Broken in the workshop');
    const made = await alertsOf(amiraId);
    expect(made).toHaveLength(1);
    expect(made[0]!.details).toEqual({
      orderNumber,
      status: 'CANCELLED',
      brands: ['Atlas Lamps'],
    });
    expect((await alertsOf(karimId)).map((a) => a.type)).toEqual(['back_in_stock']);
  });
});
