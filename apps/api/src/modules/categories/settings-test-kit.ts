import { seedCatalogue } from '../../test/catalogue-fixture';
import { buildTestApp, createAccount, login, type TestApp } from '../../test/helper';

/**
 * What the tests of the admin's catalogue settings share (category-writes.test.ts, tags.test.ts,
 * brand-categories/brand-categories.test.ts): the seeded catalogue with the response cache on,
 * as in production (every change must show in the storefront's answers at once), an admin, a
 * customer and a brand of the seed signed in, and the storefront read anonymously.
 */

export type Headers = Record<string, string>;

export type SettingsWorld = {
  t: TestApp;
  fx: Awaited<ReturnType<typeof seedCatalogue>>;
  admin: Headers;
  customer: Headers;
  /** Medina Threads' account */
  brand: Headers;
};

export async function settingsWorld(): Promise<SettingsWorld> {
  const t = await buildTestApp({ RESPONSE_CACHE_SECONDS: '60' });
  const fx = await seedCatalogue(t.db);
  await createAccount(t.db, { email: 'admin@souk.test', role: 'ADMIN' });
  await createAccount(t.db, { email: 'shopper@souk.test' });
  await createAccount(t.db, {
    email: 'medina@souk.test',
    role: 'BRAND',
    brandId: fx.brands.medina.id,
  });
  return {
    t,
    fx,
    admin: await login(t.app, 'admin@souk.test'),
    customer: await login(t.app, 'shopper@souk.test'),
    brand: await login(t.app, 'medina@souk.test', undefined, '/api/v1/brands/authenticate'),
  };
}

/** A JSON call to /api/v1`url` as `headers`. */
export const send = (
  t: TestApp,
  headers: Headers,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An anonymous storefront read, through the response cache. */
export const storefront = async (t: TestApp, url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json().data;

/** The names of the products the storefront search finds for `query`. */
export const searchNames = async (t: TestApp, query: string) =>
  (
    (await storefront(t, `/products/search?query=${encodeURIComponent(query)}`)) as {
      content: Array<{ name: string }>;
    }
  ).content.map((p) => p.name);
