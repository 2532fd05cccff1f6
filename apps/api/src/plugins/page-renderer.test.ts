import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import { buildTestApp, type TestApp } from '../test/helper';
import { seedCatalogue } from '../test/catalogue-fixture';
import { marketplaceSettings } from '../db/schema/settings';

/**
 * Server-rendered pages (decision 019), with the real renderer: the web app is built from its
 * sources (apps/web/build.mjs) and the API renders pages with it on a seeded catalogue.
 */

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const webDist = mkdtempSync(path.join(os.tmpdir(), 'souk-ssr-'));
let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['build.mjs', '--outDir', webDist], {
    cwd: webRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the web app did not build: ${build.stderr}`);
  t = await buildTestApp({ WEB_DIST: webDist });
  fx = await seedCatalogue(t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The page's markup inside #root, and the state it hands to the browser. */
function parts(html: string) {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="souk-page"'));
  const state = /<script id="souk-page" type="application\/json">(.*?)<\/script>/s.exec(html);
  return { root, state: state ? JSON.parse(state[1]!) : undefined };
}

describe('server-rendered public pages', () => {
  it('sends the catalogue as complete HTML with its products, and their data for hydration', async () => {
    const response = await get(`/catalogue?category=${fx.categories.clothing.id}`);
    expect(response.statusCode).toBe(200);
    const { root, state } = parts(response.body);
    expect(root).toContain('Linen Summer Shirt');
    expect(root).not.toContain('Oak Standing Desk'); // filtered out by the category
    expect(state.language).toBe('en');
    const keys = state.queries.queries.map((query: { queryKey: unknown }) =>
      JSON.stringify(query.queryKey),
    );
    expect(keys.some((key: string) => key.includes('Linen') || key.includes('products'))).toBe(
      true,
    );
    expect(JSON.stringify(state.queries)).toContain('Linen Summer Shirt');
  });

  it('renders in the language of the souk-language cookie, else of Accept-Language, Arabic right to left', async () => {
    const french = await get('/catalogue', { cookie: 'souk-language=fr' });
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(parts(french.body).root).toContain('Tous les produits');
    const arabic = await get('/catalogue', { 'accept-language': 'ar-TN,ar;q=0.9' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(parts(arabic.body).state.language).toBe('ar');
    // the cookie wins over the browser's language
    const chosen = await get('/catalogue', { cookie: 'souk-language=en', 'accept-language': 'fr' });
    expect(chosen.body).toContain('<html lang="en" dir="ltr">');
  });

  it('answers 404 with the not-found page for an unknown address and a missing product', async () => {
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(parts(unknown.body).root).toContain('Page not found');
    const missing = await get('/product/987654');
    expect(missing.statusCode).toBe(404);
    const product = await get(`/product/${fx.id('Linen Summer Shirt')}`);
    expect(product.statusCode).toBe(200);
    expect(parts(product.body).root).toContain('Linen Summer Shirt');
  });

  it('renders every public page on the server, none falling back to the shell', async () => {
    const pages = [
      '/home',
      '/catalogue',
      `/product/${fx.id('Linen Summer Shirt')}`,
      '/brands',
      '/sale',
      '/help',
      '/terms',
      '/privacy',
      '/cookies',
      '/sitemap',
      '/articles',
      '/article',
      `/article/${ARTICLE_IDS[0]}`,
      '/contact-us',
    ];
    for (const url of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(parts(response.body).root.length, url).toBeGreaterThan(2000);
      expect(parts(response.body).state, url).toBeDefined();
    }
  });

  it('states the shipping rule the admin set, its data handed over for hydration (decision 025)', async () => {
    await t.db.update(marketplaceSettings).set({ shippingFlatFee: 950, freeShippingOver: 15000 });
    try {
      const ruleOf = (state: {
        queries: { queries: { queryKey: unknown; state: { data: unknown } }[] };
      }) =>
        state.queries.queries.find(
          (query) => JSON.stringify(query.queryKey) === '["shipping-rule"]',
        )?.state.data;
      const pages: [string, string][] = [
        ['/home', 'On orders of'],
        [`/product/${fx.id('Leather Sneakers')}`, 'Free shipping on orders of'],
        ['/help', 'Delivery costs'],
      ];
      for (const [url, sentence] of pages) {
        const { root, state } = parts((await get(url)).body);
        expect(ruleOf(state), url).toEqual({ flatFee: 9.5, freeOver: 150 });
        expect(root, url).toContain(sentence);
        expect(root, url).toContain(url === '/help' ? '9.50 dt' : '150.00 dt');
      }
      const arabic = parts((await get('/home', { cookie: 'souk-language=ar' })).body).root;
      expect(arabic).toContain('للطلبات بقيمة');
      expect(arabic).toContain('150,00 dt');
    } finally {
      await t.db.update(marketplaceSettings).set({ shippingFlatFee: 700, freeShippingOver: 30000 });
    }
  });

  it('sends pages behind login as the shell the browser renders, and / redirects to /home', async () => {
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"></div>');
    expect(login.body).not.toContain('souk-page');
    const account = await get('/dashboard/profile');
    expect(account.body).toContain('<div id="root"></div>');
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/home');
  });

  it('guesses a phone from the request, so the brands page renders the phone view', async () => {
    const phone = await get('/brands', { 'sec-ch-ua-mobile': '?1' });
    const desktop = await get('/brands', { 'sec-ch-ua-mobile': '?0' });
    expect(parts(phone.body).state.hints.narrowScreen).toBe(true);
    expect(parts(desktop.body).state.hints.narrowScreen).toBe(false);
  });

  it('writes the stylesheet into the page: nothing blocks the first paint', async () => {
    const { body } = await get('/help');
    expect(body).toMatch(/<style>[^<]*\.container-page/);
    expect(body).not.toMatch(/<link rel="stylesheet"/);
  });
});

describe('compression', () => {
  const builtFile = (extension: string) => {
    const folder = path.join(webDist, 'assets');
    const name = readdirSync(folder).find(
      (file) => file.endsWith(extension) && statSync(path.join(folder, file)).size > 1024,
    )!;
    return { url: `/assets/${name}`, file: path.join(folder, name) };
  };

  it('serves the built JavaScript from the brotli and gzip copies made at build time', async () => {
    const { url, file } = builtFile('.js');
    expect(existsSync(`${file}.br`)).toBe(true);
    const brotli = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(`${file}.gz`))).toBe(true);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(file))).toBe(true);
  });

  it('compresses pages and API answers above 1 KB, and leaves small answers as they are', async () => {
    const page = await get('/help', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    const products = await get('/api/v1/products?limit=10', { 'accept-encoding': 'gzip' });
    expect(products.headers['content-encoding']).toBe('gzip');
    const health = await get('/api/v1/health', { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('leaves API addresses to the API: unknown is a 404 envelope, a parameter past its length 414', async () => {
    const unknown = await get('/api/v1/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    const long = await get(`/api/v1/products/${'1'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, errorCode: 'uri_too_long' });
  });

  it('keeps the server renderer private', async () => {
    expect(existsSync(path.join(webDist, '.ssr', 'entry-server.js'))).toBe(true);
    expect((await get('/.ssr/entry-server.js')).statusCode).toBe(404);
  });
});
