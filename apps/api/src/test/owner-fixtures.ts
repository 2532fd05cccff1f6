import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@souk/shared/constants';
import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import { brands } from '../db/schema/brands';
import { products } from '../db/schema/catalogue';
import { alerts, orderItems, payments } from '../db/schema/commerce';
import { articleComments, supportTickets, ticketMessages } from '../db/schema/support';
import type { TestApp } from './helper';
import { apiCall, deliverOrder, placeOrder, signedIn, type Account } from './order-fixture';
import type { OwnedKind } from './route-audiences';

/**
 * The owners of the owner checks (issue 29): two sides, each a customer and a brand with its
 * login, whose every record carries the side's marker in its names, so that an answer holding
 * anything of the other side's can be told. A fixture per record kind makes a new record of a
 * side: the customer's, the brand's, or (an order) both, since each side's customer buys from
 * its own brand.
 */

export type Side = {
  marker: 'Alpha' | 'Bravo';
  customer: Account;
  brandLogin: Account;
  brandId: number;
};

export async function makeSide(t: TestApp, marker: Side['marker']): Promise<Side> {
  const lower = marker.toLowerCase();
  const [brand] = await t.db
    .insert(brands)
    .values({ name: `${marker} Brand` })
    .returning();
  const customer = await signedIn(t, {
    email: `${lower}.customer@example.tn`,
    firstname: marker,
    lastname: 'Customer',
  });
  const brandLogin = await signedIn(t, {
    email: `${lower}.brand@example.tn`,
    firstname: marker,
    lastname: 'Brand',
    role: 'BRAND',
    brandId: brand!.id,
  });
  return { marker, customer, brandLogin, brandId: brand!.id };
}

let made = 0;

/** A new product of the side's brand, on sale, with an image besides its main one. */
export async function newProduct(t: TestApp, side: Side): Promise<number> {
  const n = ++made;
  const [row] = await t.db
    .insert(products)
    .values({
      name: `${side.marker} Lamp ${n}`,
      description: `A lamp of ${side.marker}.`,
      sku: `${side.marker.toUpperCase()}-${n}`,
      barcode: '1234567890123',
      price: 5000,
      quantity: 50,
      stockLevel: 50,
      brandId: side.brandId,
      imageUrl: `/uploads/${side.marker}-${n}-main.webp`,
      additionalImages: [`/uploads/${side.marker}-${n}-more.webp`],
    })
    .returning({ id: products.id });
  return row!.id;
}

export type OrderOptions = { paymentMethod?: 'ON_DELIVERY' | 'ONLINE'; delivered?: boolean };

/** A new order of the side's customer for a new product of the side's brand. */
export async function newOrder(
  t: TestApp,
  side: Side,
  options: OrderOptions = {},
): Promise<{ orderId: number; productId: number }> {
  const productId = await newProduct(t, side);
  const { id } = await placeOrder(t, side.customer.headers, [{ productId }], options.paymentMethod);
  if (options.delivered) await deliverOrder(t, side.brandLogin.headers, id);
  return { orderId: id, productId };
}

/** The side's customer's review of a product of the side's brand, delivered to them. */
async function newReview(t: TestApp, side: Side): Promise<number> {
  const { productId } = await newOrder(t, side, { delivered: true });
  const response = await apiCall(t, 'POST', '/reviews', side.customer.headers, {
    productId,
    rating: 4,
    comment: `${side.marker} liked it.`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** One record of each kind, made anew for a side (`role`: whose account an account names). */
export const fixtures: Record<
  OwnedKind,
  (t: TestApp, side: Side, role: Role, options: OrderOptions) => Promise<number>
> = {
  account: async (_t, side, role) => (role === 'BRAND' ? side.brandLogin.id : side.customer.id),
  brand: async (_t, side) => side.brandId,
  product: (t, side) => newProduct(t, side),
  order: async (t, side, _role, options) => (await newOrder(t, side, options)).orderId,
  orderItem: async (t, side, _role, options) => {
    const { orderId } = await newOrder(t, side, options);
    const [item] = await t.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return item!.id;
  },
  review: newReview,
  brandReview: newReview,
  comment: async (t, side) => {
    const [row] = await t.db
      .insert(articleComments)
      .values({ articleId: ARTICLE_IDS[0], userId: side.customer.id, body: `${side.marker} says.` })
      .returning();
    return row!.id;
  },
  cartItem: async (t, side) => {
    const productId = await newProduct(t, side);
    const response = await apiCall(t, 'POST', '/cart/add', side.customer.headers, { productId });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const items = response.json().data.items as Array<{ id: number; productId: number }>;
    return items.find((item) => item.productId === productId)!.id;
  },
  payment: async (t, side) => {
    const { orderId } = await newOrder(t, side, { paymentMethod: 'ONLINE' });
    const [payment] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    if (payment) return payment.id;
    const started = await apiCall(
      t,
      'POST',
      '/orders/konnect/init-payment',
      side.customer.headers,
      {
        orderId,
      },
    );
    expect(started.statusCode, started.body).toBeLessThan(300);
    const [made] = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId)));
    return made!.id;
  },
  alert: async (t, side) => {
    const [row] = await t.db
      .insert(alerts)
      .values({
        userId: side.customer.id,
        type: 'order_status',
        title: `${side.marker} alert`,
        message: `${side.marker} news.`,
      })
      .returning();
    return row!.id;
  },
  priceAlert: async (t, side) => {
    const productId = await newProduct(t, side);
    const response = await apiCall(t, 'POST', '/price-alerts', side.customer.headers, {
      productId,
      targetPrice: 40,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data.id;
  },
  return: async (t, side) => {
    const { orderId } = await newOrder(t, side, { delivered: true });
    const [item] = await t.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const response = await apiCall(t, 'POST', `/orders/${orderId}/returns`, side.customer.headers, {
      items: [{ orderItemId: item!.id, quantity: 1 }],
      reason: 'damaged',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data[0].id;
  },
  ticket: async (t, side) => {
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({ userId: side.customer.id, subject: `${side.marker} needs help` })
      .returning();
    await t.db.insert(ticketMessages).values({
      ticketId: ticket!.id,
      sender: 'user',
      authorId: side.customer.id,
      message: `${side.marker} wrote this.`,
    });
    return ticket!.id;
  },
};

/** Which roles can own a record of each kind. */
export const OWNER_ROLES: Record<OwnedKind, Role[]> = {
  account: ['CUSTOMER', 'BRAND'],
  brand: ['BRAND'],
  product: ['BRAND'],
  order: ['CUSTOMER', 'BRAND'],
  orderItem: ['BRAND'],
  review: ['CUSTOMER'],
  brandReview: ['BRAND'],
  comment: ['CUSTOMER'],
  cartItem: ['CUSTOMER'],
  payment: ['CUSTOMER'],
  alert: ['CUSTOMER'],
  priceAlert: ['CUSTOMER'],
  ticket: ['CUSTOMER'],
  return: ['BRAND'],
};
