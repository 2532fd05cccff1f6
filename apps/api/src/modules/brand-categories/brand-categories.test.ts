import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandCategories, brands } from '../../db/schema/brands';
import {
  send,
  settingsWorld,
  storefront,
  type Headers,
  type SettingsWorld,
} from '../categories/settings-test-kit';

/**
 * dashboards §2 "Settings", §3 "Brand category", §5 "Categories, brand categories, tags" and "Add
 * brand" (the new-category modal: name and description required), §7 GET and POST
 * /brand-categories, PUT and DELETE /brand-categories/{id}; issue 13 part 5. The response cache is
 * on: the brand directory's filter shows every change at once.
 */

let t: SettingsWorld['t'];
let fx: SettingsWorld['fx'];
let admin: Headers;
let brandLogin: Headers;
beforeAll(async () => {
  ({ t, fx, admin, brand: brandLogin } = await settingsWorld());
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = admin,
) => send(t, headers, method, url, payload);

const directory = async () =>
  (await storefront(t, '/brand-categories')) as Array<{
    id: number;
    name: string;
    description: string | null;
  }>;

describe('POST /brand-categories', () => {
  it('creates one with its translations and answers what the add-brand form needs, shown at once', async () => {
    expect((await directory()).map((c) => c.name)).not.toContain('Jewellery'); // cached now
    const response = await call('POST', '/brand-categories', {
      name: '  Jewellery ',
      description: ' Silver and gold from Djerba. ',
      nameFr: 'Bijoux',
      nameAr: 'مجوهرات',
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Jewellery',
      nameTranslations: { fr: 'Bijoux', ar: 'مجوهرات' },
      description: 'Silver and gold from Djerba.',
      brandCount: 0,
    });
    expect((await directory()).map((c) => c.name)).toContain('Jewellery');
  });

  it("requires a name ('name is required') and a description, within their lengths", async () => {
    const blank = await call('POST', '/brand-categories', { name: ' ', description: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      name: 'name is required',
      description: 'description is required',
    });
    const long = await call('POST', '/brand-categories', {
      name: 'n'.repeat(101),
      description: 'd'.repeat(501),
    });
    expect(long.json().errors).toEqual({
      name: 'Must be at most 100 characters.',
      description: 'The description must be at most 500 characters.',
    });
    expect((await call('POST', '/brand-categories', {})).json().errors.name).toBe(
      'name is required',
    );
  });

  it('keeps names unique whatever their case (409)', async () => {
    const response = await call('POST', '/brand-categories', {
      name: 'FASHION',
      description: 'Again.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'brand_category_name_taken',
      message: 'A brand category with this name already exists.',
    });
  });

  it('is for admins only', async () => {
    const body = { name: 'Mine', description: 'x' };
    expect((await call('POST', '/brand-categories', body, {})).statusCode).toBe(401);
    expect((await call('POST', '/brand-categories', body, brandLogin)).statusCode).toBe(403);
    const id = fx.brandCategories.home.id;
    expect((await call('PUT', `/brand-categories/${id}`, body, brandLogin)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/brand-categories/${id}`, undefined, brandLogin)).statusCode,
    ).toBe(403);
  });
});

describe('PUT /brand-categories/{id}', () => {
  it('changes only what is given; the directory shows it at once', async () => {
    const id = fx.brandCategories.home.id;
    expect((await directory()).find((c) => c.id === id)?.name).toBe('Home');
    const response = await call('PUT', `/brand-categories/${id}`, {
      name: 'Home & Living',
      nameTranslations: { fr: 'Maison' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Home & Living',
      nameTranslations: { fr: 'Maison' },
      description: null,
      brandCount: 1,
    });
    expect((await directory()).find((c) => c.id === id)?.name).toBe('Home & Living');
    const described = await call('PUT', `/brand-categories/${id}`, { description: 'Rugs.' });
    expect(described.json().data).toMatchObject({ name: 'Home & Living', description: 'Rugs.' });
  });

  it('keeps the rules: a name, a description when given, unique names', async () => {
    const id = fx.brandCategories.home.id;
    expect((await call('PUT', `/brand-categories/${id}`, { name: '' })).json().errors).toEqual({
      name: 'name is required',
    });
    expect(
      (await call('PUT', `/brand-categories/${id}`, { description: '  ' })).json().errors,
    ).toEqual({ description: 'description is required' });
    expect((await call('PUT', `/brand-categories/${id}`, { name: 'fashion' })).statusCode).toBe(
      409,
    );
    expect((await call('PUT', '/brand-categories/999999', { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('refuses half a character (a lone surrogate) in the name or description: 400', async () => {
    const id = fx.brandCategories.home.id;
    const broken = await call('PUT', `/brand-categories/${id}`, {
      name: 'Home\ud800',
      description: 'Rugs\udc00',
    });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().errors)).toEqual(['name', 'description']);
    const created = await call('POST', '/brand-categories', { name: '\udbff', description: 'x' });
    expect(created.statusCode).toBe(400);
  });
});

describe('DELETE /brand-categories/{id}', () => {
  it('refuses while brands are in it, naming how many (disabled brands count)', async () => {
    const id = fx.brandCategories.fashion.id;
    const inIt = await t.db.select().from(brands).where(eq(brands.brandCategoryId, id));
    expect(inIt).toHaveLength(2);
    const response = await call('DELETE', `/brand-categories/${id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'brand_category_in_use',
      message:
        'Brands still in this category: 2. Move them to another category before deleting it.',
    });
    const fr = await call('DELETE', `/brand-categories/${id}`, undefined, {
      ...admin,
      'accept-language': 'fr',
    });
    expect(fr.json().message).toBe(
      'Marques encore dans cette catégorie : 2. Déplacez-les vers une autre catégorie avant de la supprimer.',
    );
  });

  it('deletes an unused one; the directory drops it at once', async () => {
    const created = (
      await call('POST', '/brand-categories', { name: 'Pottery', description: 'Clay.' })
    ).json().data;
    expect((await directory()).map((c) => c.name)).toContain('Pottery');
    const response = await call('DELETE', `/brand-categories/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: created.id });
    expect((await directory()).map((c) => c.name)).not.toContain('Pottery');
    expect(
      await t.db.select().from(brandCategories).where(eq(brandCategories.id, created.id)),
    ).toEqual([]);
    expect((await call('DELETE', `/brand-categories/${created.id}`)).statusCode).toBe(404);
  });
});
