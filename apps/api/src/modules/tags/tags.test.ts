import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTags } from '../../db/schema/catalogue';
import { seedCatalogue } from '../../test/catalogue-fixture';
import { buildTestApp, createAccount, login, type TestApp } from '../../test/helper';

/**
 * dashboards §2 "Settings", §3 "Tag" (type is free text), §5 "Categories, brand categories, tags",
 * §7 GET /tags, POST /tags, PUT and DELETE /tags/{id}; issue 13 part 5. The response cache is on:
 * the storefront and its search follow every change at once.
 */

let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;
let admin: { authorization: string };
let customer: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  fx = await seedCatalogue(t.db);
  await createAccount(t.db, { email: 'admin@souk.test', role: 'ADMIN' });
  await createAccount(t.db, { email: 'shopper@souk.test' });
  admin = await login(t.app, 'admin@souk.test');
  customer = await login(t.app, 'shopper@souk.test');
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const storefront = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json().data;

const tagNames = async () =>
  ((await storefront('/tags')) as Array<{ name: string }>).map((x) => x.name);

const searchNames = async (query: string) =>
  (
    (await storefront(`/products/search?query=${encodeURIComponent(query)}`)) as {
      content: Array<{ name: string }>;
    }
  ).content.map((p) => p.name);

describe('POST /tags', () => {
  it('creates a tag with its description, free-text type and translations, listed at once', async () => {
    expect(await tagNames()).not.toContain('handmade'); // cached now
    const response = await call('POST', '/tags', {
      name: ' handmade ',
      description: 'Made by an artisan.',
      type: ' Craft ',
      nameTranslations: { fr: 'fait main', ar: 'صناعة يدوية' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      name: 'handmade',
      nameTranslations: { fr: 'fait main', ar: 'صناعة يدوية' },
      description: 'Made by an artisan.',
      type: 'Craft',
      productCount: 0,
    });
    expect(await tagNames()).toContain('handmade');
    const bare = await call('POST', '/tags', { name: 'vintage' });
    expect(bare.json().data).toMatchObject({ description: null, type: null, nameTranslations: {} });
  });

  it("requires a name ('name is required') and keeps the lengths", async () => {
    expect((await call('POST', '/tags', { name: '   ' })).json().errors).toEqual({
      name: 'name is required',
    });
    const long = await call('POST', '/tags', {
      name: 't'.repeat(101),
      description: 'd'.repeat(501),
      type: 'y'.repeat(51),
      nameFr: 'f'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      name: 'Must be at most 100 characters.',
      description: 'The description must be at most 500 characters.',
      type: 'This text is too long.',
      nameFr: 'Must be at most 100 characters.',
    });
  });

  it('keeps names unique whatever their case (409)', async () => {
    const response = await call('POST', '/tags', { name: 'SUMMER' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'tag_name_taken',
      errors: { name: 'A tag with this name already exists.' },
    });
  });

  it('is for admins only', async () => {
    expect((await call('POST', '/tags', { name: 'x' }, {})).statusCode).toBe(401);
    expect((await call('POST', '/tags', { name: 'x' }, customer)).statusCode).toBe(403);
    const id = fx.tags.office.id;
    expect((await call('PUT', `/tags/${id}`, { name: 'x' }, customer)).statusCode).toBe(403);
    expect((await call('DELETE', `/tags/${id}`, undefined, customer)).statusCode).toBe(403);
  });
});

describe('PUT /tags/{id}', () => {
  it('renames a tag: its products are found by the new name and translation at once', async () => {
    expect(await searchNames('sustainable')).toEqual([]); // cached now
    const response = await call('PUT', `/tags/${fx.tags.eco.id}`, {
      name: 'sustainable',
      nameFr: 'durable',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'sustainable',
      nameTranslations: { fr: 'durable' },
      productCount: 2,
    });
    expect(await searchNames('sustainable')).toEqual(
      expect.arrayContaining(['Bamboo Notebook', 'Oak Standing Desk']),
    );
    expect(await searchNames('durable')).toContain('Bamboo Notebook');
    expect(await tagNames()).toContain('sustainable');
  });

  it('changes only what is given and keeps names unique', async () => {
    const id = fx.tags.office.id;
    const typed = await call('PUT', `/tags/${id}`, { type: 'Use', description: 'For work.' });
    expect(typed.json().data).toMatchObject({
      name: 'office',
      type: 'Use',
      description: 'For work.',
    });
    const cleared = await call('PUT', `/tags/${id}`, { type: '', description: null });
    expect(cleared.json().data).toMatchObject({ type: null, description: null });
    expect((await call('PUT', `/tags/${id}`, { name: 'Summer' })).statusCode).toBe(409);
    expect((await call('PUT', `/tags/${id}`, { name: 'OFFICE' })).json().data.name).toBe('OFFICE');
    expect((await call('PUT', '/tags/999999', { name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('DELETE /tags/{id}', () => {
  it('takes the tag off its products; the search stops finding them by it', async () => {
    const id = fx.tags.summer.id;
    const tagged = await t.db.select().from(productTags).where(eq(productTags.tagId, id));
    expect(await searchNames('été')).toContain('Summer Hat'); // by the tag's French name
    const response = await call('DELETE', `/tags/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id, productsUntagged: tagged.length });
    expect(await tagNames()).not.toContain('summer');
    expect(await searchNames('été')).not.toContain('Summer Hat');
    expect((await call('DELETE', `/tags/${id}`)).statusCode).toBe(404);
  });
});
