import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/catalogue';
import { buildTestApp, createAccount, type TestApp } from '../../test/helper';
import { seedCatalogue } from '../../test/catalogue-fixture';

let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedCatalogue(t.db);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  return { status: response.statusCode, body: response.json() };
};

describe('categories', () => {
  it('GET /categories gives top-level categories with subcategories and public product counts', async () => {
    const { body } = await get('/categories');
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Clothing', 'Office Products']);
    const clothing = body.data[0];
    expect(clothing).toMatchObject({
      name: 'Clothing',
      type: 'CLOTHING',
      imageUrl: '/uploads/c.svg',
      productCount: 4,
      subcategoryCount: 2,
    });
    expect(
      clothing.subcategories.map((s: { name: string; productCount: number }) => [
        s.name,
        s.productCount,
      ]),
    ).toEqual([
      ['Shirts', 2],
      ['Sneakers', 1],
    ]);
  });

  it('GET /categories/root, /active, /{id}, /{id}/subcategories', async () => {
    expect((await get('/categories/root')).body.data).toHaveLength(2);
    expect((await get('/categories/active')).body.data).toHaveLength(2);
    const office = (await get(`/categories/${fx.categories.office.id}`)).body.data;
    expect(office).toMatchObject({
      name: 'Office Products',
      productCount: 2,
      subcategories: [{ name: 'Desks' }],
    });
    const subs = (await get(`/categories/${fx.categories.clothing.id}/subcategories`)).body.data;
    expect(subs.map((s: { id: number; name: string }) => s.name)).toEqual(['Shirts', 'Sneakers']);
    expect(subs[0]).toHaveProperty('imageUrl');
    expect((await get('/categories/99999')).status).toBe(404);
  });
});

describe('tags', () => {
  it('GET /tags and /tags/{id} with public product counts', async () => {
    const list = (await get('/tags')).body.data;
    expect(
      list.map((tag: { name: string; productCount: number }) => [tag.name, tag.productCount]),
    ).toEqual([
      ['eco-friendly', 2],
      ['office', 1],
      ['summer', 2],
    ]);
    expect((await get(`/tags/${fx.tags.summer.id}`)).body.data).toMatchObject({
      name: 'summer',
      productCount: 2,
    });
    expect((await get('/tags/99999')).status).toBe(404);
  });
});

describe('brands', () => {
  it('GET /brands pages enabled brands with defaults 0, 10, name asc', async () => {
    const page = (await get('/brands')).body.data;
    expect(page).toMatchObject({ totalElements: 2, number: 0, size: 10 });
    expect(page.content.map((b: { name: string }) => b.name)).toEqual([
      'Carthage Home',
      'Medina Threads',
    ]);
    expect(page.content[1]).toMatchObject({
      brandCategoryName: 'Fashion',
      productCount: 3,
      averageRating: 4.5,
    });
    const desc = (await get('/brands?sortBy=name&direction=desc&size=1&page=0')).body.data;
    expect(desc).toMatchObject({ totalPages: 2, content: [{ name: 'Medina Threads' }] });
    const fashion = (await get(`/brands?category=${fx.brandCategories.fashion.id}`)).body.data;
    expect(fashion.content.map((b: { name: string }) => b.name)).toEqual(['Medina Threads']);
  });

  it('GET /brands/top gives the best rated (default 3)', async () => {
    const top = (await get('/brands/top')).body.data;
    expect(top.map((b: { name: string }) => b.name)).toEqual(['Medina Threads', 'Carthage Home']);
    expect((await get('/brands/top?limit=1')).body.data).toHaveLength(1);
  });

  it('GET /brand-categories counts enabled brands', async () => {
    const list = (await get('/brand-categories')).body.data;
    expect(list).toEqual([
      {
        id: fx.brandCategories.fashion.id,
        name: 'Fashion',
        nameTranslations: { fr: 'Mode', ar: 'أزياء' },
        description: null,
        brandCount: 1,
      },
      {
        id: fx.brandCategories.home.id,
        name: 'Home',
        nameTranslations: {},
        description: null,
        brandCount: 1,
      },
    ]);
  });
});

describe('reviews (reading)', () => {
  it('pages reviews newest first with averageRating and totalReviews beside the page', async () => {
    const data = (await get(`/reviews/product/${fx.id('Linen Summer Shirt')}/paged?page=0&size=5`))
      .body.data;
    expect(data).toMatchObject({
      averageRating: 4.5,
      totalReviews: 2,
      totalElements: 2,
      size: 5,
      number: 0,
    });
    expect(data.content.map((r: { comment: string }) => r.comment)).toEqual([
      'Nice linen',
      'Parfaite pour l’été',
    ]);
    expect(data.content[0]).toMatchObject({
      username: 'Sami G.',
      rating: 4,
      productName: 'Linen Summer Shirt',
    });
    expect(data.content[0]).not.toHaveProperty('email');
  });

  it('answers 404 for the reviews of a missing or hidden product', async () => {
    const author = await createAccount(t.db, { email: 'hidden.reviewer@example.tn' });
    await t.db.insert(reviews).values({
      userId: author.id,
      productId: fx.id('Hidden Summer Shirt'),
      rating: 5,
      comment: 'Bought before the brand was disabled',
    });
    for (const id of [fx.id('Retired Scarf'), fx.id('Hidden Summer Shirt'), 99999]) {
      for (const call of ['paged', 'average-rating', 'rating-count?rating=5']) {
        const response = await get(`/reviews/product/${id}/${call}`);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ success: false, errorCode: 'not_found' });
      }
    }
  });

  it('gives the average and the count per rating', async () => {
    const id = fx.id('Linen Summer Shirt');
    expect((await get(`/reviews/product/${id}/average-rating`)).body.data).toBe(4.5);
    expect((await get(`/reviews/product/${id}/rating-count?rating=5`)).body.data).toBe(1);
    expect((await get(`/reviews/product/${id}/rating-count`)).body.data).toBe(2);
    expect(
      (await get(`/reviews/product/${fx.id('Bamboo Notebook')}/average-rating`)).body.data,
    ).toBe(0);
  });
});
