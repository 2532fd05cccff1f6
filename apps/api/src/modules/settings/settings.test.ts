import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue';
import { cartItems } from '../../db/schema/commerce';
import { marketplaceSettings } from '../../db/schema/settings';
import { buildTestApp, type TestApp } from '../../test/helper';
import {
  DELIVERY_ADDRESS,
  apiCall,
  orderWorld,
  restock,
  type Headers,
} from '../../test/order-fixture';

/**
 * issue 30, item 3: the admin sets the shipping rule (flat fee, default 7 dt; free-shipping
 * threshold, default 300 dt, empty for none); the cart and POST /orders charge by it; anyone reads
 * it. Expected amounts are worked out here from the rule, not from the code.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let h: Awaited<ReturnType<typeof orderWorld>>['headers'];
/** a product of the cart: 662.72 dt, shipping not free */
let rug: { id: number };

const rule = () => apiCall(t, 'GET', '/settings/shipping', {});
const setRule = (headers: Headers, body: object) =>
  apiCall(t, 'PUT', '/settings/shipping', headers, body);

beforeAll(async () => {
  // the public answers are kept, as in production: a change must still show at once
  t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  world = await orderWorld(t);
  h = world.headers;
  const [inserted] = await t.db
    .insert(products)
    .values({
      name: 'Kilim Rug',
      description: 'A rug.',
      sku: 'RUG',
      barcode: '1112223334445',
      price: 66272,
      quantity: 50,
      brandId: world.atlas.id,
    })
    .returning({ id: products.id });
  rug = inserted!;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db
    .update(marketplaceSettings)
    .set({ shippingFlatFee: 700, freeShippingOver: 30000 })
    .where(eq(marketplaceSettings.id, 1));
  await t.db.delete(cartItems);
  await restock(t.db, [rug.id, world.lamp.id, world.shop.mug.id], 50);
});

/** The customer's cart holding these lines, as GET /cart answers it. */
async function cartOf(headers: Headers, lines: { productId: number; quantity: number }[]) {
  await t.db.delete(cartItems);
  for (const line of lines) {
    const added = await apiCall(t, 'POST', '/cart/add', headers, line);
    expect(added.statusCode, added.body).toBe(200);
  }
  return (await apiCall(t, 'GET', '/cart', headers)).json().data;
}

/** Places an order of these lines and answers its stored amounts. */
async function order(headers: Headers, lines: { productId: number; quantity: number }[]) {
  const placed = await apiCall(t, 'POST', '/orders', headers, {
    items: lines,
    shippingAddress: DELIVERY_ADDRESS,
    paymentMethod: 'ON_DELIVERY',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const read = await apiCall(t, 'GET', `/orders/${placed.json().data.id}`, headers);
  const { subtotal, shippingCost, total } = read.json().data;
  return { subtotal, shippingCost, total };
}

describe('the shipping rule', () => {
  it('is 7 dt, free from 300 dt, on a fresh marketplace, for anyone to read', async () => {
    const response = await rule();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ flatFee: 7, freeOver: 300 });
  });

  it('is changed by the admin, and the next public read says so at once', async () => {
    expect((await rule()).json().data.freeOver).toBe(300);
    // read twice: the second answer is a kept one
    expect((await rule()).headers['x-cache']).toBe('hit');
    const changed = await setRule(h.admin, { flatFee: '9.50', freeOver: '150' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ flatFee: 9.5, freeOver: 150 });
    expect((await rule()).json().data).toEqual({ flatFee: 9.5, freeOver: 150 });
    const [row] = await t.db.select().from(marketplaceSettings);
    expect(row).toMatchObject({
      shippingFlatFee: 950,
      freeShippingOver: 15000,
      updatedBy: world.people.admin.id,
    });
  });

  it('may have no threshold: an empty one, or null', async () => {
    expect((await setRule(h.admin, { flatFee: 7, freeOver: '' })).json().data).toEqual({
      flatFee: 7,
      freeOver: null,
    });
    expect((await setRule(h.admin, { flatFee: 0, freeOver: null })).json().data).toEqual({
      flatFee: 0,
      freeOver: null,
    });
    expect((await rule()).json().data).toEqual({ flatFee: 0, freeOver: null });
  });

  it('is changed by admins only', async () => {
    const body = { flatFee: 1, freeOver: 10 };
    expect((await setRule({}, body)).statusCode).toBe(401);
    expect((await setRule(h.amira, body)).statusCode).toBe(403);
    expect((await setRule(h.brandA, body)).statusCode).toBe(403);
    expect((await rule()).json().data).toEqual({ flatFee: 7, freeOver: 300 });
  });

  it('refuses values out of range with a message on each field, in the caller’s language', async () => {
    const refused = await setRule(
      { ...h.admin, 'accept-language': 'fr' },
      { flatFee: '1000.01', freeOver: '0' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      flatFee: 'Les frais de livraison sont un montant de 0 à 1 000 dt, avec au plus 2 décimales.',
      freeOver:
        'Le seuil de livraison gratuite est un montant supérieur à 0 dt, avec au plus 2 décimales ; laissez-le vide pour aucun seuil.',
    });
    const cases: [object, string][] = [
      [{ flatFee: -1, freeOver: 300 }, 'flatFee'],
      [{ flatFee: '7.001', freeOver: 300 }, 'flatFee'],
      [{ flatFee: 7, freeOver: -5 }, 'freeOver'],
      [{ flatFee: 7, freeOver: '300.555' }, 'freeOver'],
      [{ flatFee: 7 }, 'freeOver'],
    ];
    for (const [body, field] of cases) {
      const response = await setRule(h.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect((await rule()).json().data).toEqual({ flatFee: 7, freeOver: 300 });
  });
});

describe('the cart and POST /orders charge the rule', () => {
  it('ship the issue’s 662.72 dt cart free under the default rule (it was charged 7 dt)', async () => {
    const cart = await cartOf(h.amira, [{ productId: rug.id, quantity: 1 }]);
    expect(cart).toMatchObject({ totalPrice: 662.72, shippingCost: 0, total: 662.72 });
    expect(await order(h.amira, [{ productId: rug.id, quantity: 1 }])).toEqual({
      subtotal: 662.72,
      shippingCost: 0,
      total: 662.72,
    });
  });

  it('charge the fee below the threshold and nothing from it exactly', async () => {
    // the lamp is 120 dt: two are 240 dt, free from 240 dt, charged from 240.01 dt
    await setRule(h.admin, { flatFee: 7, freeOver: 240 });
    const lamps = [{ productId: world.lamp.id, quantity: 2 }];
    expect(await cartOf(h.amira, lamps)).toMatchObject({ shippingCost: 0, total: 240 });
    expect(await order(h.amira, lamps)).toEqual({ subtotal: 240, shippingCost: 0, total: 240 });
    await setRule(h.admin, { flatFee: 7, freeOver: 240.01 });
    expect(await cartOf(h.amira, lamps)).toMatchObject({ shippingCost: 7, total: 247 });
    expect(await order(h.amira, lamps)).toEqual({ subtotal: 240, shippingCost: 7, total: 247 });
  });

  it('charge the fee the admin set, and without a threshold, on any amount', async () => {
    await setRule(h.admin, { flatFee: '12.5', freeOver: '' });
    const rugs = [{ productId: rug.id, quantity: 2 }];
    expect(await cartOf(h.karim, rugs)).toMatchObject({
      totalPrice: 1325.44,
      shippingCost: 12.5,
      total: 1337.94,
    });
    expect(await order(h.karim, rugs)).toEqual({
      subtotal: 1325.44,
      shippingCost: 12.5,
      total: 1337.94,
    });
  });

  it('charge nothing when every item ships free, whatever the fee', async () => {
    await setRule(h.admin, { flatFee: 20, freeOver: null });
    const mugs = [{ productId: world.shop.mug.id, quantity: 1 }];
    expect(await cartOf(h.amira, mugs)).toMatchObject({ shippingCost: 0, total: 12.5 });
    expect(await order(h.amira, mugs)).toEqual({ subtotal: 12.5, shippingCost: 0, total: 12.5 });
  });
});
