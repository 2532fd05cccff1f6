import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/catalogue';
import { buildTestApp, type TestApp } from '../../test/helper';
import { seedCatalogue } from '../../test/catalogue-fixture';
import { sitemapProductsXml, sitemapXml } from './service';

let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  const webDist = path.join(os.tmpdir(), `souk-web-${process.pid}-${Date.now()}`);
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Souk</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: webDist });
  fx = await seedCatalogue(t.db);
});
afterAll(() => t.close());

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

describe('pages a search engine can read', () => {
  it('writes a product page head with schema.org Product JSON-LD in TND', async () => {
    const { status, html } = await page(`/product/${fx.id('Linen Summer Shirt')}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Linen Summer Shirt — Medina Threads | Souk</title>');
    expect(html).toContain(
      `<link rel="canonical" href="http://souk.test/product/${fx.id('Linen Summer Shirt')}">`,
    );
    expect(html).toContain('<meta name="description" content="A fine product.">');
    expect(html).not.toContain('content="default"');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Linen Summer Shirt',
      brand: { name: 'Medina Threads' },
      offers: { priceCurrency: 'TND', price: '60.00', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.6', reviewCount: 2 },
    });
  });

  it('names the catalogue filter in the title, canonical without paging noise', async () => {
    const { html } = await page(
      `/catalogue?category=${fx.categories.office.id}&sort=rating&page=2`,
    );
    expect(html).toContain('<title>Office Products — Catalogue | Souk</title>');
    expect(html).toContain(
      `<link rel="canonical" href="http://souk.test/catalogue?category=${fx.categories.office.id}">`,
    );
  });

  it('names a tag given by id and a brand category given by name; every page has an og:image', async () => {
    const byTag = await page(`/catalogue?tag=${fx.tags.summer.id}`);
    expect(byTag.html).toContain('<title>#summer — Catalogue | Souk</title>');
    expect(byTag.html).toContain(
      '<meta property="og:image" content="http://souk.test/og-image.png">',
    );
    expect((await page('/catalogue?category=Fashion')).html).toContain(
      '<title>Fashion — Catalogue | Souk</title>',
    );
    // a category's SVG picture is no share picture (social networks show no SVG): the site's
    expect((await page(`/catalogue?category=${fx.categories.clothing.id}`)).html).toContain(
      '<meta property="og:image" content="http://souk.test/og-image.png">',
    );
    // a category with a photo shows it
    await t.db
      .update(categories)
      .set({ imageUrl: '/uploads/c.jpg' })
      .where(eq(categories.id, fx.categories.clothing.id));
    expect((await page(`/catalogue?category=${fx.categories.clothing.id}`)).html).toContain(
      '<meta property="og:image" content="http://souk.test/uploads/c.jpg">',
    );
    await t.db
      .update(categories)
      .set({ imageUrl: '/uploads/c.svg' })
      .where(eq(categories.id, fx.categories.clothing.id));
    expect((await page('/brands')).html).toContain(
      '<meta property="og:image" content="http://souk.test/og-image.png">',
    );
    // a product without a picture falls back to the site's image
    expect((await page(`/product/${fx.id('Oak Standing Desk')}`)).html).toContain(
      '<meta property="og:image" content="http://souk.test/og-image.png">',
    );
  });

  it('shares a product as a 1200 x 630 PNG of its picture and price, drawn by the server', async () => {
    // Social networks show no SVG, and the demo pictures are SVG.
    const id = fx.id('Linen Summer Shirt');
    mkdirSync(path.join(t.dataDir, 'uploads', 'seed', 'products'), { recursive: true });
    writeFileSync(
      path.join(t.dataDir, 'uploads', 'seed', 'products', 'shirt.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e11d48"/></svg>',
    );
    await t.db
      .update(products)
      .set({ imageUrl: '/uploads/seed/products/shirt.svg' })
      .where(eq(products.id, id));

    const { html } = await page(`/product/${id}`);
    expect(html).toContain(
      `<meta property="og:image" content="http://souk.test/api/v1/products/${id}/share-image.png">`,
    );
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');

    const image = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${id}/share-image.png`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('public');
    const png = sharp(image.rawPayload);
    expect(await png.metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The product's picture sits in the middle; the price bar runs along the bottom.
    const { data, info } = await png.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    expect(pixel(600, 260)).toEqual([0xe1, 0x1d, 0x48]);
    expect(pixel(20, 620)).toEqual([0x0f, 0x76, 0x6e]);

    // a hidden or missing product has no share picture
    for (const missing of [fx.id('Retired Scarf'), 999999]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${missing}/share-image.png`,
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errorCode).toBe('not_found');
    }
  });

  it('answers a missing or hidden product page 404, kept out of search engines', async () => {
    for (const url of [`/product/${fx.id('Retired Scarf')}`, '/product/999999']) {
      const missing = await page(url);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('<div id="root"></div>');
      expect(missing.html).toContain('<meta name="robots" content="noindex">');
      expect(missing.html).not.toContain('rel="canonical"');
      expect(missing.html).not.toContain('application/ld+json');
    }
  });

  it('gives /home and /brands their own heads and og:image', async () => {
    const home = await page('/home');
    expect(home.html).toContain(
      '<meta property="og:image" content="http://souk.test/og-image.png">',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/og-image.png' })).headers['content-type'],
    ).toBe('image/png');
    expect((await page('/brands')).html).toMatch(/<title>Brands/);
  });

  it('serves the app for other client routes, and keeps API 404s as JSON', async () => {
    const other = await page('/dashboard/profile');
    expect(other.status).toBe(200);
    expect(other.html).toContain('<div id="root"></div>');
    expect(other.html).toContain('<title>Souk</title>');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe('not_found');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('lists public pages, categories, brands and products in /sitemap.xml; robots.txt points to it', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>http://souk.test/home</loc>');
    expect(sitemap).toContain('<loc>http://souk.test/articles</loc>');
    expect(sitemap).toContain('<loc>http://souk.test/article/eco-friendly-home</loc>');
    expect(sitemap).toContain(`<loc>http://souk.test/product/${fx.id('Oak Standing Desk')}</loc>`);
    expect(sitemap).toContain(
      `<loc>http://souk.test/catalogue?category=${fx.categories.clothing.id}</loc>`,
    );
    expect(sitemap).toContain(`<loc>http://souk.test/catalogue?brand=${fx.brands.medina.id}</loc>`);
    expect(sitemap).not.toContain(`/product/${fx.id('Hidden Summer Shirt')}<`);
    expect(sitemap).not.toContain(`?brand=${fx.brands.hidden.id}<`);
    const robots = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Sitemap: http://souk.test/sitemap.xml');
  });

  it('splits a catalogue too large for one sitemap into an index of files', async () => {
    const urls = (xml: string | undefined) =>
      [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // 6 public products, 4 per file: an index of the main file and two product files
    const index = await sitemapXml(t.db, 'http://souk.test', 4);
    expect(index).toContain('<sitemapindex');
    expect(urls(index)).toEqual([
      'http://souk.test/sitemap-main.xml',
      'http://souk.test/sitemap-products-1.xml',
      'http://souk.test/sitemap-products-2.xml',
    ]);
    const files = [1, 2].map((file) => sitemapProductsXml(t.db, 'http://souk.test', file, 4));
    const [first, second] = await Promise.all(files);
    expect(urls(first)).toHaveLength(4);
    expect(urls(second)).toHaveLength(2);
    expect(urls(second)).toContain(`http://souk.test/product/${fx.id('Summer Hat')}`);
    expect(await sitemapProductsXml(t.db, 'http://souk.test', 3, 4)).toBeUndefined();

    // the files are served at the addresses the index names
    const main = await t.app.inject({ method: 'GET', url: '/sitemap-main.xml' });
    expect(main.headers['content-type']).toContain('application/xml');
    expect(main.body).toContain('<loc>http://souk.test/brands</loc>');
    expect(main.body).not.toContain('/product/');
    const products = await t.app.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(products.body).toContain(
      `<loc>http://souk.test/product/${fx.id('Oak Standing Desk')}</loc>`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-products-2.xml' })).statusCode).toBe(
      404,
    );
  });
});
