import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { products } from '../../db/schema/catalogue';
import { wishlistItems } from '../../db/schema/commerce';
import { buildTestApp, createAccount, login, type TestApp } from '../../test/helper';
import { seedBasketProducts } from './basket-fixture';

let t: TestApp;
let shop: Awaited<ReturnType<typeof seedBasketProducts>>;
let amira: { authorization: string };
let karim: { authorization: string };
let amiraId: number;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await seedBasketProducts(t.db);
  amiraId = (await createAccount(t.db, { email: 'amira@example.tn' })).id;
  await createAccount(t.db, { email: 'karim@example.tn' });
  amira = await login(t.app, 'amira@example.tn');
  karim = await login(t.app, 'karim@example.tn');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(wishlistItems);
  await t.db.update(products).set({ active: true }).where(eq(products.id, shop.shirt.id));
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const add = (headers: Headers, productId: unknown) =>
  call('POST', '/wishlist/add', headers, { productId });
const names = (response: { json(): { data: { products: { name: string }[] } } }) =>
  response.json().data.products.map((p) => p.name);

describe('the wishlist', () => {
  it('is for signed-in customers only', async () => {
    expect((await call('GET', '/wishlist', {})).statusCode).toBe(401);
    expect((await add({}, shop.shirt.id)).statusCode).toBe(401);
    await createAccount(t.db, { email: 'admin@example.tn', role: 'ADMIN' });
    const admin = await login(t.app, 'admin@example.tn');
    expect((await call('GET', '/wishlist', admin)).statusCode).toBe(403);
  });

  it('answers the wishlist whose last product is the one added, with what the page shows', async () => {
    expect((await call('GET', '/wishlist', amira)).json()).toEqual({
      success: true,
      data: { userId: amiraId, products: [], itemCount: 0 },
    });
    await add(amira, shop.shirt.id);
    const response = await add(amira, shop.mug.id);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Linen Shirt', 'Clay Mug']);
    expect(response.json().data.products[0]).toMatchObject({
      id: shop.shirt.id,
      name: 'Linen Shirt',
      brandName: 'Medina Threads',
      categoryName: 'Clothing',
      price: 80,
      discountPrice: 25,
      discountedPrice: 60,
      averageRating: 0,
      imageUrl: '/uploads/shirt.webp',
      features: ['Breathable linen'],
      inStock: true,
      colors: ['White', 'Blue'],
      sizes: ['S', 'M', 'L'],
      addedAt: expect.any(String),
    });
  });

  it('takes a product twice harmlessly: it moves to the end, once', async () => {
    await add(amira, shop.shirt.id);
    await add(amira, shop.mug.id);
    const again = await add(amira, shop.shirt.id);
    expect(again.statusCode).toBe(200);
    expect(names(again)).toEqual(['Clay Mug', 'Linen Shirt']);
    expect(again.json().data.itemCount).toBe(2);
  });

  it('refuses hidden products, products of disabled brands and unknown ids', async () => {
    for (const productId of [shop.hidden.id, shop.closed.id, 999_999]) {
      expect((await add(amira, productId)).statusCode, String(productId)).toBe(404);
    }
    for (const productId of ['abc', 0, -3, 1.5, null]) {
      expect((await add(amira, productId)).statusCode, String(productId)).toBe(400);
    }
    expect(await t.db.select().from(wishlistItems)).toHaveLength(0);
  });

  it('leaves out a product hidden since it was saved, and shows it again when it is back', async () => {
    await add(amira, shop.shirt.id);
    await add(amira, shop.mug.id);
    await t.db.update(products).set({ active: false }).where(eq(products.id, shop.shirt.id));
    expect(names(await call('GET', '/wishlist', amira))).toEqual(['Clay Mug']);
    await t.db.update(products).set({ active: true }).where(eq(products.id, shop.shirt.id));
    expect(names(await call('GET', '/wishlist', amira))).toEqual(['Linen Shirt', 'Clay Mug']);
  });

  it('removes a product (a second removal is harmless), clears, and checks', async () => {
    await add(amira, shop.shirt.id);
    await add(amira, shop.mug.id);
    expect((await call('GET', `/wishlist/check/${shop.mug.id}`, amira)).json().data).toEqual({
      inWishlist: true,
    });
    const removed = await call('DELETE', `/wishlist/remove/${shop.mug.id}`, amira);
    expect(names(removed)).toEqual(['Linen Shirt']);
    expect((await call('DELETE', `/wishlist/remove/${shop.mug.id}`, amira)).statusCode).toBe(200);
    expect((await call('GET', `/wishlist/check/${shop.mug.id}`, amira)).json().data).toEqual({
      inWishlist: false,
    });
    const cleared = await call('DELETE', '/wishlist/clear', amira);
    expect(cleared.json().data).toEqual({ userId: amiraId, products: [], itemCount: 0 });
    expect((await call('GET', '/wishlist/check/abc', amira)).statusCode).toBe(400);
  });

  it('keeps each customer’s wishlist their own', async () => {
    await add(amira, shop.shirt.id);
    await add(karim, shop.mug.id);
    await call('DELETE', `/wishlist/remove/${shop.shirt.id}`, karim);
    await call('DELETE', '/wishlist/clear', karim);
    expect(names(await call('GET', '/wishlist', amira))).toEqual(['Linen Shirt']);
    expect((await call('GET', `/wishlist/check/${shop.shirt.id}`, karim)).json().data).toEqual({
      inWishlist: false,
    });
  });

  it(`holds at most ${LIMITS.wishlistMax} products`, async () => {
    const many = await t.db
      .insert(products)
      .values(
        Array.from({ length: LIMITS.wishlistMax }, (_, i) => ({
          name: `Card ${i}`,
          description: 'A card.',
          barcode: '1',
          sku: `CARD-${i}`,
          price: 100,
          quantity: 1,
          brandId: shop.brand.id,
        })),
      )
      .returning({ id: products.id });
    await t.db
      .insert(wishlistItems)
      .values(many.map(({ id }) => ({ userId: amiraId, productId: id })));
    const full = await add(amira, shop.shirt.id);
    expect(full.statusCode).toBe(422);
    expect(full.json().errorCode).toBe('wishlist_full');
    // One already there may still be added again (it only moves to the end).
    expect((await add(amira, many[0]!.id)).statusCode).toBe(200);
  });
});
