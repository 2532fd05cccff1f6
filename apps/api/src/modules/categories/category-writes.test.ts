import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue';
import { multipartBody, type FormPart } from '../../test/helper';
import {
  searchNames,
  send,
  settingsWorld,
  storefront,
  type Headers,
  type SettingsWorld,
} from './settings-test-kit';

/**
 * dashboards §2 "Settings", §5 "Categories, brand categories, tags", §7 (POST
 * /categories/create-with-image, POST /categories/{id}/upload-image, PUT and DELETE
 * /categories/{id}); issue 13 part 5. The response cache is on, as in production: every change
 * must show in the storefront's answers at once.
 */

let t: SettingsWorld['t'];
let fx: SettingsWorld['fx'];
let admin: Headers;
let customer: Headers;
let png: Buffer;
beforeAll(async () => {
  ({ t, fx, admin, customer } = await settingsWorld());
  png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

function sendForm(url: string, parts: FormPart[], headers: Headers = admin) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

const createCategory = (values: Record<string, string>, image: Buffer | null = png) =>
  sendForm('/categories/create-with-image', [
    ...fields(values),
    ...(image ? [{ name: 'image', file: image }] : []),
  ]);

const put = (url: string, payload: unknown, headers: Headers = admin) =>
  send(t, headers, 'PUT', url, payload);

const del = (url: string, headers: Headers = admin) => send(t, headers, 'DELETE', url);

const categoryNames = async () =>
  ((await storefront(t, '/categories')) as Array<{ name: string }>).map((c) => c.name);

const stored = (url: string) => path.join(t.dataDir, url);

/** The category pictures on disk. */
const categoryFiles = () => {
  const folder = stored('/uploads/categories');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

describe('POST /categories/create-with-image', () => {
  it('creates a top-level category: names trimmed, three languages, type, the image re-encoded, shown at once', async () => {
    expect(await categoryNames()).not.toContain('Handicrafts'); // the list is now cached
    const response = await createCategory({
      name: '  Handicrafts ',
      nameFr: ' Artisanat ',
      nameAr: 'حرف يدوية',
      description: ' Made by hand in the medina. ',
      type: 'OTHER',
      image_url: 'https://elsewhere.example/picture.png',
    });
    expect(response.statusCode).toBe(201);
    const category = response.json().data;
    expect(category).toMatchObject({
      name: 'Handicrafts',
      nameTranslations: { fr: 'Artisanat', ar: 'حرف يدوية' },
      description: 'Made by hand in the medina.',
      type: 'OTHER',
      parentId: null,
      subcategories: [],
      productCount: 0,
    });
    expect(category.imageUrl).toMatch(/^\/uploads\/categories\/[\w-]+\.webp$/);
    expect(category.img).toBe(category.imageUrl);
    const meta = await sharp(stored(category.imageUrl)).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    expect(await categoryNames()).toContain('Handicrafts');
  });

  it('creates a subcategory with parentId, without a type or a description', async () => {
    const response = await createCategory({
      name: 'Linen Shirts',
      parentId: String(fx.categories.clothing.id),
      nameTranslations: JSON.stringify({ fr: 'Chemises en lin', ar: 'قمصان كتان' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Linen Shirts',
      parentId: fx.categories.clothing.id,
      type: null,
      description: null,
      nameTranslations: { fr: 'Chemises en lin', ar: 'قمصان كتان' },
    });
    const subs = await storefront(t, `/categories/${fx.categories.clothing.id}/subcategories`);
    expect(subs.map((s: { name: string }) => s.name)).toContain('Linen Shirts');
  });

  it("refuses a category without an image: 'image is required'", async () => {
    const response = await createCategory({ name: 'Pottery', description: 'Clay.' }, null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'image_required',
      message: 'image is required',
      errors: { image: 'image is required' },
    });
  });

  it('accepts only images, checked by their content, and keeps nothing of a refused one', async () => {
    const before = await t.db.select({ id: categories.id }).from(categories);
    const fake = await sendForm('/categories/create-with-image', [
      ...fields({ name: 'Pottery', description: 'Clay.' }),
      { name: 'image', file: Buffer.from('not a picture at all'), type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Please upload an image file.');
    const text = await sendForm('/categories/create-with-image', [
      ...fields({ name: 'Pottery', description: 'Clay.' }),
      { name: 'image', file: Buffer.from('hello'), filename: 'notes.txt', type: 'text/plain' },
    ]);
    expect(text.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/categories/create-with-image',
      headers: admin,
      payload: { name: 'Pottery' },
    });
    expect(json.statusCode).toBe(415);
    expect(await t.db.select({ id: categories.id }).from(categories)).toHaveLength(before.length);
  });

  it('refuses a type on a subcategory and a type outside the fixed list', async () => {
    const sub = await createCategory({
      name: 'Tunics',
      parentId: String(fx.categories.clothing.id),
      type: 'CLOTHING',
    });
    expect(sub.statusCode).toBe(400);
    expect(sub.json().errors).toEqual({
      type: "Only a top-level category has a type; a subcategory takes its parent's.",
    });
    const unknown = await createCategory({ name: 'Tunics', description: 'x', type: 'SPACESHIPS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.type).toBe('Please choose a category type from the list.');
  });

  it('checks every field at once: name required and trimmed, lengths, description of a top-level category', async () => {
    const blank = await createCategory({ name: '   ' }, null);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: {
        name: 'name is required',
        description: 'description is required',
        image: 'image is required',
      },
    });
    const long = await createCategory({ name: 'x'.repeat(101), description: 'y'.repeat(501) });
    expect(long.json().errors).toEqual({
      name: 'Must be at most 100 characters.',
      description: 'The description must be at most 500 characters.',
    });
    const missing = await createCategory({ description: 'No name.' });
    expect(missing.json().errors).toEqual({ name: 'name is required' });
  });

  it('refuses a subcategory of a subcategory and an unknown parent', async () => {
    const nested = await createCategory({
      name: 'Deep',
      parentId: String(fx.categories.shirts.id),
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({
      parentId: 'A subcategory belongs to a top-level category.',
    });
    const orphan = await createCategory({ name: 'Orphan', parentId: '999999' });
    expect(orphan.json().errors).toEqual({ parentId: 'This category does not exist.' });
  });

  it('keeps names unique among siblings whatever their case (409), and lets another parent reuse one', async () => {
    const top = await createCategory({ name: 'clothing', description: 'Again.' });
    expect(top.statusCode).toBe(409);
    expect(top.json()).toMatchObject({
      errorCode: 'category_name_taken',
      errors: { name: 'There is already a category with this name here.' },
    });
    const sibling = await createCategory({
      name: 'SHIRTS',
      parentId: String(fx.categories.clothing.id),
    });
    expect(sibling.statusCode).toBe(409);
    const elsewhere = await createCategory({
      name: 'Shirts',
      parentId: String(fx.categories.office.id),
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('is for admins only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/categories/create-with-image',
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await sendForm(
      '/categories/create-with-image',
      [...fields({ name: 'Mine', description: 'x' }), { name: 'image', file: png }],
      customer,
    );
    expect(shopper.statusCode).toBe(403);
    expect(
      (await put(`/categories/${fx.categories.office.id}`, { name: 'x' }, customer)).statusCode,
    ).toBe(403);
    expect((await del(`/categories/${fx.categories.office.id}`, customer)).statusCode).toBe(403);
  });
});

describe('POST /categories/{id}/upload-image', () => {
  it('replaces the image and removes the old file', async () => {
    const created = (await createCategory({ name: 'Rugs', description: 'Woven.' })).json().data;
    expect(existsSync(stored(created.imageUrl))).toBe(true);
    const response = await sendForm(`/categories/${created.id}/upload-image`, [
      { name: 'image', file: png },
    ]);
    expect(response.statusCode).toBe(200);
    const updated = response.json().data;
    expect(updated.imageUrl).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    expect(updated.imageUrl).not.toBe(created.imageUrl);
    expect(existsSync(stored(created.imageUrl))).toBe(false);
    expect(existsSync(stored(updated.imageUrl))).toBe(true);
    const shown = await storefront(t, `/categories/${created.id}`);
    expect(shown.imageUrl).toBe(updated.imageUrl);
  });

  it('refuses what is not an image and an unknown category', async () => {
    const created = (await createCategory({ name: 'Baskets', description: 'Palm.' })).json().data;
    const fake = await sendForm(`/categories/${created.id}/upload-image`, [
      { name: 'image', file: Buffer.from('nope'), type: 'image/jpeg' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(existsSync(stored(created.imageUrl))).toBe(true);
    const missing = await sendForm('/categories/999999/upload-image', [
      { name: 'image', file: png },
    ]);
    expect(missing.statusCode).toBe(404);
  });

  it('removes the stored picture again when the change fails after it was stored', async () => {
    const before = categoryFiles();
    expect((await createCategory({ name: 'CLOTHING', description: 'Again.' })).statusCode).toBe(
      409,
    );
    const orphan = await createCategory({ name: 'Orphan', parentId: '999999' });
    expect(orphan.statusCode).toBe(400);
    const missing = await sendForm('/categories/999999/upload-image', [
      { name: 'image', file: png },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(categoryFiles()).toEqual(before);
  });
});

describe('PUT /categories/{id}', () => {
  it('renames a subcategory: the storefront and the search find its products by the new name at once', async () => {
    expect(await searchNames(t, 'workbenches')).toEqual([]); // cached now
    const response = await put(`/categories/${fx.categories.desks.id}`, {
      name: ' Workbenches ',
      nameTranslations: { fr: 'Établis', ar: 'طاولات عمل' },
      img: '/uploads/elsewhere.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Workbenches',
      nameTranslations: { fr: 'Établis', ar: 'طاولات عمل' },
      imageUrl: null,
    });
    expect(await searchNames(t, 'workbenches')).toContain('Oak Standing Desk');
    expect(await searchNames(t, 'etablis')).toContain('Oak Standing Desk');
    const office = await storefront(t, `/categories/${fx.categories.office.id}`);
    const names = office.subcategories.map((s: { name: string }) => s.name);
    expect(names).toContain('Workbenches');
    expect(names).not.toContain('Desks');
  });

  it("renames a top-level category's translations: products filed under it are found by them", async () => {
    const response = await put(`/categories/${fx.categories.office.id}`, { nameFr: 'Papeterie' });
    expect(response.json().data.nameTranslations).toEqual({
      fr: 'Papeterie',
      ar: 'مستلزمات مكتبية',
    });
    expect(await searchNames(t, 'papeterie')).toEqual(
      expect.arrayContaining(['Oak Standing Desk', 'Bamboo Notebook']),
    );
    // an empty text removes that language
    const cleared = await put(`/categories/${fx.categories.office.id}`, { nameAr: '' });
    expect(cleared.json().data.nameTranslations).toEqual({ fr: 'Papeterie' });
  });

  it('changes only what is given and keeps the rules: type for top-level only, a description kept, names unique', async () => {
    const id = fx.categories.office.id;
    const typed = await put(`/categories/${id}`, { type: 'FURNITURE', description: ' Desks. ' });
    expect(typed.json().data).toMatchObject({ type: 'FURNITURE', description: 'Desks.' });
    expect((await put(`/categories/${id}`, { description: '' })).json().errors).toEqual({
      description: 'description is required',
    });
    expect((await put(`/categories/${id}`, { name: '  ' })).json().errors).toEqual({
      name: 'name is required',
    });
    const subType = await put(`/categories/${fx.categories.shoes.id}`, { type: 'FOOTWEAR' });
    expect(subType.statusCode).toBe(400);
    expect(subType.json().errors.type).toMatch(/top-level/);
    const taken = await put(`/categories/${fx.categories.shoes.id}`, { name: 'shirts' });
    expect(taken.statusCode).toBe(409);
    // its own name in another case is no conflict
    const recased = await put(`/categories/${fx.categories.shoes.id}`, { name: 'SNEAKERS' });
    expect(recased.json().data.name).toBe('SNEAKERS');
    expect((await put('/categories/999999', { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('refuses half a character (a lone surrogate) in a name, description or translation: 400', async () => {
    const id = fx.categories.office.id;
    const broken = await put(`/categories/${id}`, {
      name: 'Office\ud800',
      description: '\udc00Desks',
      nameTranslations: { ar: '\ud83d' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors).toMatchObject({
      name: 'This text contains characters that are not allowed.',
      description: 'This text contains characters that are not allowed.',
    });
  });
});

describe('DELETE /categories/{id}', () => {
  const productsOf = async (id: number) => {
    const result = await t.db.execute(
      sql`with family as (select id from categories where id = ${id} or parent_id = ${id})
          select count(*)::int as n from products p
          where p.category_id in (select id from family)
             or p.id in (select product_id from product_subcategories
                         where category_id in (select id from family))`,
    );
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  };

  it('refuses while products use the category or its subcategories, naming how many, in three languages', async () => {
    const count = await productsOf(fx.categories.clothing.id);
    expect(count).toBe(6); // inactive products and those of a disabled brand count too
    const response = await del(`/categories/${fx.categories.clothing.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'category_in_use',
      message: `Products still filed under this category or its subcategories: ${count}. Move them to another category before deleting it.`,
    });
    const fr = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/categories/${fx.categories.clothing.id}`,
      headers: { ...admin, 'accept-language': 'fr' },
    });
    expect(fr.json().message).toContain(`sous-catégories : ${count}.`);
    const ar = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/categories/${fx.categories.clothing.id}`,
      headers: { ...admin, 'accept-language': 'ar' },
    });
    expect(ar.json().message).toContain(`: ${count}.`);
    const subcategory = await del(`/categories/${fx.categories.shirts.id}`);
    expect(subcategory.statusCode).toBe(422);
    expect(subcategory.json().message).toContain(': 2.');
    expect(
      await t.db.select().from(categories).where(eq(categories.id, fx.categories.clothing.id)),
    ).toHaveLength(1);
  });

  it('deletes an unused subcategory: the count of its parent drops at once', async () => {
    const parent = fx.categories.clothing.id;
    const sub = (await createCategory({ name: 'Kaftans', parentId: String(parent) })).json().data;
    const before = (await storefront(t, `/categories/${parent}`)).subcategoryCount;
    const response = await del(`/categories/${sub.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: sub.id, subcategoriesDeleted: 0 });
    expect((await storefront(t, `/categories/${parent}`)).subcategoryCount).toBe(before - 1);
    expect(existsSync(stored(sub.imageUrl))).toBe(false);
  });

  it('deletes a category with its unused subcategories and their images', async () => {
    const top = (await createCategory({ name: 'Ceramics', description: 'Nabeul.' })).json().data;
    const sub = (await createCategory({ name: 'Plates', parentId: String(top.id) })).json().data;
    expect(await categoryNames()).toContain('Ceramics');
    const response = await del(`/categories/${top.id}`);
    expect(response.json().data).toEqual({ id: top.id, subcategoriesDeleted: 1 });
    expect(await categoryNames()).not.toContain('Ceramics');
    expect(await t.db.select().from(categories).where(eq(categories.id, sub.id))).toEqual([]);
    expect(existsSync(stored(top.imageUrl))).toBe(false);
    expect(existsSync(stored(sub.imageUrl))).toBe(false);
    expect((await del(`/categories/${top.id}`)).statusCode).toBe(404);
  });
});
