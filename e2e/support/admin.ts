import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '@souk/shared/responses/catalogue';
import {
  DEMO,
  DEMO_PASSWORD,
  logIn,
  newCustomer,
  registerThroughApi,
  type NewCustomer,
} from './accounts';
import { brandThroughApi, pngFile, type BrandSession } from './brand';
import { apiLogin, type Headers } from './orders';

/**
 * The admin dashboard's journeys (issue 13): the demo admin signs in through the login page;
 * whatever a journey changes — a customer's status, an order's status, a brand, a category — is
 * its own, made here with unique names, so the two workers never touch each other's data nor
 * the demo data other journeys read.
 */

/** The dashboard's address of an admin screen ('' for the overview). */
export const adminPath = (screen = '') => `/dashboard/admin${screen ? `/${screen}` : ''}`;

/** The app's language as the language menu stores it (localStorage language-store). */
export type Language = 'en' | 'fr' | 'ar';

/**
 * The demo admin signs in through the login page and lands on the overview; `language`, when
 * given, is chosen afterwards as the language menu would store it, and the page reloaded.
 */
export async function adminLogsIn(page: Page, language?: Language): Promise<void> {
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  if (language) await chooseLanguage(page, language);
}

/** Stores the app's language and reloads the page, which then reads in it. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate(
    (chosen) =>
      localStorage.setItem(
        'language-store',
        JSON.stringify({ state: { language: chosen }, version: 0 }),
      ),
    language,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A verified customer made through the API for this journey, with their bearer header. */
export async function freshCustomer(
  request: APIRequestContext,
): Promise<NewCustomer & { headers: Headers }> {
  const customer = newCustomer();
  await registerThroughApi(request, customer, { verify: true });
  return { ...customer, headers: await apiLogin(request, customer.email, customer.password) };
}

let made = 0;

/** A name part no seeded data and no other run uses (letters and digits only). */
export function uniqueStamp(): string {
  made += 1;
  return `${Date.now().toString(36)}${made}${Math.floor(Math.random() * 1000)}`;
}

/**
 * The brand category the journeys' new brands join: one that has brands already, but the fewest
 * — never the busiest, which the brands directory journey counts, and never an empty one, whose
 * first brand would show it in the directory's sidebar meanwhile.
 */
export async function quietBrandCategory(
  request: APIRequestContext,
): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/v1/brand-categories');
  const { data } = (await response.json()) as {
    data: { id: number; name: string; brandCount: number }[];
  };
  const used = data.filter((category) => category.brandCount > 0);
  const busiest = Math.max(...used.map((category) => category.brandCount));
  const quiet = used
    .filter((category) => category.brandCount < busiest)
    .sort((a, b) => a.brandCount - b.brandCount)[0];
  expect(quiet, 'a brand category with few brands').toBeDefined();
  return quiet!;
}

/**
 * A new brand the admin opens through the API (POST /brands/register-with-logo), signed in
 * through the API: for journeys that need a brand of their own without being about it.
 */
export async function brandOfItsOwn(request: APIRequestContext): Promise<BrandSession> {
  const admin = await apiLogin(request, DEMO.admin);
  const category = await quietBrandCategory(request);
  const stamp = uniqueStamp();
  const email = `brand-${stamp}@example.test`;
  const response = await request.post('/api/v1/brands/register-with-logo', {
    headers: admin,
    multipart: {
      name: `Atelier ${stamp}`,
      email,
      password: DEMO_PASSWORD,
      categoryId: String(category.id),
      description: 'A workshop opened by the admin journeys for products of their own.',
      logo: pngFile('atelier.png', [90, 40, 120]),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return brandThroughApi(request, { email });
}

/** A product of the brand in the given category and subcategories, through the API. */
export async function productIn(
  request: APIRequestContext,
  session: BrandSession,
  name: string,
  categoryId: number,
  subcategoryIds: number[],
): Promise<Product> {
  const response = await request.post('/api/v1/products/create-with-images', {
    headers: session.headers,
    multipart: {
      name,
      description: 'A product made by the admin journeys to be found in the storefront.',
      price: '36.00',
      discountPrice: '0',
      quantity: '12',
      stockLevel: '20',
      sku: `E2E-ADMIN-${uniqueStamp()}`.toUpperCase(),
      barcode: String(randomInt(100_000_000, 999_999_999)),
      categoryId: String(categoryId),
      subcategoryIds: subcategoryIds.join(','),
      isActive: 'true',
      isFeatured: 'false',
      freeShipping: 'false',
      mainImage: pngFile('product.png', [40, 120, 160]),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}
