import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAccount, login, type TestApp } from '../../test/helper';
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
const names = (list: Array<{ name: string }>) => list.map((p) => p.name);
const catalogue = async (query: string) => (await get(`/products/paginated?${query}`)).body.data;

describe('GET /products/paginated — the catalogue query', () => {
  it('lists only active products of enabled brands, paged with the paging shape', async () => {
    const page = await catalogue('page=0&size=4');
    expect(page).toMatchObject({
      totalElements: 6,
      totalPages: 2,
      number: 0,
      size: 4,
      page: { totalElements: 6, totalPages: 2, number: 0, size: 4 },
    });
    expect(page.content).toHaveLength(4);
    const second = await catalogue('page=1&size=4');
    expect(second.content).toHaveLength(2);
    const all = [...names(page.content), ...names(second.content)];
    expect(all).not.toContain('Retired Scarf');
    expect(all).not.toContain('Hidden Summer Shirt');
  });

  it('returns products in the spec shape, with the discounted price computed', async () => {
    const [shirt] = (await catalogue('search=linen')).content;
    expect(shirt).toMatchObject({
      name: 'Linen Summer Shirt',
      price: 80,
      discountPrice: 25,
      discountedPrice: 60,
      brandName: 'Medina Threads',
      producer: 'Medina Threads',
      categoryName: 'Clothing',
      categoryNameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
      subcategories: [{ name: 'Shirts', nameTranslations: {} }],
      tags: [{ name: 'summer', nameTranslations: { fr: 'été', ar: 'صيف' } }],
      colors: ['White', 'Blue'],
      sizes: ['S', 'M', 'L'],
      freeShipping: true,
    });
  });

  it.each([
    [
      'category id',
      () => `category=${fx.categories.office.id}`,
      ['Bamboo Notebook', 'Oak Standing Desk'],
    ],
    ['category name', () => 'category=office', ['Bamboo Notebook', 'Oak Standing Desk']],
    [
      'category name in French',
      () => 'category=Équipement de bureau',
      ['Bamboo Notebook', 'Oak Standing Desk'],
    ],
    [
      'category name in French, in capitals and without accents',
      () => 'category=EQUIPEMENT DE BUREAU',
      ['Bamboo Notebook', 'Oak Standing Desk'],
    ],
    [
      'category name in Arabic',
      () => `category=${encodeURIComponent('مستلزمات مكتبية')}`,
      ['Bamboo Notebook', 'Oak Standing Desk'],
    ],
    [
      'subcategory',
      () => `subcategories=${fx.categories.shirts.id}`,
      ['Chemise en coton', 'Linen Summer Shirt'],
    ],
    [
      'brands',
      () => `brands=${fx.brands.carthage.id}`,
      ['Bamboo Notebook', 'Oak Standing Desk', 'Summer Hat'],
    ],
    [
      'price range on the discounted price',
      () => 'minPrice=16&maxPrice=60',
      ['Chemise en coton', 'Linen Summer Shirt'],
    ],
    ['empty min price counts as 0', () => 'minPrice=&maxPrice=14', ['Bamboo Notebook']],
    [
      'colors',
      () => 'colors=Blue,Black',
      ['Chemise en coton', 'Leather Sneakers', 'Linen Summer Shirt'],
    ],
    ['sizes', () => 'sizes=EU 42', ['Leather Sneakers']],
    [
      'rating 4 and up (floor of the average)',
      () => 'rating=4',
      ['Linen Summer Shirt', 'Oak Standing Desk', 'Summer Hat'],
    ],
    ['tag id', () => `tag=${fx.tags.eco.id}`, ['Bamboo Notebook', 'Oak Standing Desk']],
    ['tag text', () => 'tag=summer', ['Linen Summer Shirt', 'Summer Hat']],
    ['tag text in French', () => 'tag=%C3%89t%C3%A9', ['Linen Summer Shirt', 'Summer Hat']],
    [
      'tag text in Arabic',
      () => `tag=${encodeURIComponent('صيف')}`,
      ['Linen Summer Shirt', 'Summer Hat'],
    ],
    ['free shipping', () => 'freeShipping=true', ['Linen Summer Shirt', 'Oak Standing Desk']],
    ['dimensions', () => 'dimensions=1200 x 600 x 750 mm', ['Oak Standing Desk']],
    ['weights', () => 'weights=1-5,20%2B', ['Leather Sneakers', 'Oak Standing Desk']],
    [
      'filters combined',
      () => `category=${fx.categories.clothing.id}&colors=Blue&maxPrice=65`,
      ['Chemise en coton', 'Linen Summer Shirt'],
    ],
  ])('filters by %s', async (_label, query, expected) => {
    const page = await catalogue(`${query()}&size=50`);
    expect(names(page.content).sort()).toEqual(expected);
    expect(page.totalElements).toBe(expected.length);
  });

  it('reads a category name that names a brand category as that category of brands', async () => {
    // The brands directory links a brand's category badge as /catalogue?category={name}.
    const page = await catalogue('category=fashion&size=50');
    expect(names(page.content).sort()).toEqual([
      'Chemise en coton',
      'Leather Sneakers',
      'Linen Summer Shirt',
    ]);
    const facets = (await get('/products/facets?category=Fashion')).body.data;
    expect(facets.brands).toEqual([{ id: fx.brands.medina.id, name: 'Medina Threads', count: 3 }]);
    // a name that is neither matches nothing, rather than everything
    expect((await catalogue('category=nowhere')).totalElements).toBe(0);
    // LIKE wildcards are text: '%' names no category
    expect((await catalogue('category=%25')).totalElements).toBe(0);
    expect((await catalogue('category=_ffice')).totalElements).toBe(0);
  });

  it.each([
    [
      'price-low',
      [
        'Bamboo Notebook',
        'Summer Hat',
        'Linen Summer Shirt',
        'Chemise en coton',
        'Leather Sneakers',
        'Oak Standing Desk',
      ],
    ],
    [
      'price-high',
      [
        'Oak Standing Desk',
        'Leather Sneakers',
        'Chemise en coton',
        'Linen Summer Shirt',
        'Summer Hat',
        'Bamboo Notebook',
      ],
    ],
    ['discount', ['Leather Sneakers', 'Summer Hat', 'Linen Summer Shirt', 'Oak Standing Desk']],
    [
      'rating',
      [
        'Oak Standing Desk',
        'Linen Summer Shirt',
        'Summer Hat',
        'Chemise en coton',
        'Leather Sneakers',
        'Bamboo Notebook',
      ],
    ],
    [
      'popular',
      [
        'Bamboo Notebook',
        'Linen Summer Shirt',
        'Leather Sneakers',
        'Chemise en coton',
        'Oak Standing Desk',
        'Summer Hat',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    const page = await catalogue(`sort=${sort}&size=50`);
    expect(names(page.content).slice(0, expected.length)).toEqual(expected);
  });

  it.each([
    ['sortBy=price&direction=desc', 'price-high'],
    ['sortBy=price&direction=asc', 'price-low'],
    ['sortBy=discountPrice&direction=desc', 'discount'],
    ['sortBy=averageRating&direction=desc', 'rating'],
  ])('reads the paging convention %s as sort=%s', async (paging, sort) => {
    const bySortBy = await catalogue(`${paging}&size=50`);
    const bySort = await catalogue(`sort=${sort}&size=50`);
    expect(names(bySortBy.content)).toEqual(names(bySort.content));
    expect(names(bySortBy.content)).not.toEqual(names((await catalogue('size=50')).content));
  });

  it('rejects invalid filters with the error envelope', async () => {
    const response = await get('/products/paginated?size=500&sort=cheapest');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['size', 'sort']);
  });
});

describe('GET /products/facets', () => {
  it('counts what each choice leaves, keeping the other filters', async () => {
    const facets = (await get(`/products/facets?brands=${fx.brands.medina.id}`)).body.data;
    // the brand facet ignores its own filter so other brands stay choosable
    expect(facets.brands).toEqual([
      { id: fx.brands.carthage.id, name: 'Carthage Home', count: 3 },
      { id: fx.brands.medina.id, name: 'Medina Threads', count: 3 },
    ]);
    expect(facets.categories).toEqual([
      {
        id: fx.categories.clothing.id,
        name: 'Clothing',
        nameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
        count: 3,
      },
    ]);
    expect(facets.colors).toEqual([
      { value: 'Blue', count: 2 },
      { value: 'Black', count: 1 },
      { value: 'White', count: 1 },
    ]);
    expect(facets.ratings).toEqual([
      { rating: 4, count: 1 },
      { rating: 3, count: 2 },
      { rating: 2, count: 3 },
      { rating: 1, count: 3 },
    ]);
    expect(facets.price).toEqual({ min: 60, max: 100 });
    expect(facets.tags).toEqual([
      {
        id: fx.tags.summer.id,
        name: 'summer',
        nameTranslations: { fr: 'été', ar: 'صيف' },
        count: 1,
      },
    ]);
  });
});

describe('search', () => {
  const search = async (query: string) =>
    (await get(`/products/search?query=${encodeURIComponent(query)}`)).body.data;

  it.each([
    ['an English word', 'sneakers', 'Leather Sneakers'],
    ['a typo', 'sneekers', 'Leather Sneakers'],
    ['a French word without its accent', 'legere', 'Chemise en coton'],
    ['a French typo', 'chemis', 'Chemise en coton'],
    ['an Arabic word', 'الخيزران', 'Bamboo Notebook'],
    ['a brand name', 'carthage', 'Oak Standing Desk'],
    ['a category name in French, without its accent', 'equipement', 'Oak Standing Desk'],
    ['a category name in Arabic', 'مكتبية', 'Bamboo Notebook'],
    ['a tag in French', 'été', 'Summer Hat'],
    ['a prefix', 'stand', 'Oak Standing Desk'],
  ])('finds %s', async (_label, query, expected) => {
    const result = await search(query);
    expect(names(result.content)).toContain(expected);
  });

  it('bounds the work of one search: typos are corrected in the first 3 words only, up to 20 letters', async () => {
    expect(names((await search('leather leather sneekers')).content)).toContain('Leather Sneakers');
    expect((await search('leather leather leather sneekers')).totalElements).toBe(0);
    // a word of 30 letters or more counts by its first 30: the rest is never read
    expect(names((await search(`sneakers${'x'.repeat(40)}`)).content)).toEqual([]);
    // and a search text past 200 characters is refused before any work
    expect((await get(`/products/search?query=${'a'.repeat(201)}`)).status).toBe(400);
  });

  it('returns at most 5 results with the total count, and never hidden products', async () => {
    const result = await search('summer');
    expect(names(result.content)).toEqual(
      expect.arrayContaining(['Linen Summer Shirt', 'Summer Hat']),
    );
    expect(names(result.content)).not.toContain('Hidden Summer Shirt');
    expect(result.totalElements).toBe(result.content.length);
    const none = await search('zzzzqqq');
    expect(none).toEqual({ content: [], totalElements: 0 });
  });

  it('finds nothing for text without a word in it, in the lookup, the catalogue and the facets', async () => {
    expect(await search('!!!---')).toEqual({ content: [], totalElements: 0 });
    expect((await catalogue('search=%21%3F%21')).totalElements).toBe(0);
    const facets = (await get('/products/facets?search=---')).body.data;
    expect(facets.brands).toEqual([]);
    expect(facets.ratings.every((bucket: { count: number }) => bucket.count === 0)).toBe(true);
  });

  it('runs only from 3 characters (storefront §5)', async () => {
    expect(await search('li')).toEqual({ content: [], totalElements: 0 });
    expect(names((await search('lin')).content)).toContain('Linen Summer Shirt');
  });

  it('ranks the best match first', async () => {
    expect(names((await search('linen shirt')).content)[0]).toBe('Linen Summer Shirt');
  });
});

describe('product reads', () => {
  it('GET /products/{id} answers a public product and 404s a hidden one', async () => {
    expect((await get(`/products/${fx.id('Oak Standing Desk')}`)).body.data.name).toBe(
      'Oak Standing Desk',
    );
    for (const hidden of ['Retired Scarf', 'Hidden Summer Shirt']) {
      const response = await get(`/products/${fx.id(hidden)}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    expect((await get('/products/999999')).status).toBe(404);
  });

  it('lists by category, by brand (data array), featured and related', async () => {
    expect(
      names((await get(`/products/category/${fx.categories.office.id}`)).body.data).sort(),
    ).toEqual(['Bamboo Notebook', 'Oak Standing Desk']);
    const byBrand = (await get(`/products/brand/${fx.brands.carthage.id}`)).body.data;
    expect(Array.isArray(byBrand)).toBe(true);
    expect(byBrand).toHaveLength(3);
    for (const id of [fx.brands.hidden.id, 99999]) {
      const response = await get(`/products/brand/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    expect((await get('/products/category/99999')).status).toBe(404);
    const related = (await get(`/products/${fx.id('Linen Summer Shirt')}/related`)).body.data;
    expect(names(related).sort()).toEqual(['Chemise en coton', 'Leather Sneakers', 'Summer Hat']);
  });

  it("gives an admin a disabled brand's products (the admin brand list shows disabled brands)", async () => {
    await createAccount(t.db, { email: 'admin.products@example.tn', role: 'ADMIN' });
    const headers = await login(t.app, 'admin.products@example.tn');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/brand/${fx.brands.hidden.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json().data)).toEqual(['Hidden Summer Shirt']);
  });

  it('serves the sale page calls: discounted only, page size 10, four orders', async () => {
    const plain = (await get('/products/discounted/paged')).body.data;
    expect(plain.size).toBe(10);
    expect(plain.totalElements).toBe(4);
    expect(
      names((await get('/products/discounted/biggest-discount/paged')).body.data.content)[0],
    ).toBe('Leather Sneakers');
    expect(
      names((await get('/products/discounted/price-low-to-high/paged')).body.data.content)[0],
    ).toBe('Summer Hat');
    expect(
      names((await get('/products/discounted/price-high-to-low/paged')).body.data.content)[0],
    ).toBe('Oak Standing Desk');
    const office = (await get(`/products/discounted/paged?category=${fx.categories.office.id}`))
      .body.data;
    expect(names(office.content)).toEqual(['Oak Standing Desk']);
  });
});
