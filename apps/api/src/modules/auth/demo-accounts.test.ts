import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD, prepareDatabase } from '../../db/bootstrap';
import { categories } from '../../db/schema/catalogue';
import { buildTestApp, type TestApp } from '../../test/helper';

/** Issue 2 "Done when": the three README demo accounts log in through the API, spec shapes. */
describe('demo accounts', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await prepareDatabase(t.database, {
      seed: 'demo',
      uploadsDir: path.join(t.dataDir, 'uploads'),
    });
  }, 180_000);
  afterAll(() => t?.close());

  const logIn = (door: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${door}`,
      payload: { email, password: DEMO_PASSWORD },
    });

  it.each([
    ['admin@souk.tn', 'ADMIN'],
    ['customer@souk.tn', 'CUSTOMER'],
  ])('%s logs in as %s with {success, token, user}', async (email, role) => {
    const response = await logIn('/auth/authenticate', email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String), user: { email, role } });
    expect(decodeJwt(body.token).role).toBe(role);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toMatchObject({ success: true, data: { email, role } });
  });

  it('brand@souk.tn logs in through the brand door with {success, token} and sees its brand', async () => {
    const response = await logIn('/brands/authenticate', 'brand@souk.tn');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['success', 'token']);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ role: 'BRAND', roles: ['BRAND'] });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/brands/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: claims.brandId, enabled: true });
    expect(me.json().data.productCount).toBeGreaterThan(0);
  });

  it('gives a demo database seeded before names had translations theirs on the next start', async () => {
    await t.db.execute(sql`update categories set name_translations = '{}'::jsonb`);
    await t.db.execute(sql`select refresh_product_search()`);
    // (Each query once: the API keeps a search's count for 30 seconds.)
    const search = async (query: string) =>
      (
        await t.app.inject({ url: `/api/v1/products/search?query=${encodeURIComponent(query)}` })
      ).json().data;
    expect((await search('chaussures')).totalElements).toBe(0);

    await prepareDatabase(t.database, {
      seed: 'demo',
      uploadsDir: path.join(t.dataDir, 'uploads'),
    });
    const [footwear] = await t.db.select().from(categories).where(eq(categories.name, 'Footwear'));
    expect(footwear!.nameTranslations).toEqual({ fr: 'Chaussures', ar: 'أحذية' });
    expect((await search('أحذية')).totalElements).toBeGreaterThan(0);
  });
});
