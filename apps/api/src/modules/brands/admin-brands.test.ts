import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { brandCategories, brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import {
  buildTestApp,
  login,
  multipartBody,
  pageShape,
  tryLogin,
  type FormPart,
  type LoginDoor,
  type TestApp,
} from '../../test/helper';
import { apiCall, mailsTo, orderWorld, placeOrder, type Headers } from '../../test/order-fixture';

/**
 * The admin's brands (dashboards §2 "All brands", "Add brand"; §4 "Brand enabled or disabled";
 * §5 "Add brand"; §7 "Brand account"): the list, the status toggle and its effects on the brand's
 * login, sessions and storefront (with the response cache on), delete or anonymise, and the three
 * doors of add brand with the welcome mail.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Headers;
let fashion: { id: number };
let home: { id: number };

beforeAll(async () => {
  t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  world = await orderWorld(t);
  admin = world.headers.admin;
  const categories = await t.db
    .insert(brandCategories)
    .values([{ name: 'Fashion' }, { name: 'Home' }])
    .returning({ id: brandCategories.id });
  [fashion, home] = [categories[0]!, categories[1]!];
  await t.db
    .update(brands)
    .set({ brandCategoryId: fashion.id, email: 'hello@medina.tn', averageRating: 4.5 })
    .where(eq(brands.id, world.shop.brand.id));
  await t.db
    .update(brands)
    .set({ brandCategoryId: home.id, averageRating: 3 })
    .where(eq(brands.id, world.atlas.id));
  await t.db.execute(sql`select refresh_product_search()`);
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

function postForm(url: string, parts: FormPart[], headers: Headers = admin) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const list = (query = '', headers: Headers = admin) =>
  apiCall(t, 'GET', `/brands/admin/paged${query}`, headers);

const BRAND_DOOR: LoginDoor = '/api/v1/brands/authenticate';

/**
 * A call on one brand refuses a visitor, a customer and the brand itself (nothing changes), and
 * answers an admin 404 for a brand that does not exist.
 */
async function expectAdminOnly(
  send: (brandId: number, headers?: Headers) => Promise<{ statusCode: number }>,
) {
  expect((await send(world.atlas.id, {})).statusCode).toBe(401);
  expect((await send(world.atlas.id, world.headers.amira)).statusCode).toBe(403);
  expect((await send(world.atlas.id, world.headers.brandB)).statusCode).toBe(403);
  expect((await send(999999)).statusCode).toBe(404);
}

const names = (response: { json(): { data: { content: Array<{ name: string }> } } }) =>
  response.json().data.content.map((brand) => brand.name);

const newBrand = (more: Record<string, string> = {}) => ({
  name: 'Sahara Ceramics',
  email: 'contact@sahara-ceramics.tn',
  password: 'Sahara2026',
  phoneNumber: '+216 75 123 456',
  categoryId: String(home.id),
  description: 'Hand-painted ceramics from Nabeul.',
  websiteUrl: 'https://sahara-ceramics.tn',
  ...more,
});

describe('GET /brands/admin/paged', () => {
  it('is for admins only', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', world.headers.amira)).statusCode).toBe(403);
    expect((await list('', world.headers.brandA)).statusCode).toBe(403);
  });

  it('lists every brand, disabled ones too, by name, 10 a page, with what staff see', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Atlas Lamps', 'Closed Shop', 'Medina Threads']);
    expect(response.json().data).toMatchObject(pageShape(3, 0, 10));
    const medina = response.json().data.content[2];
    expect(medina).toMatchObject({
      id: world.shop.brand.id,
      brandCategoryId: fashion.id,
      brandCategoryName: 'Fashion',
      email: 'hello@medina.tn',
      loginEmail: 'shop-a@example.tn',
      enabled: true,
      averageRating: 4.5,
      // every product, the hidden one too
      productCount: 4,
      orderCount: 0,
    });
    expect(medina.registrationDate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters by status and brand category', async () => {
    expect(names(await list('?status=disabled'))).toEqual(['Closed Shop']);
    expect(names(await list('?status=ENABLED'))).toEqual(['Atlas Lamps', 'Medina Threads']);
    expect(names(await list(`?brandCategoryId=${home.id}`))).toEqual(['Atlas Lamps']);
    expect((await list('?status=gone')).statusCode).toBe(400);
  });

  it('searches the name, the contact email and the login email', async () => {
    expect(names(await list('?search=medina'))).toEqual(['Medina Threads']);
    expect(names(await list('?search=hello%40medina'))).toEqual(['Medina Threads']);
    expect(names(await list('?search=shop-b%40'))).toEqual(['Atlas Lamps']);
    expect(names(await list('?search=%25'))).toEqual([]);
  });

  it('sorts on the whitelisted columns and pages', async () => {
    expect(names(await list('?sortBy=productCount&direction=desc'))).toEqual([
      'Medina Threads',
      'Closed Shop',
      'Atlas Lamps',
    ]);
    expect(names(await list('?sortBy=averageRating&direction=desc'))[0]).toBe('Medina Threads');
    expect(names(await list('?sortBy=enabled'))[0]).toBe('Closed Shop');
    expect(names(await list('?sortBy=name&direction=desc'))[0]).toBe('Medina Threads');
    const second = await list('?size=2&page=1');
    expect(names(second)).toEqual(['Medina Threads']);
    expect(second.json().data).toMatchObject(pageShape(3, 1, 2));
    for (const sortBy of ['constructor', '__proto__', 'password'])
      expect((await list(`?sortBy=${sortBy}`)).statusCode).toBe(400);
  });
});

describe('PATCH /brands/toggle-status/{id}', () => {
  const toggle = (id: number, headers: Headers = admin) =>
    apiCall(t, 'PATCH', `/brands/toggle-status/${id}`, headers);
  const brandDoor = () => tryLogin(t.app, 'shop-b@example.tn', undefined, BRAND_DOOR);
  const storefront = async () => {
    const lampId = world.lamp.id;
    const listing = await t.app.inject({ url: '/api/v1/products/paginated?size=50' });
    const search = await t.app.inject({ url: '/api/v1/products/search?query=brass' });
    const product = await t.app.inject({ url: `/api/v1/products/${lampId}` });
    const directory = await t.app.inject({ url: '/api/v1/brands' });
    const facets = await t.app.inject({ url: '/api/v1/products/facets' });
    return {
      listed: listing
        .json()
        .data.content.some((item: { id: number }) => item.id === lampId) as boolean,
      found: search
        .json()
        .data.content.some((item: { id: number }) => item.id === lampId) as boolean,
      productStatus: product.statusCode,
      inDirectory: names(directory).includes('Atlas Lamps'),
      inFacets: facets.body.includes('Atlas Lamps'),
    };
  };

  it('is for admins only and answers 404 for an unknown brand', () => expectAdminOnly(toggle));

  it('disables a brand: no login, no session, no product in the storefront; enabling brings them back', async () => {
    // the storefront's answers are kept in the response cache first
    expect(await storefront()).toEqual({
      listed: true,
      found: true,
      productStatus: 200,
      inDirectory: true,
      inFacets: true,
    });
    expect(
      (await t.app.inject({ url: `/api/v1/products/${world.lamp.id}` })).headers['x-cache'],
    ).toBe('hit');

    const off = await toggle(world.atlas.id);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: world.atlas.id, enabled: false });
    expect(off.json().message).toBe(
      'Brand deactivated: it cannot sign in and its products are hidden.',
    );
    expect(await storefront()).toEqual({
      listed: false,
      found: false,
      productStatus: 404,
      inDirectory: false,
      inFacets: false,
    });
    const session = await apiCall(t, 'GET', '/brands/me', world.headers.brandB);
    expect(session.statusCode).toBe(403);
    expect(session.json().errorCode).toBe('account_disabled');
    const door = await brandDoor();
    expect(door.statusCode).toBe(403);
    expect(door.json().errorCode).toBe('account_disabled');

    const on = await toggle(world.atlas.id);
    expect(on.json().data.enabled).toBe(true);
    expect(on.json().message).toBe('Brand activated: it can sign in and sell again.');
    expect(await storefront()).toEqual({
      listed: true,
      found: true,
      productStatus: 200,
      inDirectory: true,
      inFacets: true,
    });
    expect((await apiCall(t, 'GET', '/brands/me', world.headers.brandB)).statusCode).toBe(200);
    expect((await brandDoor()).statusCode).toBe(200);
  });

  it('answers in the caller’s language', async () => {
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/brands/toggle-status/${world.atlas.id}`,
      headers: { ...admin, 'accept-language': 'fr' },
    });
    expect(off.json().message).toBe(
      'Marque désactivée : elle ne peut plus se connecter et ses produits sont masqués.',
    );
    await toggle(world.atlas.id);
  });
});

describe('POST /brands/register, /brands/register-with-logo and /brands', () => {
  it('is for admins only, at every door', async () => {
    for (const headers of [{}, world.headers.amira, world.headers.brandA]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await apiCall(t, 'POST', '/brands/register', headers, newBrand())).statusCode).toBe(
        expected,
      );
      expect(
        (await postForm('/brands/register-with-logo', fields(newBrand()), headers)).statusCode,
      ).toBe(expected);
      expect((await postForm('/brands', fields(newBrand()), headers)).statusCode).toBe(expected);
    }
  });

  it('adds a brand with its logo and its login, and mails the login address but never the password', async () => {
    const response = await postForm('/brands/register-with-logo', [
      ...fields(newBrand({ language: 'fr' })),
      { name: 'logo', file: await png(800, 600) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const brand = response.json().data;
    expect(brand).toMatchObject({
      name: 'Sahara Ceramics',
      email: 'contact@sahara-ceramics.tn',
      loginEmail: 'contact@sahara-ceramics.tn',
      phoneNumber: '+216 75 123 456',
      websiteUrl: 'https://sahara-ceramics.tn',
      brandCategoryId: home.id,
      brandCategoryName: 'Home',
      enabled: true,
      productCount: 0,
      orderCount: 0,
    });
    expect(response.json().message).toBe(
      'Brand created. Its login details were emailed to the brand.',
    );
    expect(brand.logo).toMatch(/^\/uploads\/brands\/.+\.webp$/);
    const stored = await sharp(path.join(t.dataDir, brand.logo)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const [mail] = mailsTo(t, 'contact@sahara-ceramics.tn');
    expect(mail!.subject).toBe('Votre compte marque Souk est prêt');
    expect(mail!.text).toContain('contact@sahara-ceramics.tn');
    expect(mail!.text).toContain('http://souk.test/login');
    expect(mail!.text).not.toContain('Sahara2026');

    const [login_] = await t.db
      .select({ language: users.language, role: users.role })
      .from(users)
      .where(eq(users.email, 'contact@sahara-ceramics.tn'));
    expect(login_).toEqual({ language: 'fr', role: 'BRAND' });
    const headers = await login(t.app, 'contact@sahara-ceramics.tn', 'Sahara2026', BRAND_DOOR);
    expect((await apiCall(t, 'GET', '/brands/me', headers)).json().data.id).toBe(brand.id);
  });

  it('adds a brand through the JSON door and POST /brands, mailing in the admin’s language by default', async () => {
    const json = await apiCall(
      t,
      'POST',
      '/brands/register',
      { ...admin, 'accept-language': 'ar' },
      { ...newBrand({ name: 'Kairouan Rugs', email: 'rugs@kairouan.tn' }), categoryId: fashion.id },
    );
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().data).toMatchObject({ name: 'Kairouan Rugs', logo: null });
    expect(mailsTo(t, 'rugs@kairouan.tn')[0]!.subject).toBe('حساب علامتك التجارية في سوق جاهز');

    const multipart = await postForm('/brands', [
      ...fields(newBrand({ name: 'Djerba Olive', email: 'olive@djerba.tn', phoneNumber: '' })),
      { name: 'logo', file: await png(100, 100) },
    ]);
    expect(multipart.statusCode, multipart.body).toBe(201);
    expect(multipart.json().data).toMatchObject({ name: 'Djerba Olive', phoneNumber: null });
    expect(multipart.json().data.logo).toMatch(/\.webp$/);
    expect(mailsTo(t, 'olive@djerba.tn')[0]!.subject).toBe('Your Souk brand account is ready');

    const noLogo = await postForm(
      '/brands',
      fields(newBrand({ name: 'Tozeur Dates', email: 'dates@tozeur.tn' })),
    );
    expect(noLogo.statusCode).toBe(201);
  });

  it('shows a new brand in the public directory at once', async () => {
    const before = await t.app.inject({ url: '/api/v1/brands?size=50' });
    expect(names(before)).not.toContain('Gafsa Baskets');
    const added = await apiCall(t, 'POST', '/brands/register', admin, {
      ...newBrand({ name: 'Gafsa Baskets', email: 'baskets@gafsa.tn' }),
      categoryId: home.id,
    });
    expect(added.statusCode).toBe(201);
    expect(names(await t.app.inject({ url: '/api/v1/brands?size=50' }))).toContain('Gafsa Baskets');
  });

  it('requires the logo at the with-logo door, an image of at most 2 MB', async () => {
    const missing = await postForm(
      '/brands/register-with-logo',
      fields(newBrand({ name: 'No Logo', email: 'no@logo.tn', description: '' })),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      description: 'This field is required.',
      logo: "Please upload the brand's logo.",
    });
    const text = await postForm('/brands/register-with-logo', [
      ...fields(newBrand({ name: 'Text Logo', email: 'text@logo.tn' })),
      { name: 'logo', file: Buffer.from('hello'), filename: 'logo.txt', type: 'text/plain' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please upload an image file.');
    const disguised = await postForm('/brands/register-with-logo', [
      ...fields(newBrand({ name: 'Fake Logo', email: 'fake@logo.tn' })),
      { name: 'logo', file: Buffer.from('not a png at all') },
    ]);
    expect(disguised.statusCode).toBe(415);
    const huge = await postForm('/brands/register-with-logo', [
      ...fields(newBrand({ name: 'Huge Logo', email: 'huge@logo.tn' })),
      { name: 'logo', file: Buffer.alloc(2 * 1024 * 1024 + 1) },
    ]);
    expect(huge.statusCode).toBe(413);
    const created = await t.db
      .select({ id: brands.id })
      .from(brands)
      .where(sql`${brands.name} in ('No Logo', 'Text Logo', 'Fake Logo', 'Huge Logo')`);
    expect(created).toEqual([]);
  });

  it('checks every field with the shared rules of §5 "Add brand"', async () => {
    const response = await postForm(
      '/brands',
      fields({
        name: 'n'.repeat(101),
        email: 'nope',
        password: 'short',
        categoryId: 'x',
        description: 'd'.repeat(501),
        phoneNumber: '12',
        websiteUrl: 'not a site',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Must be at most 100 characters.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      categoryId: 'This value is not valid.',
      description: 'Description cannot exceed 500 characters (501 entered)',
      phoneNumber:
        'Phone must be 8 to 20 characters: digits, spaces, hyphens, parentheses and an optional leading +.',
      websiteUrl: 'Please enter a valid website address (https://...).',
    });
    const weak = await apiCall(t, 'POST', '/brands/register', admin, {
      ...newBrand({ name: 'Weak Shop', email: 'weak@shop.tn', password: 'Password1' }),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(
      'This password is too common and easy to guess. Please choose another.',
    );
    const unknownCategory = await apiCall(t, 'POST', '/brands/register', admin, {
      ...newBrand({ name: 'Ghost Shop', email: 'ghost@shop.tn' }),
      categoryId: 999999,
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().errors).toEqual({ categoryId: 'This value is not valid.' });
  });

  it('refuses a taken name (any case) or login email with 409, creating nothing', async () => {
    const name = await postForm(
      '/brands',
      fields(newBrand({ name: 'MEDINA threads', email: 'x@y.tn' })),
    );
    expect(name.statusCode).toBe(409);
    expect(name.json().errorCode).toBe('brand_name_taken');
    const email = await postForm(
      '/brands',
      fields(newBrand({ name: 'Another Shop', email: 'Shop-A@example.tn' })),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().errorCode).toBe('email_already_in_use');
    expect(await t.db.select().from(brands).where(eq(brands.name, 'Another Shop'))).toEqual([]);
    expect(mailsTo(t, 'x@y.tn')).toEqual([]);
  });
});

describe('DELETE /brands/delete/{id}', () => {
  const remove = (id: number, headers: Headers = admin) =>
    apiCall(t, 'DELETE', `/brands/delete/${id}`, headers);

  it('is for admins only and answers 404 for an unknown brand', () => expectAdminOnly(remove));

  it('deletes a brand without orders with its products, logo file, pictures and login', async () => {
    const added = await postForm('/brands/register-with-logo', [
      ...fields(newBrand({ name: 'Short Lived', email: 'short@lived.tn' })),
      { name: 'logo', file: await png(400, 400) },
    ]);
    const brand = added.json().data;
    const brandHeaders = await login(t.app, 'short@lived.tn', 'Sahara2026', BRAND_DOOR);
    const picture = await postForm(
      '/products/create-with-images',
      [
        ...fields({
          name: 'Blue Bowl',
          description: 'A bowl.',
          price: '20',
          quantity: '3',
          stockLevel: '3',
          sku: 'BOWL',
          barcode: '111',
          categoryId: String(world.shop.shirt.categoryId),
        }),
        { name: 'mainImage', file: await png(300, 300) },
      ],
      brandHeaders,
    );
    expect(picture.statusCode, picture.body).toBe(201);
    const imageUrl: string = picture.json().data.imageUrl;
    expect(existsSync(path.join(t.dataDir, imageUrl))).toBe(true);

    const response = await remove(brand.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Brand deleted with its products, logo and login.',
      data: { id: brand.id, outcome: 'deleted' },
    });
    expect(await t.db.select().from(brands).where(eq(brands.id, brand.id))).toEqual([]);
    expect(await t.db.select().from(products).where(eq(products.brandId, brand.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, 'short@lived.tn'))).toEqual([]);
    expect(existsSync(path.join(t.dataDir, brand.logo))).toBe(false);
    expect(existsSync(path.join(t.dataDir, imageUrl))).toBe(false);
    expect((await apiCall(t, 'GET', '/brands/me', brandHeaders)).statusCode).toBe(401);
  });

  it('anonymises a brand with orders instead: orders keep their items, the login is unusable', async () => {
    const own = {
      description: 'Brass lamps hammered in Fes.',
      logo: '/uploads/brands/atlas.webp',
      email: 'hello@atlas-lamps.tn',
      phoneNumber: '+216 71 222 333',
      websiteUrl: 'https://atlas-lamps.tn',
      links: [{ platform: 'instagram' as const, url: 'https://instagram.com/atlaslamps' }],
    };
    await t.db.update(brands).set(own).where(eq(brands.id, world.atlas.id));
    const order = await placeOrder(t, world.headers.amira, [{ productId: world.lamp.id }]);
    const response = await apiCall(t, 'DELETE', `/brands/delete/${world.atlas.id}`, {
      ...admin,
      'accept-language': 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: world.atlas.id, outcome: 'anonymised' });
    expect(response.json().message).toMatch(/anonymisée/);

    const [row] = await t.db.select().from(brands).where(eq(brands.id, world.atlas.id));
    expect(row).toMatchObject({ name: `Removed brand #${world.atlas.id}`, enabled: false });
    expect(row!.anonymisedAt).toBeInstanceOf(Date);
    // nothing of the brand's own name and details is left on its row
    const kept = JSON.stringify(row);
    for (const detail of ['Atlas Lamps', 'Fes', 'atlas-lamps', '71 222 333', 'atlaslamps'])
      expect(kept).not.toContain(detail);
    const logins = await t.db.select().from(users).where(eq(users.brandId, world.atlas.id));
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ enabled: false });
    expect(logins[0]!.email).toMatch(/@anonymised\.invalid$/);
    expect(logins[0]!.anonymisedAt).toBeInstanceOf(Date);
    const lamp = await t.db.select().from(products).where(eq(products.id, world.lamp.id));
    expect(lamp[0]!.active).toBe(false);

    // the old login is gone, its session too
    const door = await tryLogin(t.app, 'shop-b@example.tn', undefined, BRAND_DOOR);
    expect(door.statusCode).toBe(404);
    expect((await apiCall(t, 'GET', '/brands/me', world.headers.brandB)).statusCode).toBe(403);

    // the customer's order keeps its item as bought
    const mine = await apiCall(t, 'GET', `/orders/${order.id}`, world.headers.amira);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json().data)).toContain('Brass Lamp');

    // gone from the admin list, and from the calls that name it
    expect(names(await list('?size=50'))).not.toContain(`Removed brand #${world.atlas.id}`);
    expect((await remove(world.atlas.id)).statusCode).toBe(404);
    expect(
      (await apiCall(t, 'PATCH', `/brands/toggle-status/${world.atlas.id}`, admin)).statusCode,
    ).toBe(404);
  });
});
