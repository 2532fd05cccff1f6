import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import type { Product } from '@souk/shared/responses/catalogue';
import { DEMO, DEMO_PASSWORD, logIn } from './accounts';
import { apiLogin, type Headers } from './orders';

/**
 * The brand dashboard's journeys (issue 12): each journey signs in as a seeded brand of its own
 * (login contact@<slug>.tn, password Souk2026!), so that parallel workers never share a brand's
 * products, orders, customers or reviews. The journeys look only at what they made themselves,
 * except the overview's, which checks the brand's whole figures: its brand sells none of the
 * products the other journeys buy (productsInStock, the alerts' and the cart's products are the
 * best sellers), so they move only with its own order. Setup (products, orders, reviews) goes
 * through the API; only what a journey is about goes through the UI. No brand is renamed.
 */

/** The seeded brand of each journey: its slug (apps/api/src/db/seed/catalogue-data.ts). */
export const JOURNEY_BRANDS = {
  /** products: add with images → storefront search → order → item decisions → shipped */
  products: 'sahel-sport',
  /** products: deleting a product with orders deactivates it */
  deletion: 'dar-lella-toys',
  /** orders: the status modal's rules — a rejection's reason, stock given back, cancelling */
  orders: 'mahdia-motors-care',
  /** settings: profile, logo and password */
  settings: 'monastir-paper-co',
  /** reviews: rating filter and public reply */
  reviews: 'yasmine-cosmetics',
  /** overview and analytics: the figures against the database */
  overview: 'nabeul-pottery-house',
  /** customers: list, search, their orders, a message */
  customers: 'kalam-stationery',
} as const;
export type JourneyBrand = keyof typeof JOURNEY_BRANDS;

/** The brand login of a seeded brand. */
export const brandEmail = (slug: string) => `contact@${slug}.tn`;

/** The dashboard's address of a brand screen ('' for the overview). */
export const brandPath = (screen = '') => `/dashboard/brand${screen ? `/${screen}` : ''}`;

/** A brand's API session: its bearer header and its brand, as GET /brands/me answers it. */
export type BrandSession = { headers: Headers; brand: OwnBrand; email: string };

/** Signs a brand in through the API (the journey's own brand unless an email is given). */
export async function brandThroughApi(
  request: APIRequestContext,
  journey: JourneyBrand | { email: string },
): Promise<BrandSession> {
  const email = typeof journey === 'string' ? brandEmail(JOURNEY_BRANDS[journey]) : journey.email;
  const headers = await apiLogin(request, email);
  const response = await request.get('/api/v1/brands/me', { headers });
  expect(response.status(), await response.text()).toBe(200);
  const brand = ((await response.json()) as { data: OwnBrand }).data;
  return { headers, brand, email };
}

/**
 * Signs the browser in as the brand through the API (no login page): the session stored as the
 * login page stores it (auth-store, auth_token, the tab's loginTimestamp), then opens `path`.
 * `language` chooses the app's language at the same time. For journeys about another screen.
 */
export async function brandSignedIn(
  page: Page,
  session: BrandSession,
  path = brandPath(),
  language?: 'en' | 'fr' | 'ar',
): Promise<void> {
  // any page of the app's origin gives access to its storage; a small file loads fastest
  await page.goto('/robots.txt');
  await page.evaluate(
    ({ token, brand, language }) => {
      const now = Date.now();
      localStorage.setItem('auth_token', token);
      localStorage.setItem(
        'auth-store',
        JSON.stringify({
          state: { token, user: { id: 0, role: 'BRAND' }, brand, loginTimestamp: now },
          version: 0,
        }),
      );
      sessionStorage.setItem('loginTimestamp', String(now));
      if (language)
        localStorage.setItem('language-store', JSON.stringify({ state: { language }, version: 0 }));
    },
    {
      token: session.headers.Authorization.replace(/^Bearer /, ''),
      brand: { id: session.brand.id, name: session.brand.name, logo: session.brand.logo },
      language,
    },
  );
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\?/g, '\\?')}$`));
}

/** Signs a brand in through the login page (the Brand toggle first); lands on its overview. */
export async function brandLogsIn(page: Page, email: string): Promise<void> {
  await logIn(page, email, DEMO_PASSWORD, { brand: true });
  await expect(page).toHaveURL(/\/dashboard\/brand$/);
}

/** The demo brand (brand@souk.tn), for journeys that only look: never changed by these specs. */
export const DEMO_BRAND = { email: DEMO.brand } as const;

/**
 * A browser of someone else than the brand (a visitor, the customer), with a client address of
 * its own derived from the journey's (fixtures.ts): a brand is kept inside its dashboard, so the
 * storefront is seen from here. Close its context at the end.
 */
export async function otherBrowser(
  browser: Browser,
  journeyHeaders: Record<string, string> | undefined,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const address = journeyHeaders?.['x-forwarded-for'] ?? '10.0.0.1';
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': address.replace(/^10\./, '11.') },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

let made = 0;

/** A word no seeded product and no other run uses, to find a product by search. */
export function uniqueWord(): string {
  made += 1;
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = '';
  for (let i = 0; i < 6; i++) word += letters[randomInt(letters.length)];
  return `${word}${made}${Date.now().toString(36).slice(-4)}`;
}

// ---------- images made in memory ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of one colour (RGB), `size` pixels square: small enough to upload fast, valid for
 * the server's image checks (it reads and re-encodes the content).
 */
export function pngImage([r, g, b]: readonly [number, number, number], size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file for Playwright's setInputFiles or a multipart form. */
export const pngFile = (name: string, colour: readonly [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: pngImage(colour),
});

// ---------- products through the API ----------

/** The id of a root category by its type (e.g. OTHER), for products made by the journeys. */
export async function categoryIdOf(request: APIRequestContext, type: string): Promise<number> {
  const response = await request.get('/api/v1/categories/root');
  const { data } = (await response.json()) as { data: { id: number; type: string }[] };
  const category = data.find((c) => c.type === type);
  expect(category, `a root category of type ${type}`).toBeDefined();
  return category!.id;
}

/**
 * Creates a product of the signed-in brand through POST /products/create-with-images, in the
 * "Other" category (no extra required fields, and no other journey counts its products), with
 * a unique name and plenty of stock.
 */
export async function createProduct(
  request: APIRequestContext,
  session: BrandSession,
  fields: { name?: string; price?: string; quantity?: number } = {},
): Promise<Product> {
  const name = fields.name ?? `Ribat ${uniqueWord()} basket`;
  const quantity = fields.quantity ?? 40;
  const response = await request.post('/api/v1/products/create-with-images', {
    headers: session.headers,
    multipart: {
      name,
      description: 'A hand-woven basket made for the brand dashboard journeys.',
      price: fields.price ?? '48.50',
      discountPrice: '0',
      quantity: String(quantity),
      stockLevel: String(quantity + 10),
      sku: `E2E-${uniqueWord()}`.toUpperCase(),
      barcode: String(randomInt(100_000_000, 999_999_999)),
      categoryId: String(await categoryIdOf(request, 'OTHER')),
      isActive: 'true',
      isFeatured: 'false',
      freeShipping: 'false',
      mainImage: pngFile('basket.png', [200, 120, 40]),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Product }).data;
}

/** A product of the brand as the public catalogue answers it (for lineOf and placeOrder). */
export async function publicProduct(request: APIRequestContext, id: number): Promise<Product> {
  const response = await request.get(`/api/v1/products/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Product }).data;
}
