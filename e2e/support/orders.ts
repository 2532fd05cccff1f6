import { expect, type APIRequestContext } from '@playwright/test';
import type { Order } from '@souk/shared/responses/orders';
import type { Product } from '@souk/shared/responses/catalogue';
import { DEMO, DEMO_PASSWORD } from './accounts';

/**
 * Orders made through the API for journeys that start after a purchase (order history, reviews,
 * invoices): a customer's token, an order placed by cash on delivery, and the admin moving it to
 * delivered by the order rules (decision 010).
 */

export type Headers = { Authorization: string };

/** Logs in through the API and answers the bearer header. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Headers> {
  const response = await request.post('/api/v1/auth/authenticate', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Seeded products with plenty of stock (skip picks another one, so journeys do not share). */
export async function productsInStock(
  request: APIRequestContext,
  count = 1,
  skip = 0,
): Promise<Product[]> {
  const response = await request.get('/api/v1/products/paginated?page=0&size=60');
  const { data } = (await response.json()) as { data: { content: Product[] } };
  const products = data.content.filter((p) => p.quantity >= 20).slice(skip, skip + count);
  expect(products.length, 'seeded products with stock').toBe(count);
  return products;
}

/** A cart line of a product: one unit, its first colour and size. */
export const lineOf = (product: Product, quantity = 1) => ({
  productId: product.id,
  quantity,
  color: product.colors[0] ?? null,
  size: product.sizes[0] ?? null,
});

const SHIPPING = {
  address: '12 Rue de Marseille',
  city: 'Tunis',
  state: 'Tunis',
  zipCode: '1000',
  country: 'Tunisia',
  phone: '+21698123456',
};

/** Places a cash-on-delivery order of the given products as the customer. */
export async function placeOrder(
  request: APIRequestContext,
  headers: Headers,
  products: readonly Product[],
): Promise<Order> {
  const response = await request.post('/api/v1/orders', {
    headers,
    data: { items: products.map((p) => lineOf(p)), paymentMethod: 'onDelivery', ...SHIPPING },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { data: { id: number } };
  const order = await request.get(`/api/v1/orders/${created.data.id}`, { headers });
  return ((await order.json()) as { data: Order }).data;
}

/** The admin moves the whole order through the given statuses, one PATCH each. */
export async function moveOrder(
  request: APIRequestContext,
  orderId: number,
  statuses: readonly string[],
): Promise<void> {
  const admin = await apiLogin(request, DEMO.admin);
  for (const status of statuses) {
    const response = await request.patch(`/api/v1/orders/${orderId}/status`, {
      headers: admin,
      data: { status },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Places an order of the products and has it delivered: the customer may then review them. */
export async function deliveredOrder(
  request: APIRequestContext,
  headers: Headers,
  products: readonly Product[],
): Promise<Order> {
  const order = await placeOrder(request, headers, products);
  await moveOrder(request, order.id, ['SHIPPED', 'DELIVERED']);
  return order;
}
