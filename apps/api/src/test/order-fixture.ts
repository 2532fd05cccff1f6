import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { users } from '../db/schema/accounts';
import { brands } from '../db/schema/brands';
import { products } from '../db/schema/catalogue';
import { orderItems } from '../db/schema/commerce';
import type { Database } from '../db/client';
import type { MailMessage } from '../lib/mail';
import { seedBasketProducts } from '../modules/basket/basket-fixture';
import { changeItemStatus } from '../modules/orders/order-changes';
import { createAccount, login, type TestApp } from './helper';

/**
 * What the tests around orders share (orders, invoices, alerts, reviews, support, the profile's
 * overview): the shop and a second brand's lamp, the usual people signed in, placing an order,
 * moving it on, and the mails sent.
 */

export type Headers = Record<string, string>;
export type ProductRow = typeof products.$inferSelect;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to /api/v1 with the caller's headers (none for a visitor). */
export function apiCall(
  t: TestApp,
  method: Method,
  url: string,
  headers: Headers,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

/**
 * The basket's products (brand Medina Threads: shirt, mug, scarf, a hidden one, one of a disabled
 * brand) and a Brass Lamp of a second brand, Atlas Lamps: 120 dt, 5 in stock, shipping not free.
 */
export async function seedOrderProducts(
  db: Database,
  lampValues: Partial<typeof products.$inferInsert> = {},
) {
  const shop = await seedBasketProducts(db);
  const [atlas] = await db.insert(brands).values({ name: 'Atlas Lamps' }).returning();
  const [lamp] = await db
    .insert(products)
    .values({
      name: 'Brass Lamp',
      description: 'A lamp.',
      sku: 'BLAMP',
      barcode: '9876543210987',
      price: 12000,
      quantity: 5,
      brandId: atlas!.id,
      imageUrl: '/uploads/lamp.webp',
      ...lampValues,
    })
    .returning();
  return { shop, atlas: atlas!, lamp: lamp! };
}

export type OrderShop = Awaited<ReturnType<typeof seedOrderProducts>>;

export type AccountValues = Partial<typeof users.$inferInsert>;
export type Account = { id: number; headers: Headers };

/** Creates the account and logs it in (a brand's through the brands' door). */
export async function signedIn(
  t: TestApp,
  values: AccountValues & { email: string },
): Promise<Account> {
  const row = await createAccount(t.db, values);
  const door = values.role === 'BRAND' ? '/api/v1/brands/authenticate' : undefined;
  return { id: row.id, headers: await login(t.app, values.email, undefined, door) };
}

/**
 * The people of these tests, signed in: amira (Amira Ben Salah, French) and karim, customers; an
 * admin; shop-a, the account of brand A, and — given brand B — shop-b. `values` changes or adds
 * details of one of them.
 */
export async function orderPeople(
  t: TestApp,
  brandIds: { a: number; b?: number },
  values: Partial<Record<'amira' | 'karim' | 'brandA' | 'brandB', AccountValues>> = {},
) {
  const amira = await signedIn(t, {
    email: 'amira@example.tn',
    firstname: 'Amira',
    lastname: 'Ben Salah',
    language: 'fr',
    ...values.amira,
  });
  const karim = await signedIn(t, { email: 'karim@example.tn', ...values.karim });
  const admin = await signedIn(t, { email: 'admin@example.tn', role: 'ADMIN' });
  const brand = (email: string, brandId: number, more?: AccountValues) =>
    signedIn(t, { email, role: 'BRAND', brandId, ...more });
  const brandA = await brand('shop-a@example.tn', brandIds.a, values.brandA);
  const brandB =
    brandIds.b === undefined
      ? undefined
      : await brand('shop-b@example.tn', brandIds.b, values.brandB);
  return { amira, karim, admin, brandA, brandB };
}

export const DELIVERY_ADDRESS = {
  firstName: 'Amira',
  lastName: 'Ben Salah',
  email: 'amira@example.tn',
  phone: '+216 22 123 456',
  address: '12 Rue de Marseille',
  city: 'Tunis',
  state: 'Tunis',
  zipCode: '1000',
  country: 'Tunisia',
};

export type OrderLine = { productId: number; quantity?: number; size?: string; color?: string };

/** Places an order of these lines (one of each unless told) to DELIVERY_ADDRESS: 201 expected. */
export async function placeOrder(
  t: TestApp,
  headers: Headers,
  items: OrderLine[],
  paymentMethod: 'ON_DELIVERY' | 'ONLINE' = 'ON_DELIVERY',
): Promise<{ id: number; orderNumber: string }> {
  const response = await apiCall(t, 'POST', '/orders', headers, {
    items: items.map((item) => ({ quantity: 1, ...item })),
    shippingAddress: DELIVERY_ADDRESS,
    paymentMethod,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Moves the order (a brand: its own part) through these statuses, each answered 200. */
export async function moveOrder(
  t: TestApp,
  headers: Headers,
  orderId: number,
  ...statuses: string[]
): Promise<void> {
  for (const status of statuses) {
    const response = await apiCall(t, 'PATCH', `/orders/${orderId}/status`, headers, { status });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** Ships then delivers the order (a brand: its own part). */
export const deliverOrder = (t: TestApp, headers: Headers, orderId: number) =>
  moveOrder(t, headers, orderId, 'SHIPPED', 'DELIVERED');

/** The brand of the order's line of this product rejects it, as the brand dashboard does. */
export async function rejectItem(
  db: Database,
  orderId: number,
  productId: number,
  reason: string,
): Promise<void> {
  const [item] = await db
    .select({ id: orderItems.id, brandId: orderItems.brandId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  await db.transaction((tx) =>
    changeItemStatus(tx, item!.id, 'REJECTED', { actor: 'BRAND', brandId: item!.brandId, reason }),
  );
}

/** The mails sent to an address, oldest first. */
export const mailsTo = (t: TestApp, to: string): MailMessage[] => t.mail.filter((m) => m.to === to);

/**
 * The usual setting of an order test (a beforeAll): the shop of brand A (Medina Threads), brand
 * B's (Atlas Lamps) lamp, and the people signed in, brand B's login included; `headers` are
 * theirs as most tests use them.
 */
export async function orderWorld(
  t: TestApp,
  lampValues: Partial<typeof products.$inferInsert> = {},
  values: Parameters<typeof orderPeople>[2] = {},
) {
  const seeded = await seedOrderProducts(t.db, lampValues);
  const people = await orderPeople(t, { a: seeded.shop.brand.id, b: seeded.atlas.id }, values);
  return {
    ...seeded,
    people,
    headers: {
      amira: people.amira.headers,
      karim: people.karim.headers,
      admin: people.admin.headers,
      brandA: people.brandA.headers,
      brandB: people.brandB!.headers,
    },
  };
}

/** Puts each of these products back to `quantity` in stock (a beforeEach), in one statement. */
export async function restock(db: Database, productIds: number[], quantity: number) {
  await db.update(products).set({ quantity }).where(inArray(products.id, productIds));
}
