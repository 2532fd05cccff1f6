import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands';
import { categories, products } from '../../db/schema/catalogue';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  apiCall,
  deliverOrder,
  moveOrder,
  placeOrder,
  seedOrderProducts,
  signedIn,
  type Headers,
  type Method,
  type OrderLine,
  type OrderShop,
  type ProductRow,
} from '../../test/order-fixture';
import { summarisePurchases, type PurchaseLine } from './overview';

/**
 * GET /users/me/overview (issue 11, storefront §2 "Customer profile"): the profile's figures from
 * real orders and the wishlist, and four recommended products.
 */

let t: TestApp;
let shop: OrderShop['shop'];
let lamp: ProductRow;
let rug: ProductRow;
let vase: ProductRow;
let candle: ProductRow;
let table: ProductRow;
let brandA: Headers;
let brandB: Headers;
let admin: Headers;
let accounts = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const seeded = await seedOrderProducts(t.db, {
    description: 'A thing.',
    quantity: 50,
    imageUrl: null,
  });
  ({ shop, lamp } = seeded);
  const [sahel] = await t.db.insert(brands).values({ name: 'Sahel Home' }).returning();
  const [home] = await t.db.insert(categories).values({ name: 'Home' }).returning();
  const base = { description: 'A thing.', barcode: '9876543210987', quantity: 50 };
  [rug, vase, candle, table] = (await t.db
    .insert(products)
    .values([
      {
        ...base,
        name: 'Kilim Rug',
        sku: 'RUG',
        price: 30000,
        brandId: sahel!.id,
        categoryId: home!.id,
        averageRating: 4.9,
        reviewCount: 8,
      },
      {
        ...base,
        name: 'Nabeul Vase',
        sku: 'NVASE',
        price: 4000,
        brandId: sahel!.id,
        categoryId: home!.id,
        averageRating: 4.5,
        reviewCount: 3,
      },
      {
        ...base,
        name: 'Amber Candle',
        sku: 'CANDLE',
        price: 1500,
        brandId: sahel!.id,
        categoryId: home!.id,
        averageRating: 5,
        reviewCount: 40,
        quantity: 0,
      },
      {
        ...base,
        name: 'Olive Table',
        sku: 'TABLE',
        price: 50000,
        brandId: sahel!.id,
        categoryId: home!.id,
        averageRating: 3,
        reviewCount: 1,
      },
    ])
    .returning()) as ProductRow[] as [ProductRow, ProductRow, ProductRow, ProductRow];
  // Ratings that make "top rated" one order: rug 4.9, shirt 4.8, vase 4.5, scarf 4.2, mug 3.9.
  // The hidden product and the disabled brand's one are rated best of all and must never show.
  const rate = (id: number, averageRating: number) =>
    t.db.update(products).set({ averageRating, reviewCount: 5 }).where(eq(products.id, id));
  await rate(shop.shirt.id, 4.8);
  await rate(shop.scarf.id, 4.2);
  await rate(shop.mug.id, 3.9);
  await rate(shop.hidden.id, 5);
  await rate(shop.closed.id, 5);

  admin = (await signedIn(t, { email: 'admin@example.tn', role: 'ADMIN' })).headers;
  const brand = (email: string, brandId: number) => signedIn(t, { email, role: 'BRAND', brandId });
  brandA = (await brand('shop-a@example.tn', shop.brand.id)).headers;
  brandB = (await brand('shop-b@example.tn', seeded.atlas.id)).headers;
});
afterAll(() => t.close());

beforeEach(async () => {
  // plenty of stock for every test's orders
  for (const product of [shop.shirt, shop.mug, shop.scarf, lamp, rug, vase, table])
    await t.db.update(products).set({ quantity: 50 }).where(eq(products.id, product.id));
});

async function newCustomer(): Promise<Headers> {
  accounts += 1;
  return (await signedIn(t, { email: `buyer${accounts}@example.tn` })).headers;
}

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const overview = async (headers: Headers) => {
  const response = await call('GET', '/users/me/overview', headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const place = (headers: Headers, items: OrderLine[], paymentMethod?: 'ON_DELIVERY' | 'ONLINE') =>
  placeOrder(t, headers, items, paymentMethod).then((order) => order.id);
const move = (orderId: number, headers: Headers, status: string) =>
  moveOrder(t, headers, orderId, status);
const deliver = (orderId: number, headers: Headers) => deliverOrder(t, headers, orderId);

const shirt = () => ({ productId: shop.shirt.id, size: 'M', color: 'Blue' });
const ids = (list: Array<{ id: number }>) => list.map((product) => product.id);

describe('GET /users/me/overview', () => {
  it('is for customers only: a visitor gets 401, a brand or an admin 403', async () => {
    expect((await call('GET', '/users/me/overview', {})).statusCode).toBe(401);
    expect((await call('GET', '/users/me/overview', brandA)).statusCode).toBe(403);
    expect((await call('GET', '/users/me/overview', admin)).statusCode).toBe(403);
  });

  it('gives a new customer zeros, no purchases and the four best-rated products on sale', async () => {
    const data = await overview(await newCustomer());
    expect(data).toMatchObject({
      orders: 0,
      totalSpent: 0,
      wishlistItems: 0,
      loyaltyPoints: 0,
      recentPurchases: [],
    });
    // the candle (out of stock), the hidden product and the disabled brand's are left out
    expect(ids(data.recommended)).toEqual([rug.id, shop.shirt.id, vase.id, shop.scarf.id]);
    expect(data.recommended[0]).toMatchObject({ name: 'Kilim Rug', inStock: true, price: 300 });
  });

  it('counts spend without cancelled orders, refunded parts or unpaid online orders, and points on delivered goods', async () => {
    const amira = await newCustomer();
    // shirt 80 dt − 25 % = 60 dt (brand A) + lamp 120 dt (brand B) + 7 dt shipping = 187 dt
    const first = await place(amira, [shirt(), { productId: lamp.id }]);
    // 2 × clay mug 12.50 dt, free shipping: 25 dt, then cancelled by the customer
    const cancelled = await place(amira, [{ productId: shop.mug.id, quantity: 2 }]);
    await move(cancelled, amira, 'CANCELLED');
    // an online order whose payment has not come: 45 dt scarf, not spent
    await place(amira, [{ productId: shop.scarf.id, color: 'Red' }], 'ONLINE');

    let data = await overview(amira);
    expect(data).toMatchObject({ orders: 3, totalSpent: 187, loyaltyPoints: 0 });

    // brand A delivers its part: 10 % of 60 dt = 6 points (shipping earns none)
    await deliver(first, brandA);
    data = await overview(amira);
    expect(data).toMatchObject({ totalSpent: 187, loyaltyPoints: 6 });

    // brand A refunds its part: its 60 dt and 6 points are gone; the lamp still ships (7 dt)
    // a refund is recorded before the part may be marked refunded (decision 015)
    const recorded = await call(
      'POST',
      `/orders/brand/${shop.brand.id}/order/${first}/refunds`,
      brandA,
      { amount: 60 },
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    await move(first, brandA, 'REFUNDED');
    data = await overview(amira);
    expect(data).toMatchObject({ orders: 3, totalSpent: 127, loyaltyPoints: 0 });

    // brand B's part, delivered then completed by the admin: 10 % of 120 dt
    await deliver(first, brandB);
    await move(first, admin, 'COMPLETED');
    data = await overview(amira);
    expect(data).toMatchObject({ orders: 3, totalSpent: 127, loyaltyPoints: 12 });
  });

  it('rounds the points down to a whole point', async () => {
    const buyer = await newCustomer();
    // the clay mug: 12.50 dt → 1.25 points → 1
    const order = await place(buyer, [{ productId: shop.mug.id }]);
    await deliver(order, brandA);
    expect(await overview(buyer)).toMatchObject({ totalSpent: 12.5, loyaltyPoints: 1 });
  });

  it('lists up to 4 recent purchases, newest first, each product once, without cancelled ones', async () => {
    const buyer = await newCustomer();
    const productIds = (list: Array<{ productId: number }>) => list.map((item) => item.productId);
    const older = await place(buyer, [shirt(), { productId: shop.mug.id }]);
    const cancelled = await place(buyer, [{ productId: table.id }]);
    await move(cancelled, buyer, 'CANCELLED');
    const newer = await place(buyer, [{ productId: rug.id }, { ...shirt(), quantity: 2 }]);

    let recent = (await overview(buyer)).recentPurchases;
    // the newer order's two products (the shirt once, from its latest purchase), then the mug;
    // the cancelled table is no purchase
    expect(recent).toHaveLength(3);
    expect(new Set(productIds(recent.slice(0, 2)))).toEqual(new Set([rug.id, shop.shirt.id]));
    expect(recent[2]).toMatchObject({ productId: shop.mug.id, orderId: older });
    const bought = recent.find((item: { productId: number }) => item.productId === shop.shirt.id);
    expect(bought).toMatchObject({
      orderId: newer,
      productName: 'Linen Shirt',
      image: '/uploads/shirt.webp',
      unitPrice: 60,
      quantity: 2,
      size: 'M',
      color: 'Blue',
      status: 'PENDING',
    });
    expect(bought.orderNumber).toMatch(/^SK-\d{4}-\d{6}$/);
    expect(new Date(bought.orderDate).getTime()).not.toBeNaN();

    await place(buyer, [
      { productId: vase.id },
      { productId: lamp.id },
      { productId: shop.scarf.id, color: 'Red' },
    ]);
    recent = (await overview(buyer)).recentPurchases;
    expect(recent).toHaveLength(4);
    expect(new Set(productIds(recent.slice(0, 3)))).toEqual(
      new Set([vase.id, lamp.id, shop.scarf.id]),
    );
    expect([rug.id, shop.shirt.id]).toContain(recent[3].productId);
  });

  it('recommends products of the bought categories and brands first, never one already bought', async () => {
    const buyer = await newCustomer();
    await place(buyer, [shirt()]);
    for (let round = 0; round < 5; round += 1) {
      const recommended = ids((await overview(buyer)).recommended);
      expect(recommended).toHaveLength(4);
      expect(recommended).not.toContain(shop.shirt.id);
      // the shirt's brand and category (Clothing, Medina Threads) hold the mug and the scarf;
      // the rest are the best rated: the rug, then the vase
      expect(new Set(recommended.slice(0, 2))).toEqual(new Set([shop.mug.id, shop.scarf.id]));
      expect(recommended.slice(2)).toEqual([rug.id, vase.id]);
    }
  });

  it('takes the wishlist as a hint too, but never recommends what is already in it', async () => {
    const buyer = await newCustomer();
    expect((await call('POST', '/wishlist/add', buyer, { productId: table.id })).statusCode).toBe(
      200,
    );
    const data = await overview(buyer);
    expect(data.wishlistItems).toBe(1);
    const recommended = ids(data.recommended);
    expect(recommended).not.toContain(table.id);
    expect(recommended).not.toContain(candle.id);
    // the table's brand and category (Sahel Home, Home): the rug and the vase (the candle is out
    // of stock); then the best rated of the rest: the shirt and the scarf
    expect(new Set(recommended.slice(0, 2))).toEqual(new Set([rug.id, vase.id]));
    expect(recommended.slice(2)).toEqual([shop.shirt.id, shop.scarf.id]);
  });

  it("shows each customer only their own figures, never another's", async () => {
    const amira = await newCustomer();
    const karim = await newCustomer();
    await place(amira, [{ productId: lamp.id }]);
    await call('POST', '/wishlist/add', amira, { productId: rug.id });
    const mine = await overview(amira);
    expect(mine).toMatchObject({ orders: 1, totalSpent: 127, wishlistItems: 1 });
    expect(await overview(karim)).toMatchObject({
      orders: 0,
      totalSpent: 0,
      wishlistItems: 0,
      loyaltyPoints: 0,
      recentPurchases: [],
    });
    // Amira's purchase still counts as bought for her only
    expect(ids((await overview(karim)).recommended)).toContain(rug.id);
    expect(ids(mine.recommended)).not.toContain(lamp.id);
  });
});

describe('summarisePurchases', () => {
  const line = (overrides: Partial<PurchaseLine>): PurchaseLine => ({
    orderItemId: 1,
    orderId: 1,
    orderNumber: 'SK-2611-000001',
    orderDate: new Date('2026-11-01T10:00:00Z'),
    paymentMethod: 'ON_DELIVERY',
    paymentStatus: 'PENDING',
    shippingCost: 700,
    productId: 1,
    brandId: 1,
    productName: 'Thing',
    image: null,
    unitPrice: 1000,
    quantity: 1,
    subtotal: 1000,
    color: null,
    size: null,
    itemStatus: 'PENDING',
    partStatus: 'PENDING',
    ...overrides,
  });

  it('leaves rejected items out of the spend, and the shipping once nothing is left', () => {
    const summary = summarisePurchases([
      line({ orderItemId: 1, productId: 1, subtotal: 1000 }),
      line({ orderItemId: 2, productId: 2, subtotal: 2500, itemStatus: 'REJECTED' }),
      line({ orderId: 2, orderItemId: 3, productId: 3, itemStatus: 'REJECTED' }),
    ]);
    expect(summary.totalSpentCents).toBe(1000 + 700);
    expect(summary.recentPurchases.map((item) => item.productId)).toEqual([1]);
  });

  it('counts a paid online order, and not one whose payment failed or is pending', () => {
    const online = { paymentMethod: 'ONLINE' as const };
    expect(summarisePurchases([line({ ...online, paymentStatus: 'PAID' })]).totalSpentCents).toBe(
      1700,
    );
    expect(summarisePurchases([line({ ...online, paymentStatus: 'FAILED' })]).totalSpentCents).toBe(
      0,
    );
    expect(
      summarisePurchases([line({ ...online, paymentStatus: 'PENDING' })]).recentPurchases,
    ).toEqual([]);
  });

  it('gives points on delivered and completed parts only, rejected items excepted', () => {
    const summary = summarisePurchases([
      line({ orderItemId: 1, subtotal: 12_345, partStatus: 'DELIVERED' }),
      line({ orderItemId: 2, subtotal: 10_000, partStatus: 'COMPLETED' }),
      line({ orderItemId: 3, subtotal: 50_000, partStatus: 'SHIPPED' }),
      line({ orderItemId: 4, subtotal: 50_000, partStatus: 'REFUNDED' }),
      line({ orderItemId: 5, subtotal: 50_000, partStatus: 'DELIVERED', itemStatus: 'REJECTED' }),
    ]);
    // 10 % of 223.45 dt = 22.345 → 22
    expect(summary.loyaltyPoints).toBe(22);
  });

  it('keeps a deleted product in the recent purchases, without merging it with others', () => {
    const summary = summarisePurchases([
      line({ orderItemId: 1, productId: null }),
      line({ orderItemId: 2, productId: null }),
    ]);
    expect(summary.recentPurchases.map((item) => item.orderItemId)).toEqual([1, 2]);
  });
});
