import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productThumbnailUrl } from '@souk/shared/responses/brand-products';
import { seedCatalogue } from '../../test/catalogue-fixture';
import {
  buildTestApp,
  type TestApp,
  multipartBody,
  type FormPart,
  pageShape,
} from '../../test/helper';
import { apiCall, orderPeople, placeOrder, type Headers } from '../../test/order-fixture';

/** dashboards §2 "Brand screens: Products", §5 "Product (add and edit)", §7 "Brand products". */

let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;
let people: Awaited<ReturnType<typeof orderPeople>>;
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  fx = await seedCatalogue(t.db);
  people = await orderPeople(t, { a: fx.brands.medina.id, b: fx.brands.carthage.id });
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const brandA = () => people.brandA.headers;
const brandB = () => people.brandB!.headers;
const medina = () => fx.brands.medina.id;
const carthage = () => fx.brands.carthage.id;

function send(method: 'POST', url: string, headers: Headers, parts: FormPart[]) {
  const { payload: body, contentType: type } = multipartBody(parts);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  });
}

let skuCounter = 0;
/** A valid Clothing product's fields (sizes and colours given), with overrides. */
function clothingFields(over: Record<string, string | undefined> = {}): Record<string, string> {
  skuCounter += 1;
  const fields: Record<string, string | undefined> = {
    name: 'Sahel Linen Tunic',
    description: 'A light tunic woven in Ksar Hellal.',
    price: '89.90',
    discountPrice: '10',
    quantity: '12',
    stockLevel: '20',
    sku: `TUNIC-${skuCounter}`,
    barcode: '6191234567890',
    material: 'Linen',
    care: 'Wash cold',
    origin: 'Tunisia',
    fit: 'Loose',
    sizes: 'S, M, L',
    colors: 'White,Blue',
    features: 'Hand woven, Breathable',
    weight: '0.35',
    dimensions: '700 x 500 x 10 mm',
    categoryId: String(fx.categories.clothing.id),
    subcategoryIds: String(fx.categories.shirts.id),
    tagIds: `${fx.tags.summer.id},${fx.tags.eco.id}`,
    isActive: 'true',
    isFeatured: 'false',
    freeShipping: 'true',
    ...over,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const fieldParts = (fields: Record<string, string>): FormPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

function createProduct(
  fields: Record<string, string>,
  images: FormPart[] = [{ name: 'mainImage', file: png }],
  headers: Headers = brandA(),
) {
  return send('POST', '/products/create-with-images', headers, [...fieldParts(fields), ...images]);
}

const onDisk = (url: string) => existsSync(path.join(t.dataDir, url));
const list = (brandId: number, tab: string, query = '', headers = brandA()) =>
  apiCall(t, 'GET', `/products/brand/${brandId}/${tab}paged${query}`, headers);

describe('GET /products/brand/{brandId}/paged and its tabs', () => {
  it("lists the brand's own products, inactive ones too, with every tab's count", async () => {
    const response = await list(medina(), '', '?size=2');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data;
    expect(page).toMatchObject({
      ...pageShape(4, 0, 2),
      counts: { all: 4, active: 3, inactive: 1, outOfStock: 0 },
    });
    // default sort: id ascending
    expect(page.content.map((p: { sku: string }) => p.sku)).toEqual(['A1', 'A2']);
    expect(page.content[0]).toMatchObject({
      name: 'Linen Summer Shirt',
      description: 'A fine product.',
      price: 80,
      discountPrice: 25,
      quantity: 20,
      stockLevel: 30,
      sku: 'A1',
      barcode: '1234567890123',
      sizes: ['S', 'M', 'L'],
      colors: ['White', 'Blue'],
      weight: 0.3,
      dimensions: '300 x 200 x 20 mm',
      categoryId: fx.categories.clothing.id,
      categoryName: 'Clothing',
      subcategoryIds: [fx.categories.shirts.id],
      subcategories: [{ id: fx.categories.shirts.id, name: 'Shirts' }],
      brandId: medina(),
      producer: 'Medina Threads',
      tags: [{ id: fx.tags.summer.id, name: 'summer' }],
      tagIds: [fx.tags.summer.id],
      averageRating: 4.6,
      reviewCount: 2,
      active: true,
      featured: false,
      freeShipping: true,
    });
    const second = (await list(medina(), '', '?size=2&page=1')).json().data;
    expect(second.content.map((p: { sku: string }) => p.sku)).toEqual(['A3', 'A9']);
  });

  it('filters by tab: active, inactive, out of stock (quantity 0 or less)', async () => {
    const skus = async (brandId: number, tab: string, headers?: Headers) =>
      (await list(brandId, tab, '', headers))
        .json()
        .data.content.map((p: { sku: string }) => p.sku);
    expect(await skus(medina(), 'active/')).toEqual(['A1', 'A2', 'A3']);
    expect(await skus(medina(), 'inactive/')).toEqual(['A9']);
    expect(await skus(medina(), 'out-of-stock/')).toEqual([]);
    expect(await skus(carthage(), 'out-of-stock/', brandB())).toEqual(['B2']);
    const counts = (await list(carthage(), 'out-of-stock/', '', brandB())).json().data;
    expect(counts).toMatchObject({
      totalElements: 1,
      counts: { all: 3, active: 3, inactive: 0, outOfStock: 1 },
    });
  });

  it('searches name, SKU and barcode without caring for case or accents; counts follow', async () => {
    const found = async (search: string) => {
      const data = (await list(medina(), '', `?search=${encodeURIComponent(search)}`)).json().data;
      return { skus: data.content.map((p: { sku: string }) => p.sku), counts: data.counts };
    };
    expect(await found('CHEMISE EN COTON')).toMatchObject({ skus: ['A2'] });
    expect(await found('lèather')).toMatchObject({ skus: ['A3'] });
    expect(await found('a9')).toEqual({
      skus: ['A9'],
      counts: { all: 1, active: 0, inactive: 1, outOfStock: 0 },
    });
    expect((await found('1234567890')).skus).toHaveLength(4);
    // wildcards are only text
    expect((await found('%')).skus).toEqual([]);
    // another brand's product never matches
    expect((await found('oak')).skus).toEqual([]);
  });

  it('sorts by a whitelisted column, both directions; anything else is a 400', async () => {
    const names = async (query: string) =>
      (await list(medina(), '', query)).json().data.content.map((p: { name: string }) => p.name);
    expect(await names('?sortBy=name&direction=desc')).toEqual([
      'Retired Scarf',
      'Linen Summer Shirt',
      'Leather Sneakers',
      'Chemise en coton',
    ]);
    expect(await names('?sortBy=price&direction=asc')).toEqual([
      'Retired Scarf',
      'Chemise en coton',
      'Linen Summer Shirt',
      'Leather Sneakers',
    ]);
    expect((await list(medina(), '', '?sortBy=passwordHash')).statusCode).toBe(400);
    expect((await list(medina(), '', '?size=101')).statusCode).toBe(400);
    expect((await list(medina(), '', `?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it("refuses another brand's list, customers and visitors; an admin reads any", async () => {
    expect((await list(carthage(), '')).statusCode).toBe(403);
    expect((await list(carthage(), 'inactive/')).statusCode).toBe(403);
    expect((await list(medina(), '', '', people.amira.headers)).statusCode).toBe(403);
    expect((await list(medina(), 'active/', '', {})).statusCode).toBe(401);
    const byAdmin = await list(carthage(), '', '', people.admin.headers);
    expect(byAdmin.json().data.counts.all).toBe(3);
  });
});

describe('POST /products/create-with-images', () => {
  it('creates the product with its labels and images; it is in search and the catalogue at once', async () => {
    // the catalogue's counts are cached: read them first, so a stale count would show
    const before = (await apiCall(t, 'GET', `/products/paginated?brand=${medina()}`, {})).json()
      .data.totalElements;
    const response = await createProduct(
      clothingFields({ name: 'Djerba Pottery Tunic', brandId: String(carthage()) }),
      [
        { name: 'mainImage', file: png },
        { name: 'additionalImages', file: png },
        { name: 'additionalImages', file: png },
      ],
    );
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json().data;
    expect(product).toMatchObject({
      name: 'Djerba Pottery Tunic',
      price: 89.9,
      discountPrice: 10,
      discountedPrice: 80.91,
      quantity: 12,
      stockLevel: 20,
      // a brand creates for itself whatever brandId says
      brandId: medina(),
      sizes: ['S', 'M', 'L'],
      colors: ['White', 'Blue'],
      features: ['Hand woven', 'Breathable'],
      weight: 0.35,
      dimensions: '700 x 500 x 10 mm',
      material: 'Linen',
      subcategoryIds: [fx.categories.shirts.id],
      tagIds: expect.arrayContaining([fx.tags.summer.id, fx.tags.eco.id]),
      active: true,
      featured: false,
      freeShipping: true,
    });
    expect(product.imageUrl).toMatch(/^\/uploads\/products\/[\w-]+\/[\w-]+\.webp$/);
    expect(product.additionalImages).toHaveLength(2);
    for (const url of [product.imageUrl, ...product.additionalImages]) {
      expect(onDisk(url)).toBe(true);
      expect(onDisk(productThumbnailUrl(url))).toBe(true);
    }
    // re-encoded: the large one fits 1200 px, the thumbnail 400 px
    const large = await sharp(path.join(t.dataDir, product.imageUrl)).metadata();
    const thumbnail = await sharp(
      path.join(t.dataDir, productThumbnailUrl(product.imageUrl)),
    ).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1200, 675]);
    expect([thumbnail.width, thumbnail.height]).toEqual([400, 225]);

    const search = await apiCall(t, 'GET', '/products/search?query=djerba', {});
    expect(search.json().data.content.map((p: { id: number }) => p.id)).toContain(product.id);
    const catalogue = (await apiCall(t, 'GET', `/products/paginated?brand=${medina()}`, {})).json()
      .data;
    expect(catalogue.totalElements).toBe(before + 1);
    expect((await apiCall(t, 'GET', `/products/${product.id}`, {})).statusCode).toBe(200);
  });

  it('lets an admin create for the brand it names, and only when it names one', async () => {
    const admin = people.admin.headers;
    const missing = await createProduct(clothingFields(), undefined, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('brandId');
    // a brand that does not exist is a 404, not a database error
    const unknown = await createProduct(clothingFields({ brandId: '999999' }), undefined, admin);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().errorCode).toBe('brand_not_found');
    const made = await createProduct(
      clothingFields({ brandId: String(carthage()) }),
      undefined,
      admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.brandId).toBe(carthage());
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['name missing', { name: '' }, 'name', 'Product name is required'],
    ['name over 100', { name: long(101) }, 'name', 'Product name cannot exceed 100 characters'],
    ['description missing', { description: undefined }, 'description', 'This field is required.'],
    ['description over 1000', { description: long(1001) }, 'description', 'This text is too long.'],
    ['price 0', { price: '0' }, 'price', 'The price must be between 0.01 and 1,000,000 dt.'],
    [
      'price with 3 decimals',
      { price: '9.999' },
      'price',
      'Price must be a valid number with up to 2 decimal places',
    ],
    [
      'price not a number',
      { price: 'abc' },
      'price',
      'Price must be a valid number with up to 2 decimal places',
    ],
    [
      'discount over 100',
      { discountPrice: '101' },
      'discountPrice',
      'Discount must be between 0 and 100',
    ],
    [
      'discount with 3 decimals',
      { discountPrice: '1.125' },
      'discountPrice',
      'Discount must be between 0 and 100',
    ],
    ['sku missing', { sku: '' }, 'sku', 'This field is required.'],
    ['sku over 50', { sku: long(51) }, 'sku', 'This text is too long.'],
    ['barcode missing', { barcode: undefined }, 'barcode', 'This field is required.'],
    ['barcode over 50', { barcode: long(51) }, 'barcode', 'This text is too long.'],
    ['material over 200', { material: long(201) }, 'material', 'This text is too long.'],
    ['care over 200', { care: long(201) }, 'care', 'This text is too long.'],
    ['fit over 200', { fit: long(201) }, 'fit', 'This text is too long.'],
    ['origin over 100', { origin: long(101) }, 'origin', 'This text is too long.'],
    [
      'quantity negative',
      { quantity: '-1' },
      'quantity',
      'Please enter a whole number, 0 or more.',
    ],
    ['quantity missing', { quantity: undefined }, 'quantity', 'This field is required.'],
    [
      'stock level negative',
      { stockLevel: '-3' },
      'stockLevel',
      'Please enter a whole number, 0 or more.',
    ],
    [
      'quantity above stock level',
      { quantity: '21', stockLevel: '20' },
      'quantity',
      'Quantity cannot exceed stock level',
    ],
    ['category missing', { categoryId: undefined }, 'categoryId', 'Please choose a category.'],
    [
      'category unknown',
      { categoryId: '999999', subcategoryIds: '' },
      'categoryId',
      'This category does not exist.',
    ],
    [
      'subcategory of another category',
      { subcategoryIds: () => String(fx.categories.desks.id) },
      'subcategoryIds',
      'Choose subcategories of the chosen category.',
    ],
    ['tag unknown', { tagIds: '999999' }, 'tagIds', 'Some of these tags do not exist.'],
    [
      'dimensions badly written',
      { dimensions: '70 by 50' },
      'dimensions',
      'Write the dimensions as length x width x height mm (e.g. 300 x 200 x 20 mm).',
    ],
    [
      'weight of 0',
      { weight: '0' },
      'weight',
      'The weight is a number of kilograms above 0, with up to 3 decimals.',
    ],
    ['clothing without sizes', { sizes: '' }, 'sizes', 'This field is required for this category.'],
    [
      'clothing without colours',
      { colors: ' , ' },
      'colors',
      'This field is required for this category.',
    ],
    [
      'office without dimensions',
      {
        categoryId: () => String(fx.categories.office.id),
        subcategoryIds: '',
        dimensions: '',
      },
      'dimensions',
      'This field is required for this category.',
    ],
  ] as Array<[string, Record<string, string | undefined | (() => string)>, string, string]>)(
    'refuses %s with the field and the spec message',
    async (_case, over, field, message) => {
      const given = Object.fromEntries(
        Object.entries(over).map(([key, value]) => [
          key,
          typeof value === 'function' ? value() : value,
        ]),
      );
      const response = await createProduct(clothingFields(given));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'validation_failed' });
      expect(response.json().errors[field]).toBe(message);
    },
  );

  it('keeps the type rules of each category type: office needs only dimensions', async () => {
    const desk = await createProduct(
      clothingFields({
        categoryId: String(fx.categories.office.id),
        subcategoryIds: String(fx.categories.desks.id),
        sizes: '',
        colors: '',
        weight: '',
        origin: '',
      }),
    );
    expect(desk.statusCode, desk.body).toBe(201);
    expect(desk.json().data).toMatchObject({ sizes: [], colors: [], weight: null, origin: null });
  });

  it('refuses a SKU the brand already uses with a 409; another brand may use it', async () => {
    const taken = await createProduct(clothingFields({ sku: 'A1' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'sku_already_in_use',
      errors: { sku: 'You already have a product with this SKU.' },
    });
    expect((await createProduct(clothingFields({ sku: 'B1' }))).statusCode).toBe(201);
  });

  it('requires a main image; refuses files that are no image, too large or too many', async () => {
    const noImage = await createProduct(clothingFields(), []);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({
      errorCode: 'product_image_required',
      message: 'Product image is required',
      errors: { mainImage: 'Product image is required' },
    });
    // says it is a PNG, is not one: refused by its content
    const fake = await createProduct(clothingFields(), [
      { name: 'mainImage', file: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(415);
    const notImage = await createProduct(clothingFields(), [
      { name: 'mainImage', file: png, type: 'application/pdf' },
    ]);
    expect(notImage.statusCode).toBe(415);
    const huge = await createProduct(clothingFields(), [
      { name: 'mainImage', file: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    expect(huge.statusCode).toBe(413);
    const nine = await createProduct(clothingFields(), [
      { name: 'mainImage', file: png },
      ...Array.from({ length: 9 }, () => ({ name: 'additionalImages', file: png })),
    ]);
    expect(nine.statusCode).toBe(400);
    expect(nine.json()).toMatchObject({ errorCode: 'too_many_images' });
    const notMultipart = await apiCall(t, 'POST', '/products/create-with-images', brandA(), {
      name: 'x',
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('is for brands and admins only', async () => {
    expect(
      (await createProduct(clothingFields(), undefined, people.amira.headers)).statusCode,
    ).toBe(403);
    expect((await createProduct(clothingFields(), undefined, {})).statusCode).toBe(401);
  });
});

/** A fresh product of brand A (Medina Threads), with 3 images. */
async function newProduct(over: Record<string, string> = {}) {
  const response = await createProduct(clothingFields(over), [
    { name: 'mainImage', file: png },
    { name: 'additionalImages', file: png },
    { name: 'additionalImages', file: png },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: number;
    imageUrl: string;
    additionalImages: string[];
    sku: string;
  };
}

const put = (id: number, body: object, headers = brandA()) =>
  apiCall(t, 'PUT', `/products/${id}`, headers, body);

describe('PUT /products/{id}', () => {
  it('changes any field, labels included; only the given fields change', async () => {
    const product = await newProduct();
    const response = await put(product.id, {
      name: 'Sahel Tunic, indigo',
      price: 99.5,
      tagIds: [fx.tags.office.id],
      subcategoryIds: [fx.categories.shoes.id],
      colors: ['Indigo'],
      features: 'Natural dye',
      freeShipping: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Sahel Tunic, indigo',
      price: 99.5,
      discountPrice: 10,
      tagIds: [fx.tags.office.id],
      subcategoryIds: [fx.categories.shoes.id],
      colors: ['Indigo'],
      sizes: ['S', 'M', 'L'],
      features: ['Natural dye'],
      freeShipping: false,
      quantity: 12,
    });
    // the search follows the new name at once
    const search = await apiCall(t, 'GET', '/products/search?query=indigo', {});
    expect(search.json().data.content.map((p: { id: number }) => p.id)).toContain(product.id);
  });

  it('checks the rules on the merged product', async () => {
    const product = await newProduct();
    const over = await put(product.id, { quantity: 21 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.quantity).toBe('Quantity cannot exceed stock level');
    expect((await put(product.id, { stockLevel: 11 })).statusCode).toBe(400);
    expect((await put(product.id, { quantity: 25, stockLevel: 25 })).statusCode).toBe(200);
    // a new category clears the old one's subcategories and asks for its own fields
    const office = await put(product.id, {
      categoryId: fx.categories.office.id,
      dimensions: null,
    });
    expect(office.statusCode).toBe(400);
    expect(office.json().errors.dimensions).toBe('This field is required for this category.');
    const moved = await put(product.id, { categoryId: fx.categories.office.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      categoryId: fx.categories.office.id,
      subcategoryIds: [],
    });
    expect((await put(product.id, { sizes: [] })).statusCode).toBe(200);
    expect((await put(product.id, { price: 0 })).statusCode).toBe(400);
    expect((await put(product.id, { discountPrice: 100.5 })).statusCode).toBe(400);
    expect((await put(product.id, { name: '' })).json().errors.name).toBe(
      'Product name is required',
    );
    const taken = await put(product.id, { sku: 'A2' });
    expect(taken.statusCode).toBe(409);
  });

  it('deactivates and re-activates a product: it leaves and comes back to the storefront', async () => {
    const product = await newProduct();
    expect((await put(product.id, { active: false })).json().data.active).toBe(false);
    expect((await apiCall(t, 'GET', `/products/${product.id}`, {})).statusCode).toBe(404);
    const inactive = (await list(medina(), 'inactive/')).json().data.content;
    expect(inactive.map((p: { id: number }) => p.id)).toContain(product.id);
    expect((await put(product.id, { active: true })).json().data.active).toBe(true);
    expect((await apiCall(t, 'GET', `/products/${product.id}`, {})).statusCode).toBe(200);
  });

  it("answers 404 for another brand's product, 403 to customers, 401 to visitors", async () => {
    const product = await newProduct();
    expect((await put(product.id, { price: 1 }, brandB())).statusCode).toBe(404);
    expect((await put(product.id, { price: 1 }, people.amira.headers)).statusCode).toBe(403);
    expect((await put(product.id, { price: 1 }, {})).statusCode).toBe(401);
    expect((await put(999999, { price: 1 })).statusCode).toBe(404);
    // nothing changed
    const mine = (await list(medina(), '', `?search=${product.sku}`)).json().data.content[0];
    expect(mine.price).toBe(89.9);
  });
});

describe('product images', () => {
  const addImages = (id: number, count: number, headers = brandA()) =>
    send(
      'POST',
      `/products/${id}/images`,
      headers,
      Array.from({ length: count }, () => ({ name: 'images', file: png })),
    );
  const removeImage = (id: number, url: string, headers = brandA()) =>
    apiCall(t, 'DELETE', `/products/${id}/images`, headers, { url });
  const reorder = (id: number, body: object, headers = brandA()) =>
    apiCall(t, 'PUT', `/products/${id}/images/order`, headers, body);

  it('adds images up to 9 in all', async () => {
    const product = await newProduct();
    const added = await addImages(product.id, 6);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.additionalImages).toHaveLength(8);
    const tooMany = await addImages(product.id, 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorCode).toBe('too_many_images');
  });

  it('removes an image and its files; the main one only when another takes its place', async () => {
    const product = await newProduct();
    const [second, third] = product.additionalImages as [string, string];
    const removed = await removeImage(product.id, second);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.additionalImages).toEqual([third]);
    expect(onDisk(second)).toBe(false);
    expect(onDisk(productThumbnailUrl(second))).toBe(false);
    const main = await removeImage(product.id, product.imageUrl);
    expect(main.json().data).toMatchObject({ imageUrl: third, additionalImages: [] });
    expect(onDisk(product.imageUrl)).toBe(false);
    const last = await removeImage(product.id, third);
    expect(last.statusCode).toBe(400);
    expect(last.json().errorCode).toBe('product_image_required');
    expect(onDisk(third)).toBe(true);
    expect((await removeImage(product.id, '/uploads/products/x/y.webp')).statusCode).toBe(404);
  });

  it('reorders the same images; the first is the main one', async () => {
    const product = await newProduct();
    const [second, third] = product.additionalImages as [string, string];
    const reordered = await reorder(product.id, {
      imageUrl: third,
      additionalImages: [product.imageUrl, second],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data).toMatchObject({
      imageUrl: third,
      additionalImages: [product.imageUrl, second],
    });
    const foreign = await reorder(product.id, {
      imageUrl: '/uploads/avatars/someone.webp',
      additionalImages: [product.imageUrl, second],
    });
    expect(foreign.statusCode).toBe(400);
    const dropped = await reorder(product.id, { imageUrl: third, additionalImages: [second] });
    expect(dropped.statusCode).toBe(400);
  });

  it("answers 404 for another brand's product and changes nothing", async () => {
    const product = await newProduct();
    expect((await addImages(product.id, 1, brandB())).statusCode).toBe(404);
    expect((await removeImage(product.id, product.imageUrl, brandB())).statusCode).toBe(404);
    const [second, third] = product.additionalImages as [string, string];
    expect(
      (
        await reorder(
          product.id,
          { imageUrl: second, additionalImages: [product.imageUrl, third] },
          brandB(),
        )
      ).statusCode,
    ).toBe(404);
    expect((await addImages(product.id, 1, people.amira.headers)).statusCode).toBe(403);
    expect((await removeImage(product.id, product.imageUrl, {})).statusCode).toBe(401);
    expect(onDisk(product.imageUrl)).toBe(true);
  });
});

describe('DELETE /products/{id}', () => {
  const remove = (id: number, headers = brandA()) =>
    apiCall(t, 'DELETE', `/products/${id}`, headers);

  it('removes a product no order names, with its image files', async () => {
    const product = await newProduct();
    expect((await remove(product.id, brandB())).statusCode).toBe(404);
    expect((await remove(product.id, people.amira.headers)).statusCode).toBe(403);
    expect((await remove(product.id, {})).statusCode).toBe(401);
    const response = await remove(product.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Product deleted',
      data: { deleted: true, deactivated: false },
    });
    for (const url of [product.imageUrl, ...product.additionalImages]) {
      expect(onDisk(url)).toBe(false);
      expect(onDisk(productThumbnailUrl(url))).toBe(false);
    }
    expect((await apiCall(t, 'GET', `/products/${product.id}`, {})).statusCode).toBe(404);
    expect((await remove(product.id)).statusCode).toBe(404);
  });

  it('deactivates a product that an order names instead, and says so', async () => {
    const product = await newProduct({ name: 'Kairouan Ordered Tunic' });
    await placeOrder(t, people.amira.headers, [
      { productId: product.id, size: 'M', color: 'White' },
    ]);
    const response = await remove(product.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { deleted: false, deactivated: true } });
    expect(response.json().message).toMatch(/deactivated/);
    // out of the storefront at once, still the brand's (inactive), images kept for the order
    expect((await apiCall(t, 'GET', `/products/${product.id}`, {})).statusCode).toBe(404);
    const search = await apiCall(t, 'GET', '/products/search?query=kairouan', {});
    expect(search.json().data.totalElements).toBe(0);
    const inactive = (await list(medina(), 'inactive/')).json().data.content;
    expect(inactive.map((p: { id: number }) => p.id)).toContain(product.id);
    expect(onDisk(product.imageUrl)).toBe(true);
  });
});
