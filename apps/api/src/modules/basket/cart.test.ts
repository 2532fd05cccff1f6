import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { products } from '../../db/schema/catalogue';
import { cartItems, carts } from '../../db/schema/commerce';
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
  await t.db.delete(cartItems);
  await t.db
    .update(products)
    .set({ quantity: 3, price: 8000, sizes: ['S', 'M', 'L'], active: true })
    .where(eq(products.id, shop.shirt.id));
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
const add = (headers: Headers, payload: object) => call('POST', '/cart/add', headers, payload);
const shirt = (extra: object = {}) => ({
  productId: shop.shirt.id,
  quantity: 1,
  size: 'M',
  color: 'White',
  ...extra,
});

describe('the cart', () => {
  it('is for signed-in customers only', async () => {
    expect((await call('GET', '/cart', {})).statusCode).toBe(401);
    expect((await add({}, shirt())).statusCode).toBe(401);
    await createAccount(t.db, { email: 'admin@example.tn', role: 'ADMIN' });
    const admin = await login(t.app, 'admin@example.tn');
    expect((await call('GET', '/cart', admin)).statusCode).toBe(403);
    expect((await add(admin, shirt())).json().errorCode).toBe('forbidden');
  });

  it('is empty, and not yet created, for a customer who never added anything', async () => {
    const response = await call('GET', '/cart', karim);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        id: null,
        items: [],
        totalPrice: 0,
        shippingCost: 0,
        total: 0,
        itemCount: 0,
        purchasable: false,
      },
    });
  });

  it('adds a product with its size and colour, priced from the database, and creates the cart once', async () => {
    // A client's price is not even read: the body has no such field.
    const response = await add(amira, shirt({ quantity: 2, price: 1 }));
    expect(response.statusCode).toBe(200);
    const cart = response.json().data;
    expect(cart).toMatchObject({
      userId: amiraId,
      itemCount: 2,
      totalPrice: 120,
      shippingCost: 7,
      total: 127,
      purchasable: true,
    });
    expect(cart.id).toEqual(expect.any(Number));
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: shop.shirt.id,
        productName: 'Linen Shirt',
        productPrice: 80,
        discountPrice: 25,
        unitPrice: 60,
        brandName: 'Medina Threads',
        categoryName: 'Clothing',
        size: 'M',
        color: 'White',
        quantity: 2,
        subtotal: 120,
        imageUrl: '/uploads/shirt.webp',
        freeShipping: false,
        sizes: ['S', 'M', 'L'],
        colors: ['White', 'Blue'],
        available: 3,
        issue: null,
      }),
    ]);
    await add(amira, { productId: shop.mug.id });
    expect(await t.db.select().from(carts).where(eq(carts.userId, amiraId))).toHaveLength(1);
  });

  it('refuses the same product, size and colour twice with already_in_cart, in the caller’s language', async () => {
    await add(amira, shirt());
    const again = await add(amira, shirt({ quantity: 2 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'already_in_cart' });
    expect(again.json().message).toContain('already in your cart');
    const french = await add({ ...amira, 'accept-language': 'fr' }, shirt());
    expect(french.json().message).toBe('Ce produit est déjà dans votre panier.');
    // Another size or colour is another line.
    expect((await add(amira, shirt({ size: 'L' }))).json().data.items).toHaveLength(2);
    expect((await add(amira, shirt({ color: 'Blue' }))).json().data.items).toHaveLength(3);
  });

  it('keeps one line when the same line is added many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(amira, shirt())));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().errorCode === 'already_in_cart')).toHaveLength(4);
    expect(await t.db.select().from(cartItems)).toHaveLength(1);
  });

  it('requires a size and a colour when the product has them, each one of its own', async () => {
    const noSize = await add(amira, shirt({ size: undefined }));
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toMatchObject({
      errorCode: 'size_required',
      errors: { size: 'Please select a size.' },
    });
    const noColor = await add(amira, shirt({ color: '' }));
    expect(noColor.json()).toMatchObject({
      errorCode: 'color_required',
      errors: { color: 'Please select a color.' },
    });
    const badSize = await add(amira, shirt({ size: 'XXL' }));
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json()).toMatchObject({
      errorCode: 'invalid_option',
      errors: { size: expect.any(String) },
    });
    expect((await add(amira, shirt({ color: 'Green' }))).json().errorCode).toBe('invalid_option');
    // A product without sizes or colours takes none (what a client sends for them is ignored).
    const mug = await add(amira, { productId: shop.mug.id, size: 'M', color: 'Red' });
    expect(mug.statusCode).toBe(200);
    expect(mug.json().data.items[0]).toMatchObject({ size: null, color: null });
  });

  it('takes a quantity from 1 to the product’s stock, naming what is left', async () => {
    const tooMany = await add(amira, shirt({ quantity: 4 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      errorCode: 'out_of_stock',
      message: 'Not enough stock: 3 left.',
    });
    const arabic = await add({ ...amira, 'accept-language': 'ar' }, shirt({ quantity: 4 }));
    expect(arabic.json().message).toContain('3');
    for (const quantity of [0, -1, 1.5, 'two', LIMITS.cartQuantityMax + 1]) {
      const refused = await add(amira, shirt({ quantity }));
      expect(refused.statusCode, String(quantity)).toBe(400);
    }
    expect((await add(amira, shirt({ quantity: 3 }))).statusCode).toBe(200);
  });

  it('answers 404 for hidden products, products of disabled brands and unknown ids', async () => {
    for (const productId of [shop.hidden.id, shop.closed.id, 999_999]) {
      const response = await add(amira, { productId });
      expect(response.statusCode, String(productId)).toBe(404);
      expect(response.json().errorCode).toBe('not_found');
    }
    expect((await add(amira, { productId: 'abc' })).statusCode).toBe(400);
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
  });

  it('changes a line’s quantity, size and colour, with the same rules', async () => {
    const id = (await add(amira, shirt())).json().data.items[0].id as number;
    const changed = await call('PUT', `/cart/items/${id}`, amira, {
      quantity: 3,
      size: 'L',
      color: 'Blue',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.items[0]).toMatchObject({
      id,
      quantity: 3,
      size: 'L',
      color: 'Blue',
      subtotal: 180,
    });
    expect((await call('PUT', `/cart/items/${id}`, amira, { quantity: 4 })).json()).toMatchObject({
      errorCode: 'out_of_stock',
    });
    expect((await call('PUT', `/cart/items/${id}`, amira, { size: 'XL' })).json().errorCode).toBe(
      'invalid_option',
    );
    expect((await call('PUT', `/cart/items/${id}`, amira, { quantity: 0 })).statusCode).toBe(400);
  });

  it('refuses to change a line into another line of the cart', async () => {
    await add(amira, shirt({ size: 'S' }));
    const id = (await add(amira, shirt({ size: 'M' }))).json().data.items[1].id as number;
    const clash = await call('PUT', `/cart/items/${id}`, amira, { size: 'S' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errorCode).toBe('already_in_cart');
  });

  it('always shows today’s price, not the one of the day it was added', async () => {
    await add(amira, shirt());
    await t.db.update(products).set({ price: 10000 }).where(eq(products.id, shop.shirt.id));
    const cart = (await call('GET', '/cart', amira)).json().data;
    expect(cart.items[0]).toMatchObject({ productPrice: 100, unitPrice: 75, subtotal: 75 });
    expect(cart.totalPrice).toBe(75);
  });

  it('keeps a line whose product sold out, was hidden or changed, flagged and left out of the total', async () => {
    await add(amira, shirt({ quantity: 3 }));
    await add(amira, { productId: shop.mug.id, quantity: 2 });
    const issue = async () => (await call('GET', '/cart', amira)).json().data;

    await t.db.update(products).set({ quantity: 2 }).where(eq(products.id, shop.shirt.id));
    let cart = await issue();
    expect(cart.items[0]).toMatchObject({ issue: 'not_enough_stock', available: 2 });
    expect(cart).toMatchObject({
      purchasable: false,
      totalPrice: 25,
      shippingCost: 0,
      itemCount: 5,
    });

    await t.db.update(products).set({ quantity: 0 }).where(eq(products.id, shop.shirt.id));
    expect((await issue()).items[0]).toMatchObject({ issue: 'out_of_stock', available: 0 });

    await t.db
      .update(products)
      .set({ quantity: 3, sizes: ['S', 'L'] })
      .where(eq(products.id, shop.shirt.id));
    expect((await issue()).items[0].issue).toBe('option_unavailable');

    await t.db
      .update(products)
      .set({ sizes: ['S', 'M', 'L'], active: false })
      .where(eq(products.id, shop.shirt.id));
    cart = await issue();
    expect(cart.items[0]).toMatchObject({ issue: 'unavailable', available: 0 });
    expect(cart.items[1].issue).toBeNull();

    await t.db.update(products).set({ active: true }).where(eq(products.id, shop.shirt.id));
    expect(await issue()).toMatchObject({ purchasable: true, totalPrice: 205, shippingCost: 7 });
  });

  it('ships free when every line ships free', async () => {
    await add(amira, { productId: shop.mug.id, quantity: 2 });
    const cart = (await add(amira, { productId: shop.scarf.id, color: 'Red' })).json().data;
    expect(cart).toMatchObject({ totalPrice: 70, shippingCost: 0, total: 70 });
  });

  it('removes a line, clears the cart, and tells whether a product is in it', async () => {
    await add(amira, shirt({ size: 'S' }));
    const cart = (await add(amira, shirt({ size: 'L', quantity: 2 }))).json().data;
    const check = await call('GET', `/cart/check/${shop.shirt.id}`, amira);
    expect(check.json().data).toEqual({
      inCart: true,
      quantity: 3,
      itemIds: cart.items.map((i: { id: number }) => i.id),
    });
    expect((await call('GET', `/cart/check/${shop.mug.id}`, amira)).json().data).toEqual({
      inCart: false,
      quantity: 0,
      itemIds: [],
    });

    const removed = await call('DELETE', `/cart/items/${cart.items[0].id}`, amira);
    expect(removed.json().data.items.map((i: { size: string }) => i.size)).toEqual(['L']);
    expect((await call('DELETE', `/cart/items/${cart.items[0].id}`, amira)).statusCode).toBe(404);

    const cleared = await call('DELETE', '/cart/clear', amira);
    expect(cleared.json().data).toMatchObject({ items: [], itemCount: 0, total: 0 });
  });

  it('never lets one customer read or change another’s lines', async () => {
    const line = (await add(amira, shirt())).json().data.items[0].id as number;
    const put = await call('PUT', `/cart/items/${line}`, karim, { quantity: 2 });
    expect(put.statusCode).toBe(404);
    expect(put.json().errorCode).toBe('not_found');
    expect((await call('DELETE', `/cart/items/${line}`, karim)).statusCode).toBe(404);
    await call('DELETE', '/cart/clear', karim);
    expect((await call('GET', '/cart', karim)).json().data.items).toEqual([]);
    expect((await call('GET', `/cart/check/${shop.shirt.id}`, karim)).json().data.inCart).toBe(
      false,
    );
    const mine = (await call('GET', '/cart', amira)).json().data.items;
    expect(mine).toEqual([expect.objectContaining({ id: line, quantity: 1 })]);
  });

  it(`holds at most ${LIMITS.cartLinesMax} lines`, async () => {
    const cartId = (await add(amira, { productId: shop.mug.id })).json().data.id as number;
    const sizes = Array.from({ length: LIMITS.cartLinesMax - 1 }, (_, i) => `EU ${i + 1}`);
    await t.db.update(products).set({ sizes }).where(eq(products.id, shop.shirt.id));
    await t.db.insert(cartItems).values(
      sizes.map((size) => ({
        cartId,
        productId: shop.shirt.id,
        size,
        color: 'White',
        quantity: 1,
      })),
    );
    const full = await add(amira, shirt({ size: 'EU 1', color: 'Blue' }));
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({
      errorCode: 'cart_full',
      message: expect.stringContaining(String(LIMITS.cartLinesMax)),
    });
  });
});
