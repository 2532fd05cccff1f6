import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { seedCatalogue } from '../../test/catalogue-fixture';
import {
  buildTestApp,
  login,
  TEST_PASSWORD,
  type TestApp,
  multipartBody,
  type FormPart,
} from '../../test/helper';
import { apiCall, signedIn, type Headers } from '../../test/order-fixture';

/**
 * The brand's settings (dashboards §5 "Brand settings", "Brand password change"; §7 "Brand
 * account"): PATCH /brands/update-profile, PATCH /brands/change-password, and the admins' POST
 * /brands/register.
 */

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let medinaShop: Headers;
let carthageShop: Headers;
let admin: Headers;
let customer: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await seedCatalogue(t.db);
  const { medina, carthage } = catalogue.brands;
  medinaShop = (await signedIn(t, { email: 'shop@medina.tn', role: 'BRAND', brandId: medina.id }))
    .headers;
  carthageShop = (
    await signedIn(t, { email: 'shop@carthage.tn', role: 'BRAND', brandId: carthage.id })
  ).headers;
  admin = (await signedIn(t, { email: 'admin@souk.test', role: 'ADMIN' })).headers;
  customer = (await signedIn(t, { email: 'customer@souk.test' })).headers;
});
afterAll(() => t.close());

function updateProfile(headers: Headers, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/brands/update-profile',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

const brandRow = async (id: number) =>
  (await t.db.select().from(brands).where(eq(brands.id, id)))[0]!;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

describe('PATCH /brands/update-profile', () => {
  beforeEach(async () => {
    // every test starts from the same profile of Carthage Home
    await t.db
      .update(brands)
      .set({
        name: 'Carthage Home',
        description: 'Furniture from Carthage.',
        email: 'hello@carthage.tn',
        phoneNumber: '+216 71 000 000',
        websiteUrl: 'https://carthage.tn',
        links: [{ platform: 'facebook', url: 'https://facebook.com/carthage' }],
        logo: null,
      })
      .where(eq(brands.id, catalogue.brands.carthage.id));
  });

  it('changes only the non-empty fields and answers the own brand as /brands/me does', async () => {
    const response = await updateProfile(
      carthageShop,
      fields({
        name: '',
        description: 'Handmade furniture, from Carthage to your home.',
        email: '',
        phoneNumber: '   ',
        websiteUrl: 'www.carthage-home.tn',
      }),
    );
    expect(response.statusCode).toBe(200);
    const brand = response.json().data;
    expect(brand).toMatchObject({
      id: catalogue.brands.carthage.id,
      name: 'Carthage Home',
      description: 'Handmade furniture, from Carthage to your home.',
      email: 'hello@carthage.tn',
      phoneNumber: '+216 71 000 000',
      // an address typed without a scheme is taken as https
      websiteUrl: 'https://www.carthage-home.tn',
      links: [{ platform: 'facebook', url: 'https://facebook.com/carthage' }],
      user: { email: 'shop@carthage.tn', role: 'BRAND' },
    });
    const me = await apiCall(t, 'GET', '/brands/me', carthageShop);
    expect(me.json().data).toEqual(brand);
  });

  it('replaces the links with the list given ([] removes them) and empties what `clear` names', async () => {
    const links = [
      { platform: 'instagram', url: 'https://instagram.com/carthage' },
      { platform: 'twitter', url: 'twitter.com/carthage' },
    ];
    const replaced = await updateProfile(
      carthageShop,
      fields({ linksJson: JSON.stringify(links), clear: 'phoneNumber,websiteUrl,email' }),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.links).toEqual([
      { platform: 'instagram', url: 'https://instagram.com/carthage' },
      { platform: 'twitter', url: 'https://twitter.com/carthage' },
    ]);
    expect(replaced.json().data).toMatchObject({
      phoneNumber: null,
      websiteUrl: null,
      email: null,
    });

    // the spec's client appends the list under both names; a blank address drops its link
    const both = JSON.stringify([
      { platform: 'twitter', url: 'https://x.com/carthage' },
      { platform: 'facebook', url: '' },
    ]);
    const again = await updateProfile(carthageShop, fields({ links: both, linksJson: both }));
    expect(again.json().data.links).toEqual([
      { platform: 'twitter', url: 'https://x.com/carthage' },
    ]);

    const removed = await updateProfile(carthageShop, fields({ links: '[]' }));
    expect(removed.json().data.links).toEqual([]);
  });

  it('also takes a JSON body without a logo', async () => {
    const response = await apiCall(t, 'PATCH', '/brands/update-profile', carthageShop, {
      description: 'From JSON.',
      phoneNumber: null,
      links: [{ platform: 'facebook', url: 'https://facebook.com/carthage.home' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      description: 'From JSON.',
      phoneNumber: '+216 71 000 000',
      links: [{ platform: 'facebook', url: 'https://facebook.com/carthage.home' }],
    });
  });

  it('refuses each invalid field with its message, and changes nothing', async () => {
    const response = await updateProfile(
      carthageShop,
      fields({
        name: 'N'.repeat(101),
        description: 'd'.repeat(612),
        email: 'not-an-address',
        phoneNumber: '12-34',
        websiteUrl: 'javascript:alert(1)',
        links: JSON.stringify([
          { platform: 'facebook', url: 'not a web address' },
          { platform: 'instagram', url: 'ftp://instagram.com/x' },
          { platform: 'twitter', url: 'localhost' },
        ]),
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('validation_failed');
    expect(body.errors).toEqual({
      name: 'Must be at most 100 characters.',
      description: 'Description exceeds limit: 612/500 characters',
      email: 'Please enter a valid email address.',
      phoneNumber:
        'Phone must be 8 to 20 characters: digits, spaces, hyphens, parentheses and an optional leading +.',
      websiteUrl: 'Please enter a valid website address (https://...).',
      'links.0.url': 'Please enter a valid Facebook address (https://facebook.com/...).',
      'links.1.url': 'Please enter a valid Instagram address (https://instagram.com/...).',
      'links.2.url': 'Please enter a valid Twitter address (https://twitter.com/...).',
    });
    expect((await brandRow(catalogue.brands.carthage.id)).name).toBe('Carthage Home');
  });

  it('answers in the caller’s language, the description’s count included', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/brands/update-profile',
      headers: { ...carthageShop, 'accept-language': 'fr' },
      payload: { description: 'd'.repeat(501) },
    });
    expect(response.json().errors.description).toBe(
      'La description dépasse la limite : 501/500 caractères',
    );
  });

  it('accepts a phone of 8 to 20 digits, spaces, hyphens or parentheses with an optional plus', async () => {
    for (const phone of ['+216 (71) 123-456', '71123456', '+216 71 123 456 7890']) {
      const response = await updateProfile(carthageShop, fields({ phoneNumber: phone }));
      expect(response.statusCode, phone).toBe(200);
      expect(response.json().data.phoneNumber).toBe(phone);
    }
    for (const phone of ['7112345', '+216 71 123 456 789 012', '+216.71.123.456', '((((((((']) {
      const response = await updateProfile(carthageShop, fields({ phoneNumber: phone }));
      expect(response.statusCode, phone).toBe(400);
    }
  });

  it('refuses one link per network twice, an unknown network and a list that is not JSON', async () => {
    const twice = JSON.stringify([
      { platform: 'facebook', url: 'https://facebook.com/a' },
      { platform: 'facebook', url: 'https://facebook.com/b' },
    ]);
    for (const links of [twice, '[{"platform":"tiktok","url":"https://tiktok.com/a"}]', '{oops']) {
      const response = await updateProfile(carthageShop, fields({ links }));
      expect(response.statusCode, links).toBe(400);
      expect(response.json().errorCode).toBe('validation_failed');
    }
  });

  it('keeps brand names unique, whatever their case (409 brand_name_taken)', async () => {
    const response = await updateProfile(carthageShop, fields({ name: 'medina threads' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'brand_name_taken',
      message: 'Another brand already has this name.',
      errors: { name: 'Another brand already has this name.' },
    });
    // its own name in another case is not "taken"
    const own = await updateProfile(carthageShop, fields({ name: 'CARTHAGE HOME' }));
    expect(own.statusCode).toBe(200);
    expect(own.json().data.name).toBe('CARTHAGE HOME');
  });

  it('stores the logo as a 400 px square WebP and removes the one it replaces', async () => {
    const first = await updateProfile(carthageShop, [
      { name: 'logo', file: await png(900, 600), filename: 'logo.png', type: 'image/png' },
    ]);
    expect(first.statusCode).toBe(200);
    const logo: string = first.json().data.logo;
    expect(logo).toMatch(/^\/uploads\/brands\/.+\.webp$/);
    const file = path.join(t.dataDir, 'uploads', logo.replace('/uploads/', ''));
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);

    const second = await updateProfile(carthageShop, [
      { name: 'logo', file: await png(500, 500), filename: 'new.jpg', type: 'image/jpeg' },
    ]);
    expect(second.json().data.logo).not.toBe(logo);
    expect(existsSync(file)).toBe(false);
  });

  it('judges the logo by its content (415) and its size (413), and keeps the profile', async () => {
    const text = await updateProfile(carthageShop, [
      { name: 'name', value: 'Renamed Anyway' },
      {
        name: 'logo',
        file: Buffer.from('this is a text file, not a picture'),
        filename: 'logo.png',
        type: 'image/png',
      },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().errorCode).toBe('unsupported_media_type');

    const pdf = await updateProfile(carthageShop, [
      {
        name: 'logo',
        file: Buffer.from('%PDF-1.4'),
        filename: 'logo.pdf',
        type: 'application/pdf',
      },
    ]);
    expect(pdf.statusCode).toBe(415);

    const large = await updateProfile(carthageShop, [
      {
        name: 'logo',
        file: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
        filename: 'big.png',
        type: 'image/png',
      },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json().errorCode).toBe('payload_too_large');
    const row = await brandRow(catalogue.brands.carthage.id);
    expect([row.name, row.logo]).toEqual(['Carthage Home', null]);
  });

  it('after a rename the storefront finds the brand’s products by the new name, and its page shows the profile', async () => {
    const before = await apiCall(t, 'GET', '/products/search?query=Zitouna', {});
    expect(before.json().data.totalElements).toBe(0);

    const response = await updateProfile(
      carthageShop,
      fields({
        name: 'Zitouna Woodworks',
        description: 'Olive wood furniture.',
        links: JSON.stringify([{ platform: 'instagram', url: 'https://instagram.com/zitouna' }]),
      }),
    );
    expect(response.statusCode).toBe(200);

    const found = await apiCall(t, 'GET', '/products/search?query=Zitouna', {});
    const names = found.json().data.content.map((product: { name: string }) => product.name);
    expect(names).toEqual(expect.arrayContaining(['Oak Standing Desk', 'Bamboo Notebook']));

    const page = await apiCall(t, 'GET', `/brands/${catalogue.brands.carthage.id}`, {});
    expect(page.json().data).toMatchObject({
      name: 'Zitouna Woodworks',
      description: 'Olive wood furniture.',
      links: [{ platform: 'instagram', url: 'https://instagram.com/zitouna' }],
    });
    const directory = await apiCall(t, 'GET', '/brands?search=Zitouna', {});
    expect(directory.json().data.content.map((b: { id: number }) => b.id)).toEqual([
      catalogue.brands.carthage.id,
    ]);
    const [login] = await t.db.select().from(users).where(eq(users.email, 'shop@carthage.tn'));
    expect(login!.companyName).toBe('Zitouna Woodworks');
  });

  it('changes the token’s brand only: no brand id is read from the request', async () => {
    const medinaBefore = await brandRow(catalogue.brands.medina.id);
    const response = await updateProfile(
      carthageShop,
      fields({
        id: String(catalogue.brands.medina.id),
        brandId: String(catalogue.brands.medina.id),
        description: 'Written by Carthage Home.',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(catalogue.brands.carthage.id);
    expect(await brandRow(catalogue.brands.medina.id)).toEqual(medinaBefore);
    const query = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/brands/update-profile?brandId=${catalogue.brands.medina.id}`,
      headers: medinaShop,
      payload: { description: 'Medina’s own words.' },
    });
    expect(query.json().data.id).toBe(catalogue.brands.medina.id);
    expect((await brandRow(catalogue.brands.carthage.id)).description).toBe(
      'Written by Carthage Home.',
    );
  });

  it('is for brand logins only', async () => {
    const body = { description: 'Nope.' };
    expect((await apiCall(t, 'PATCH', '/brands/update-profile', {}, body)).statusCode).toBe(401);
    expect((await apiCall(t, 'PATCH', '/brands/update-profile', customer, body)).statusCode).toBe(
      403,
    );
    expect((await apiCall(t, 'PATCH', '/brands/update-profile', admin, body)).statusCode).toBe(403);
  });
});

describe('PATCH /brands/change-password', () => {
  let shop: Headers;
  beforeAll(async () => {
    shop = (
      await signedIn(t, {
        email: 'password@medina.tn',
        role: 'BRAND',
        brandId: catalogue.brands.medina.id,
      })
    ).headers;
  });
  const change = (body: object) => apiCall(t, 'PATCH', '/brands/change-password', shop, body);

  it('refuses a wrong current password with its code', async () => {
    const response = await change({ oldPassword: 'Wrong2026x', newPassword: 'Jasmin2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'wrong_password',
      message: 'Your current password is not correct.',
    });
  });

  it('refuses a new password shorter than 8 (the brand minimum) or too weak', async () => {
    const short = await change({ oldPassword: TEST_PASSWORD, newPassword: 'Ab1cdef' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.newPassword).toBe('Password must be at least 8 characters.');
    const weak = await change({ oldPassword: TEST_PASSWORD, newPassword: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toMatch(/uppercase letter and a digit/);
  });

  it('changes the password: the brand door takes the new one, not the old', async () => {
    const response = await change({ oldPassword: TEST_PASSWORD, newPassword: 'Jasmin2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const door = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/brands/authenticate',
        payload: { email: 'password@medina.tn', password },
      });
    expect((await door('Jasmin2026')).statusCode).toBe(200);
    expect((await door(TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe('POST /brands/register', () => {
  const newBrand = () => ({
    name: 'Sahara Ceramics',
    email: 'Contact@Sahara-Ceramics.tn',
    password: 'Sahara2026',
    phoneNumber: '+216 75 123 456',
    categoryId: catalogue.brandCategories.home.id,
    description: 'Hand-painted ceramics from Nabeul.',
    websiteUrl: 'https://sahara-ceramics.tn',
  });
  const register = (headers: Headers, body: object) =>
    apiCall(t, 'POST', '/brands/register', headers, body);

  it('is for admins only', async () => {
    expect((await register({}, newBrand())).statusCode).toBe(401);
    expect((await register(customer, newBrand())).statusCode).toBe(403);
    expect((await register(carthageShop, newBrand())).statusCode).toBe(403);
  });

  it('creates the brand and its verified login, which signs in at the brand door', async () => {
    const response = await register(admin, newBrand());
    expect(response.statusCode).toBe(201);
    const brand = response.json().data;
    expect(brand).toMatchObject({
      name: 'Sahara Ceramics',
      email: 'contact@sahara-ceramics.tn',
      phoneNumber: '+216 75 123 456',
      brandCategoryId: catalogue.brandCategories.home.id,
      brandCategoryName: 'Home',
      enabled: true,
      links: [],
    });
    const headers = await login(
      t.app,
      'contact@sahara-ceramics.tn',
      'Sahara2026',
      '/api/v1/brands/authenticate',
    );
    const me = await apiCall(t, 'GET', '/brands/me', headers);
    expect(me.json().data).toMatchObject({
      id: brand.id,
      name: 'Sahara Ceramics',
      user: { email: 'contact@sahara-ceramics.tn', role: 'BRAND', brandId: brand.id },
    });
  });

  it('answers 409 when the name or the email is taken, creating nothing', async () => {
    const name = await register(admin, { ...newBrand(), name: 'MEDINA THREADS', email: 'x@y.tn' });
    expect(name.statusCode).toBe(409);
    expect(name.json().errorCode).toBe('brand_name_taken');
    const email = await register(admin, {
      ...newBrand(),
      name: 'Another Shop',
      email: 'shop@medina.tn',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().errorCode).toBe('email_already_in_use');
    const rows = await t.db.select().from(brands).where(eq(brands.name, 'Another Shop'));
    expect(rows).toEqual([]);
  });

  it('checks every field with the shared rules', async () => {
    const response = await register(admin, {
      name: '',
      email: 'nope',
      password: 'short',
      categoryId: 'x',
      description: 'd'.repeat(501),
      websiteUrl: 'not a site',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      name: 'This field is required.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters.',
      categoryId: 'This value is not valid.',
      description: 'Description cannot exceed 500 characters (501 entered)',
      websiteUrl: 'Please enter a valid website address (https://...).',
    });
    const unknownCategory = await register(admin, {
      ...newBrand(),
      name: 'Ghost Shop',
      email: 'ghost@shop.tn',
      categoryId: 999999,
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().errors).toEqual({ categoryId: 'This value is not valid.' });
  });
});
