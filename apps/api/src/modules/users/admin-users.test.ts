import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@souk/shared/errors';
import { MESSAGES } from '@souk/shared/messages';
import {
  adminCustomerSchema,
  type AdminCustomer,
  type AdminCustomerPage,
} from '@souk/shared/responses/admin-users';
import { users } from '../../db/schema/accounts';
import { reviews } from '../../db/schema/catalogue';
import { alerts, cartItems, carts, orders, wishlistItems } from '../../db/schema/commerce';
import { newsletterSubscribers } from '../../db/schema/support';
import {
  buildTestApp,
  createAccount,
  login,
  pageShape,
  tryLogin,
  type TestApp,
} from '../../test/helper';
import {
  apiCall,
  mailsTo,
  orderWorld,
  placeOrder,
  signedIn,
  type Account,
  type Headers,
} from '../../test/order-fixture';

/**
 * The admin's customers (dashboards §2 "Customers", §4, §7 "Users and customers"; issue 13 part 2).
 *
 * The people: amira (French) and karim from the order world, both with orders later on; zara,
 * disabled, registered 40 days ago; youssef, 10 days ago, with a phone; nour, just before this
 * month began in Tunisia; rim, just after; an account anonymised earlier; an admin, a second
 * admin, brand logins.
 */

let t: TestApp;
let world: Awaited<ReturnType<typeof orderWorld>>;
let admin: Headers;
let zara: Account;
let youssef: Account;
let nour: Account;
let rim: Account;
let otherAdmin: Account;
let anonymisedId: number;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** The first instant of this month in Tunisia (UTC+1 all year since 2009), computed apart. */
function tunisMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 3_600_000);
}

const get = (url: string, headers: Headers = admin) => apiCall(t, 'GET', url, headers);

async function page(url: string): Promise<AdminCustomerPage> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const emails = (list: { email: string }[]) => list.map((c) => c.email);

/** Every customer row, read straight from the table: the independent side of each check. */
async function customerRows() {
  const rows = await t.db.select().from(users);
  return rows.filter((row) => row.role === 'CUSTOMER' && row.anonymisedAt === null);
}

const newestFirst = (a: { registrationDate: Date; id: number }, b: typeof a) =>
  b.registrationDate.getTime() - a.registrationDate.getTime() || b.id - a.id;

beforeAll(async () => {
  t = await buildTestApp();
  world = await orderWorld(t);
  admin = world.headers.admin;
  zara = await signedIn(t, {
    email: 'zara.haddad@example.tn',
    firstname: 'Zara',
    lastname: 'Haddad',
    phoneNumber: '+21655111222',
    registrationDate: daysAgo(40),
  });
  await t.db.update(users).set({ enabled: false }).where(eq(users.id, zara.id));
  youssef = await signedIn(t, {
    email: 'youssef@example.tn',
    firstname: 'Youssef',
    lastname: 'Mansour',
    phoneNumber: '+21698765432',
    address: '5 Avenue Habib Bourguiba',
    registrationDate: daysAgo(10),
  });
  const monthStart = tunisMonthStart();
  nour = await signedIn(t, {
    email: 'nour@example.tn',
    firstname: 'Nour',
    registrationDate: new Date(monthStart.getTime() - 3_600_000),
  });
  rim = await signedIn(t, {
    email: 'rim@example.tn',
    firstname: 'Rim',
    registrationDate: new Date(monthStart.getTime() + 3_600_000),
  });
  otherAdmin = await signedIn(t, { email: 'second-admin@example.tn', role: 'ADMIN' });
  const gone = await createAccount(t.db, {
    email: 'deleted-earlier@deleted.souk.invalid',
    firstname: null,
    lastname: null,
    enabled: false,
    anonymisedAt: daysAgo(3),
  });
  anonymisedId = gone.id;
});
afterAll(() => t.close());

describe('GET /users/statistics', () => {
  it('counts customers, active ones and this month’s (Tunis), as the table says', async () => {
    const rows = await customerRows();
    const monthStart = tunisMonthStart();
    const response = await get('/users/statistics');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        totalCustomers: rows.length,
        activeCustomers: rows.filter((row) => row.enabled).length,
        newCustomersThisMonth: rows.filter((row) => row.registrationDate >= monthStart).length,
      },
    });
    // amira, karim, zara, youssef, nour, rim: never the admins, brand logins or the anonymised.
    expect(response.json().data.totalCustomers).toBe(6);
    expect(response.json().data.activeCustomers).toBe(5);
  });

  it('gives satisfaction as the share of reviews rated 4 or more, null without reviews', async () => {
    expect((await get('/users/statistics')).json().data).toMatchObject({
      satisfactionPercentage: null,
      reviewCount: 0,
    });
    const { shop, lamp } = world;
    const ratings: Array<[number, number, number]> = [
      [world.people.amira.id, shop.mug.id, 5],
      [world.people.karim.id, shop.mug.id, 4],
      [youssef.id, shop.mug.id, 2],
      [youssef.id, lamp.id, 3],
      [zara.id, lamp.id, 4],
      [nour.id, lamp.id, 5],
    ];
    await t.db.insert(reviews).values(
      ratings.map(([userId, productId, rating]) => ({
        userId,
        productId,
        rating,
        comment: 'Fine.',
      })),
    );
    const rated = await t.db.select({ rating: reviews.rating }).from(reviews);
    const satisfied = rated.filter((review) => review.rating >= 4).length;
    const data = (await get('/users/statistics')).json().data;
    expect(data.reviewCount).toBe(rated.length);
    expect(data.satisfactionPercentage).toBe(Math.round((satisfied / rated.length) * 1000) / 10);
    expect(data.satisfactionPercentage).toBe(66.7);
  });

  it('is for admins only', async () => {
    expect((await get('/users/statistics', {})).statusCode).toBe(401);
    expect((await get('/users/statistics', world.headers.amira)).statusCode).toBe(403);
    expect((await get('/users/statistics', world.headers.brandA)).statusCode).toBe(403);
  });
});

describe('GET /users/paged and its filters', () => {
  it('answers a page of customers, newest first, 5 by default, in the spec’s shape', async () => {
    const rows = (await customerRows()).sort(newestFirst);
    const data = await page('/users/paged');
    expect(data).toMatchObject(pageShape(rows.length, 0, 5));
    expect(emails(data.content)).toEqual(emails(rows.slice(0, 5)));
    const second = await page('/users/paged?page=1&size=5');
    expect(emails(second.content)).toEqual(emails(rows.slice(5, 10)));
    for (const customer of data.content) {
      expect(adminCustomerSchema.strict().safeParse(customer).success).toBe(true);
      expect(customer).not.toHaveProperty('passwordHash');
      expect(customer).not.toHaveProperty('password');
    }
  });

  it('describes each customer as the admin table needs them', async () => {
    const data = await page('/users/paged?search=youssef');
    expect(data.content).toEqual([
      {
        id: youssef.id,
        firstname: 'Youssef',
        lastname: 'Mansour',
        email: 'youssef@example.tn',
        phoneNumber: '+21698765432',
        address: '5 Avenue Habib Bourguiba',
        city: null,
        registrationDate: expect.any(String),
        lastLogin: expect.any(String),
        profilePicture: null,
        enabled: true,
        emailVerified: true,
        language: 'en',
        orderCount: 0,
      } satisfies AdminCustomer,
    ]);
  });

  it('never lists admins, brand logins or anonymised accounts', async () => {
    const listed = emails((await page('/users/paged?size=50')).content);
    expect(listed).not.toContain('admin@example.tn');
    expect(listed).not.toContain('second-admin@example.tn');
    expect(listed).not.toContain('shop-a@example.tn');
    expect(listed.some((email) => email.endsWith('.invalid'))).toBe(false);
    expect(listed).toHaveLength((await customerRows()).length);
  });

  it('filters active, inactive and new (registered in the last 30 days) customers', async () => {
    const rows = (await customerRows()).sort(newestFirst);
    const since = daysAgo(30);
    const cases: Array<[string, typeof rows]> = [
      ['/users/active/paged', rows.filter((row) => row.enabled)],
      ['/users/inactive/paged', rows.filter((row) => !row.enabled)],
      ['/users/new/paged', rows.filter((row) => row.registrationDate >= since)],
    ];
    for (const [url, expected] of cases) {
      const data = await page(`${url}?size=50`);
      expect(emails(data.content), url).toEqual(emails(expected));
      expect(data.totalElements).toBe(expected.length);
    }
    expect(emails((await page('/users/inactive/paged')).content)).toEqual([
      'zara.haddad@example.tn',
    ]);
    expect(emails((await page('/users/new/paged?size=50')).content)).not.toContain(
      'zara.haddad@example.tn',
    );
  });

  it('searches first, last and full names, email and phone, in any case', async () => {
    const found = async (search: string) =>
      emails((await page(`/users/paged?search=${encodeURIComponent(search)}`)).content);
    expect(await found('zara')).toEqual(['zara.haddad@example.tn']);
    expect(await found('HADDAD')).toEqual(['zara.haddad@example.tn']);
    expect(await found('Zara Haddad')).toEqual(['zara.haddad@example.tn']);
    expect(await found('youssef@example')).toEqual(['youssef@example.tn']);
    expect(await found('55 111')).toEqual(['zara.haddad@example.tn']);
    expect(await found('+216987')).toEqual(['youssef@example.tn']);
    expect(await found('nobody-like-this')).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    // A search within a filter: zara is inactive.
    expect((await page('/users/active/paged?search=zara')).content).toEqual([]);
  });

  it('sorts by each column, both ways, missing values last', async () => {
    const rows = await customerRows();
    const text = (value: string | null) => value?.toLowerCase() ?? null;
    const orderings: Array<[string, (row: (typeof rows)[number]) => string | number | null]> = [
      ['registrationDate', (row) => row.registrationDate.getTime()],
      ['firstname', (row) => text(row.firstname)],
      ['lastname', (row) => text(row.lastname)],
      ['email', (row) => row.email],
      ['lastLogin', (row) => row.lastLogin?.getTime() ?? null],
      ['id', (row) => row.id],
    ];
    for (const [sortBy, key] of orderings) {
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...rows].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          if (x === y) return sign * (a.id - b.id);
          if (x === null) return 1;
          if (y === null) return -1;
          return sign * (x < y ? -1 : 1);
        });
        const data = await page(`/users/paged?size=50&sortBy=${sortBy}&direction=${direction}`);
        expect(emails(data.content), `${sortBy} ${direction}`).toEqual(emails(expected));
      }
    }
  });

  it('refuses a sort column, size or page outside the rules', async () => {
    for (const query of [
      'sortBy=constructor',
      'sortBy=__proto__',
      'sortBy=password_hash',
      'direction=sideways',
      'size=0',
      'size=101',
      'page=-1',
      `search=${'x'.repeat(201)}`,
    ]) {
      const response = await get(`/users/paged?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('validation_failed');
    }
  });

  it('answers an empty page past the last one, with the total', async () => {
    const data = await page('/users/paged?page=40&size=10');
    expect(data.content).toEqual([]);
    expect(data.totalElements).toBe((await customerRows()).length);
  });

  it('is for admins only', async () => {
    for (const url of ['/users/paged', '/users/active/paged', '/users/new/paged', '/users']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, world.headers.karim)).statusCode, url).toBe(403);
      expect((await get(url, world.headers.brandB)).statusCode, url).toBe(403);
    }
  });
});

describe('GET /users and GET /users/{id}', () => {
  it('lists every customer, newest first', async () => {
    const response = await get('/users');
    expect(response.statusCode).toBe(200);
    const rows = (await customerRows()).sort(newestFirst);
    expect(emails(response.json().data)).toEqual(emails(rows));
  });

  it('answers one customer, and 404 for anyone else', async () => {
    const response = await get(`/users/${zara.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: zara.id, enabled: false, lastname: 'Haddad' });
    for (const id of [999999, anonymisedId, world.people.admin.id, world.people.brandA.id]) {
      const missing = await get(`/users/${id}`);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json().errorCode).toBe('user_not_found');
    }
    expect((await get('/users/abc')).statusCode).toBe(400);
  });
});

describe('POST /users/create', () => {
  const payload = {
    firstname: 'Salma',
    lastname: 'Gharbi',
    email: 'Salma.Gharbi@example.tn',
    phoneNumber: '+216 20 333 444',
    address: '3 Rue de Carthage',
    password: 'Jasmin-Rouge-77',
    language: 'ar',
  };

  it('creates a customer who can log in, and welcomes them in their language without the password', async () => {
    const response = await apiCall(t, 'POST', '/users/create', admin, payload);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data as AdminCustomer;
    expect(created).toMatchObject({
      firstname: 'Salma',
      lastname: 'Gharbi',
      email: 'salma.gharbi@example.tn',
      phoneNumber: '+21620333444',
      address: '3 Rue de Carthage',
      enabled: true,
      language: 'ar',
      orderCount: 0,
    });
    expect(response.json()).not.toHaveProperty('data.passwordHash');
    const [welcome] = mailsTo(t, 'salma.gharbi@example.tn');
    expect(welcome?.subject).toBe('حسابك في سوق جاهز');
    expect(welcome?.text).toContain('salma.gharbi@example.tn');
    expect(welcome?.text).toContain('http://souk.test/forgot-password');
    expect(welcome?.text).not.toContain(payload.password);
    await login(t.app, 'salma.gharbi@example.tn', payload.password);
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ role: 'CUSTOMER', emailVerified: true });
    expect(row!.passwordHash).not.toContain(payload.password);
  });

  it('refuses an email or phone already in use, as sign-up does', async () => {
    const taken = await apiCall(t, 'POST', '/users/create', admin, {
      ...payload,
      email: 'karim@example.tn',
      phoneNumber: undefined,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'email_already_in_use',
      errors: { email: MESSAGES.en.email_already_in_use },
    });
    const phone = await apiCall(t, 'POST', '/users/create', admin, {
      ...payload,
      email: 'another@example.tn',
      phoneNumber: '+21655111222',
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().errorCode).toBe('phone_already_in_use');
  });

  it('validates names, email and the password policy', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstname: '' }, 'firstname', 'name_too_short'],
      [{ firstname: 'http://x.y' }, 'firstname', 'invalid_name'],
      [{ email: 'not-an-email' }, 'email', 'invalid_email'],
      [{ password: 'short1A' }, 'password', 'password_too_short'],
      [{ password: 'alllowercase1' }, 'password', 'password_weak'],
      [{ password: 'Password1' }, 'password', 'password_common'],
      [{ phoneNumber: 'call me' }, 'phoneNumber', 'invalid_phone'],
      [{ language: 'de' }, 'language', ''],
    ];
    for (const [change, field, code] of cases) {
      const response = await apiCall(t, 'POST', '/users/create', admin, {
        ...payload,
        email: 'nadia@example.tn',
        phoneNumber: undefined,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      if (code) {
        expect(response.json().errors?.[field], JSON.stringify(change)).toBe(
          MESSAGES.en[code as keyof (typeof MESSAGES)['en']],
        );
      }
    }
    const isEmail = await apiCall(t, 'POST', '/users/create', admin, {
      ...payload,
      email: 'mehdi@example.tn',
      phoneNumber: undefined,
      password: 'mehdi@example.tn',
    });
    expect(isEmail.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const response = await apiCall(t, 'POST', '/users/create', world.headers.karim, payload);
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT and PATCH /users/update/{id} by an admin', () => {
  it('changes any customer’s details, with either method', async () => {
    for (const method of ['PATCH', 'PUT'] as const) {
      const response = await apiCall(t, method, `/users/update/${youssef.id}`, admin, {
        id: youssef.id,
        firstname: method === 'PATCH' ? 'Youssef' : 'Youssof',
        lastname: 'Mansour',
        address: `${method} 7 Rue de Rome`,
        phoneNumber: '+216 98 765 432',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const shown = (await get(`/users/${youssef.id}`)).json().data;
    expect(shown).toMatchObject({
      firstname: 'Youssof',
      address: 'PUT 7 Rue de Rome',
      phoneNumber: '+21698765432',
    });
  });

  it('refuses another customer’s email, and a customer editing someone else', async () => {
    const taken = await apiCall(t, 'PATCH', `/users/update/${youssef.id}`, admin, {
      email: 'karim@example.tn',
    });
    expect(taken.statusCode).toBe(409);
    const other = await apiCall(t, 'PATCH', `/users/update/${youssef.id}`, world.headers.karim, {
      firstname: 'Hacker',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('PATCH /users/toggle-status/{id}', () => {
  it('disables a customer: their open session and their login are refused; enabling lets them back', async () => {
    const karim = world.people.karim;
    expect((await get('/users/me', karim.headers)).statusCode).toBe(200);
    const off = await apiCall(t, 'PATCH', `/users/toggle-status/${karim.id}`, {
      ...admin,
      'accept-language': 'fr',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Le compte est inactif : le client est déconnecté et ne peut plus se connecter.',
      data: { id: karim.id, enabled: false },
    });
    const session = await get('/users/me', karim.headers);
    expect(session.statusCode).toBe(403);
    expect(session.json().errorCode).toBe('account_disabled');
    const refused = await tryLogin(t.app, 'karim@example.tn');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('account_disabled');
    expect(emails((await page('/users/inactive/paged?size=50')).content)).toContain(
      'karim@example.tn',
    );

    const on = await apiCall(t, 'PATCH', `/users/toggle-status/${karim.id}`, admin);
    expect(on.json().data.enabled).toBe(true);
    expect((await get('/users/me', karim.headers)).statusCode).toBe(200);
    await login(t.app, 'karim@example.tn');
  });

  it('sets the status when told, so that repeating the choice changes nothing', async () => {
    for (let twice = 0; twice < 2; twice++) {
      const response = await apiCall(t, 'PATCH', `/users/toggle-status/${rim.id}`, admin, {
        enabled: false,
      });
      expect(response.json().data.enabled).toBe(false);
    }
    const back = await apiCall(t, 'PATCH', `/users/toggle-status/${rim.id}`, admin, {
      enabled: true,
    });
    expect(back.json().data.enabled).toBe(true);
    const wrong = await apiCall(t, 'PATCH', `/users/toggle-status/${rim.id}`, admin, {
      enabled: 'no',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('flips on an empty JSON body too, as the spec’s client may send it; a broken body is a 400', async () => {
    const toggle = (payload?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/toggle-status/${rim.id}`,
        headers: { ...admin, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
    expect((await toggle()).json().data.enabled).toBe(false);
    expect((await toggle('')).json().data.enabled).toBe(true);
    expect((await toggle('{"enabled":')).statusCode).toBe(400);
    const poisoned = await toggle('{"__proto__":{"enabled":false}}');
    expect(poisoned.statusCode).toBe(400);
    expect((await get(`/users/${rim.id}`)).json().data.enabled).toBe(true);
  });

  it('never disables the admin themselves, another admin or a brand login', async () => {
    const self = await apiCall(t, 'PATCH', `/users/toggle-status/${world.people.admin.id}`, {
      ...admin,
      'accept-language': 'ar',
    });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      errorCode: 'own_account_protected',
      message: MESSAGES.ar.own_account_protected,
    });
    for (const id of [otherAdmin.id, world.people.brandA.id]) {
      const response = await apiCall(t, 'PATCH', `/users/toggle-status/${id}`, admin);
      expect(response.statusCode).toBe(422);
      expect(response.json().errorCode).toBe('staff_account_protected');
    }
    const [brandLogin] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, world.people.brandA.id));
    expect(brandLogin!.enabled).toBe(true);
    expect((await get('/users/me', otherAdmin.headers)).statusCode).toBe(200);
    for (const id of [999999, anonymisedId]) {
      expect((await apiCall(t, 'PATCH', `/users/toggle-status/${id}`, admin)).statusCode).toBe(404);
    }
  });

  it('is for admins only', async () => {
    const response = await apiCall(
      t,
      'PATCH',
      `/users/toggle-status/${zara.id}`,
      world.headers.brandA,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /users/delete/{id}', () => {
  it('deletes a customer without orders, and their session stops working', async () => {
    const response = await apiCall(t, 'DELETE', `/users/delete/${nour.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'The account was deleted.',
      data: { id: nour.id, outcome: 'deleted' },
    });
    expect(await t.db.select().from(users).where(eq(users.id, nour.id))).toEqual([]);
    // Their review went with them.
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, nour.id))).toEqual([]);
    expect((await get('/users/me', nour.headers)).statusCode).toBe(401);
    expect((await get(`/users/${nour.id}`)).statusCode).toBe(404);
  });

  it('anonymises a customer with orders: the person is erased, the orders stay for the brands', async () => {
    const amira = world.people.amira;
    const placed = await placeOrder(t, amira.headers, [{ productId: world.shop.mug.id }]);
    const [cart] = await t.db.insert(carts).values({ userId: amira.id }).returning();
    await t.db
      .insert(cartItems)
      .values({ cartId: cart!.id, productId: world.shop.mug.id, quantity: 1 });
    await t.db.insert(wishlistItems).values({ userId: amira.id, productId: world.lamp.id });
    await t.db
      .insert(alerts)
      .values({ userId: amira.id, type: 'ORDER', title: 'Order placed', message: 'Thank you.' });
    await t.db.insert(newsletterSubscribers).values([
      { email: 'amira@example.tn', language: 'fr', unsubscribeTokenHash: 'amira-token' },
      { email: 'reader@example.tn', unsubscribeTokenHash: 'reader-token' },
    ]);
    const statisticsBefore = (await get('/users/statistics')).json().data;

    const response = await apiCall(t, 'DELETE', `/users/delete/${amira.id}`, {
      ...admin,
      'accept-language': 'fr',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining('anonymisé'),
      data: { id: amira.id, outcome: 'anonymised' },
    });

    const [row] = await t.db.select().from(users).where(eq(users.id, amira.id));
    expect(row).toMatchObject({
      email: `deleted-${amira.id}@deleted.souk.invalid`,
      firstname: null,
      lastname: null,
      phoneNumber: null,
      address: null,
      profilePicture: null,
      enabled: false,
      anonymisedAt: expect.any(Date),
    });
    expect(row!.passwordHash.startsWith('$argon2')).toBe(false);
    expect(await t.db.select().from(carts).where(eq(carts.userId, amira.id))).toEqual([]);
    expect(
      await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, amira.id)),
    ).toEqual([]);
    expect(await t.db.select().from(alerts).where(eq(alerts.userId, amira.id))).toEqual([]);
    // Her address leaves the newsletter too; another reader's subscription stays.
    const subscribers = await t.db.select().from(newsletterSubscribers);
    expect(subscribers.map((subscriber) => subscriber.email)).toEqual(['reader@example.tn']);

    // The order is still there, the brand's to fulfil and the accounts' to count.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order?.customerId).toBe(amira.id);
    const brandOrders = await apiCall(
      t,
      'GET',
      `/orders/brand/${world.shop.brand.id}/paged?size=50`,
      world.headers.brandA,
    );
    expect(brandOrders.statusCode).toBe(200);
    expect(brandOrders.json().data.content.map((o: { id: number }) => o.id)).toContain(placed.id);

    // Gone from the admin's lists and figures; her session and her login with it.
    expect((await get(`/users/${amira.id}`)).statusCode).toBe(404);
    expect(emails((await page('/users/paged?size=50')).content)).not.toContain('amira@example.tn');
    const statisticsAfter = (await get('/users/statistics')).json().data;
    expect(statisticsAfter.totalCustomers).toBe(statisticsBefore.totalCustomers - 1);
    expect((await get('/users/me', amira.headers)).statusCode).toBe(403);
    const relogin = await tryLogin(t.app, 'amira@example.tn');
    expect(relogin.statusCode).toBe(404);
    // Her address is free again: she may sign up anew.
    expect(await t.db.select().from(users).where(eq(users.email, 'amira@example.tn'))).toEqual([]);
    // Deleting again finds nothing.
    expect((await apiCall(t, 'DELETE', `/users/delete/${amira.id}`, admin)).statusCode).toBe(404);
  });

  it('never deletes the admin themselves, another admin or a brand login', async () => {
    const self = await apiCall(t, 'DELETE', `/users/delete/${world.people.admin.id}`, admin);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      errorCode: 'own_account_protected',
      message: MESSAGES.en.own_account_protected,
    });
    for (const id of [otherAdmin.id, world.people.brandB!.id]) {
      const response = await apiCall(t, 'DELETE', `/users/delete/${id}`, admin);
      expect(response.statusCode).toBe(422);
      expect(response.json().errorCode).toBe('staff_account_protected');
    }
    expect(await t.db.select().from(users).where(eq(users.id, otherAdmin.id))).toHaveLength(1);
    expect((await apiCall(t, 'DELETE', '/users/delete/999999', admin)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const response = await apiCall(t, 'DELETE', `/users/delete/${zara.id}`, world.headers.karim);
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, zara.id))).toHaveLength(1);
  });
});

describe('the error codes', () => {
  it('have texts in the three languages', () => {
    for (const code of ['own_account_protected', 'staff_account_protected'] as const) {
      expect(ERROR_CODES).toContain(code);
      for (const language of ['en', 'fr', 'ar'] as const)
        expect(MESSAGES[language][code]).toBeTruthy();
    }
  });
});
