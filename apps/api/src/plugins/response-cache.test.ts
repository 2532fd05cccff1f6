import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { products, reviews as reviewsTable } from '../db/schema/catalogue';
import { catalogueIndexReady } from '../modules/products/service';
import { buildTestApp, createAccount, login, type TestApp } from '../test/helper';
import { seedCatalogue } from '../test/catalogue-fixture';
import { deliverOrder, orderWorld, placeOrder } from '../test/order-fixture';
import responseCachePlugin, { type CatalogueFreshness } from './response-cache';

let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  fx = await seedCatalogue(t.db);
});
afterAll(() => t.close());

describe('response micro-cache', () => {
  it('answers a repeated anonymous catalogue GET from memory, per language, while nothing changes', async () => {
    const url = `/api/v1/products/${fx.id('Summer Hat')}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    // a write that leaves the catalogue as it was keeps the answers
    await createAccount(t.db, { email: 'unrelated@example.tn' });
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    const french = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    expect(french.headers['x-cache']).toBe('miss');
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
  });

  it('shows a change written straight to the database (as by another instance) in the next answer', async () => {
    const url = `/api/v1/products/${fx.id('Bamboo Notebook')}`;
    const list = '/api/v1/products/paginated?size=24&sort=newest';
    const inList = async () =>
      (await t.app.inject({ method: 'GET', url: list }))
        .json()
        .data.content.find((p: { id: number }) => p.id === fx.id('Bamboo Notebook'));
    await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url: list });
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    expect((await t.app.inject({ method: 'GET', url: list })).headers['x-cache']).toBe('hit');

    await t.db
      .update(products)
      .set({ quantity: 0, name: 'Bamboo Notebook, sold out' })
      .where(eq(products.id, fx.id('Bamboo Notebook')));
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.json().data).toMatchObject({
      name: 'Bamboo Notebook, sold out',
      quantity: 0,
      inStock: false,
    });
    expect(after.headers['x-cache']).toBe('miss');
    expect(await inList()).toMatchObject({ quantity: 0, inStock: false });
    // kept again, and served while nothing changes
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
  });

  it('never serves a signed-in caller from the cache, and never caches errors or private routes', async () => {
    await createAccount(t.db, { email: 'cache@example.tn' });
    const headers = await login(t.app, 'cache@example.tn');
    const url = `/api/v1/products/${fx.id('Oak Standing Desk')}`;
    await t.app.inject({ method: 'GET', url });
    expect(
      (await t.app.inject({ method: 'GET', url, headers })).headers['x-cache'],
    ).toBeUndefined();
    await t.app.inject({ method: 'GET', url: '/api/v1/products/999999' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/products/999999' })).headers['x-cache'],
    ).not.toBe('hit');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers })).headers['x-cache'],
    ).toBeUndefined();
  });

  it('drops every kept answer when a route that changes the catalogue succeeds', async () => {
    const url = `/api/v1/products/${fx.id('Linen Summer Shirt')}`;
    await t.app.inject({ method: 'GET', url });
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    await createAccount(t.db, {
      email: 'cache-admin@example.tn',
      role: 'ADMIN',
    });
    const headers = await login(t.app, 'cache-admin@example.tn');
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    const edit = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { name: 'Linen Summer Shirt, edited' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.name).toBe('Linen Summer Shirt, edited');
  });
});

describe('response micro-cache: a sale or a review shows at once to visitors (issue 29)', () => {
  let shop: TestApp;
  let world: Awaited<ReturnType<typeof orderWorld>>;
  beforeAll(async () => {
    shop = await buildTestApp({ RESPONSE_CACHE_SECONDS: '10' });
    world = await orderWorld(shop);
    await catalogueIndexReady(shop.app.ctx.catalogueDb);
  });
  afterAll(() => shop.close());

  const get = (url: string) => shop.app.inject({ method: 'GET', url: `/api/v1${url}` });
  const lampIn = async (url: string) =>
    (await get(url)).json().data.content.find((p: { id: number }) => p.id === world.lamp.id);

  it('shows the stock left after an order on the product page and in the catalogue', async () => {
    const detail = `/products/${world.lamp.id}`;
    const catalogue = '/products/paginated?size=24';
    expect((await get(detail)).json().data.quantity).toBe(5);
    expect(await lampIn(catalogue)).toMatchObject({ quantity: 5, inStock: true });
    expect((await get(detail)).headers['x-cache']).toBe('hit');
    expect((await get(catalogue)).headers['x-cache']).toBe('hit');

    await placeOrder(shop, world.headers.amira, [{ productId: world.lamp.id, quantity: 5 }]);

    const after = await get(detail);
    expect(after.json().data).toMatchObject({ quantity: 0, inStock: false });
    expect(after.headers['x-cache']).toBe('miss');
    expect(await lampIn(catalogue)).toMatchObject({ quantity: 0, inStock: false });
    expect((await get(detail)).headers['x-cache']).toBe('hit');
  });

  it("shows a customer's review and the new rating at once", async () => {
    const mug = world.shop.mug.id;
    const order = await placeOrder(shop, world.headers.karim, [{ productId: mug }]);
    await deliverOrder(shop, world.headers.brandA, order.id);
    const reviews = `/reviews/product/${mug}/paged`;
    expect((await get(reviews)).json().data.totalReviews).toBe(0);
    expect((await get(`/products/${mug}`)).json().data.averageRating).toBe(0);
    expect((await get(reviews)).headers['x-cache']).toBe('hit');

    const review = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      headers: world.headers.karim,
      payload: { productId: mug, rating: 4, comment: 'A good mug for the morning coffee.' },
    });
    expect(review.statusCode, review.body).toBe(201);

    expect((await get(reviews)).json().data).toMatchObject({ totalReviews: 1, averageRating: 4 });
    expect((await get(`/products/${mug}`)).json().data).toMatchObject({
      averageRating: 4,
      reviewCount: 1,
    });

    // The brand's reply, written through another instance (straight to the database here).
    expect((await get(reviews)).headers['x-cache']).toBe('hit');
    await shop.db
      .update(reviewsTable)
      .set({ reply: 'Thank you, Karim!', repliedAt: new Date() })
      .where(eq(reviewsTable.productId, mug));
    const replied = (await get(reviews)).json().data.content[0];
    expect(replied.reply).toBe('Thank you, Karim!');
  });
});

describe('response micro-cache: the freshness it is given', () => {
  /** A route counting its runs behind the cache, kept for 60 s. */
  async function cachedRoute(freshness?: CatalogueFreshness) {
    const app = Fastify();
    await app.register(responseCachePlugin, { ttlSeconds: 60, freshness });
    let runs = 0;
    app.get('/page', { config: { responseCache: true } }, async () => `answer ${++runs}`);
    const get = async () => {
      const response = await app.inject({ method: 'GET', url: '/page' });
      return `${response.body} ${response.headers['x-cache'] ?? '-'}`;
    };
    return { app, get };
  }

  it('serves a kept answer while the version holds, and answers anew once it moves', async () => {
    let version = 7;
    const { app, get } = await cachedRoute(async () => version);
    expect([await get(), await get()]).toEqual(['answer 1 miss', 'answer 1 hit']);
    version = 8;
    expect([await get(), await get()]).toEqual(['answer 2 miss', 'answer 2 hit']);
    await app.close();
  });

  it('keeps and serves nothing while the version cannot be read', async () => {
    let failing = false;
    const { app, get } = await cachedRoute(async () => {
      if (failing) throw new Error('the listening connection is away');
      return 1;
    });
    expect(await get()).toBe('answer 1 miss');
    failing = true;
    expect([await get(), await get()]).toEqual(['answer 2 -', 'answer 3 -']);
    failing = false;
    expect(await get()).toBe('answer 1 hit');
    await app.close();
  });

  it('works as before without one: kept for the time to live', async () => {
    const { app, get } = await cachedRoute();
    expect([await get(), await get()]).toEqual(['answer 1 miss', 'answer 1 hit']);
    await app.close();
  });
});
