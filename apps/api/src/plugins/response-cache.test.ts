import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema/catalogue';
import { buildTestApp, createAccount, login, type TestApp } from '../test/helper';
import { seedCatalogue } from '../test/catalogue-fixture';

let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  fx = await seedCatalogue(t.db);
});
afterAll(() => t.close());

describe('response micro-cache', () => {
  it('answers a repeated anonymous catalogue GET from memory, per language', async () => {
    const url = `/api/v1/products/${fx.id('Summer Hat')}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    await t.db
      .update(products)
      .set({ name: 'Renamed Hat' })
      .where(eq(products.id, fx.id('Summer Hat')));
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json().data.name).toBe('Summer Hat');
    const french = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    expect(french.headers['x-cache']).toBe('miss');
    expect(french.json().data.name).toBe('Renamed Hat');
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
