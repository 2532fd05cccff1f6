import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { memoryMailer } from '../../lib/mail';
import { seedCatalogue } from '../../test/catalogue-fixture';
import {
  buildTestApp,
  createAccount,
  dropDatabase,
  login,
  multipartBody,
  type FormPart,
  type TestApp,
} from '../../test/helper';
import { catalogueIndexReady } from './service';

/**
 * The catalogue answers from an in-process index: a product created, changed, sold out, hidden or
 * deleted must show as it is in the very next query (GET /products/paginated, /products/facets,
 * /products/search), with no pause between the write and the read. With several instances on one
 * PostgreSQL database, a change made through one shows through the others within a second.
 */

type Headers = Record<string, string>;
type Query = Record<string, string>;
type ProductView = {
  id: number;
  name: string;
  price: number;
  discountedPrice: number;
  quantity: number;
  inStock: boolean;
  brandId: number;
};
type Page = { content: ProductView[]; totalElements: number };
type Facets = {
  brands: Array<{ id: number; name: string; count: number }>;
  colors: Array<{ value: string; count: number }>;
  categories: Array<{ id: number; count: number }>;
  price: { min: number; max: number };
};

let t: TestApp;
let fx: Awaited<ReturnType<typeof seedCatalogue>>;
let brand: Headers;
let admin: Headers;
let png: Buffer;

beforeAll(async () => {
  // the search limits would refuse a test's many searches from one address
  t = await buildTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '0' });
  fx = await seedCatalogue(t.db);
  await createAccount(t.db, {
    email: 'fresh.brand@example.tn',
    role: 'BRAND',
    brandId: fx.brands.medina.id,
  });
  await createAccount(t.db, { email: 'fresh.admin@example.tn', role: 'ADMIN' });
  brand = await login(t.app, 'fresh.brand@example.tn', undefined, '/api/v1/brands/authenticate');
  admin = await login(t.app, 'fresh.admin@example.tn');
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  // The fixture was written straight to the database before the first request: the index hears
  // of it here. From now on nothing waits: every write is followed at once by the read.
  await catalogueIndexReady(t.app.ctx.catalogueDb);
});
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// Calls through HTTP, answered in the envelope { success, data }.

async function read<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body.data as T;
}
const qs = (query: Query) => new URLSearchParams(query).toString();
const listing = (app: FastifyInstance, query: Query = {}) =>
  read<Page>(app, `/products/paginated?${qs(query)}`);
const facets = (app: FastifyInstance, query: Query = {}) =>
  read<Facets>(app, `/products/facets?${qs(query)}`);
const search = (app: FastifyInstance, text: string) =>
  read<{ content: ProductView[]; totalElements: number }>(
    app,
    `/products/search?${qs({ query: text })}`,
  );

async function write(
  app: FastifyInstance,
  method: 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

let skus = 0;
/** Creates a Clothing product of the signed-in brand, named with `word`; returns its id. */
async function createProduct(
  app: FastifyInstance,
  headers: Headers,
  word: string,
  over: Record<string, string> = {},
): Promise<number> {
  skus += 1;
  const fields: Record<string, string> = {
    name: `${word} Linen Tunic`,
    description: 'A light tunic woven in Ksar Hellal.',
    price: '89.90',
    discountPrice: '10',
    quantity: '12',
    stockLevel: '20',
    sku: `FRESH-${skus}`,
    barcode: '6191234567890',
    sizes: 'XXL',
    colors: 'Saffron',
    weight: '0.35',
    dimensions: '700 x 500 x 10 mm',
    categoryId: String(fx.categories.clothing.id),
    subcategoryIds: String(fx.categories.shirts.id),
    tagIds: String(fx.tags.summer.id),
    isActive: 'true',
    freeShipping: 'true',
    ...over,
  };
  const parts: FormPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'mainImage', file: png },
  ];
  const { payload, contentType } = multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/products/create-with-images',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

const brandCount = (f: Facets, brandId: number) =>
  f.brands.find((entry) => entry.id === brandId)?.count ?? 0;
const colorCount = (f: Facets, color: string) =>
  f.colors.find((entry) => entry.value === color)?.count ?? 0;
const ids = (page: { content: ProductView[] }) => page.content.map((product) => product.id);

// ---------------------------------------------------------------------------------------------

describe('a product created, changed, sold out, hidden or deleted shows correctly in the next query', () => {
  /** a word no other product has: the product's own search */
  const WORD = 'Quillonite';
  let id: number;
  let medinaBefore: number;
  let totalBefore: number;

  it('a new product is listed, found and counted by the very next queries', async () => {
    const app = t.app;
    const medina = fx.brands.medina.id;
    // the catalogue before: read (and so anything kept from it) just before the write
    expect((await listing(app, { search: WORD })).totalElements).toBe(0);
    const before = await facets(app);
    medinaBefore = brandCount(before, medina);
    totalBefore = (await listing(app)).totalElements;
    expect(colorCount(before, 'Saffron')).toBe(0);

    id = await createProduct(app, brand, WORD);

    const found = await listing(app, { search: WORD });
    expect(found.totalElements).toBe(1);
    expect(found.content[0]).toMatchObject({
      id,
      name: `${WORD} Linen Tunic`,
      price: 89.9,
      discountedPrice: 80.91,
      quantity: 12,
      inStock: true,
      brandId: medina,
    });
    const own = await facets(app, { search: WORD });
    expect(own.brands).toEqual([{ id: medina, name: 'Medina Threads', count: 1 }]);
    expect(own.colors).toEqual([{ value: 'Saffron', count: 1 }]);
    expect(own.price).toEqual({ min: 80.91, max: 80.91 });
    const all = await facets(app);
    expect(brandCount(all, medina)).toBe(medinaBefore + 1);
    expect(colorCount(all, 'Saffron')).toBe(1);
    expect((await listing(app)).totalElements).toBe(totalBefore + 1);
    expect(ids(await listing(app, { colors: 'Saffron' }))).toEqual([id]);
    expect(ids(await listing(app, { tag: 'summer', search: WORD.toLowerCase() }))).toEqual([id]);
    const live = await search(app, WORD.toLowerCase());
    expect(live.totalElements).toBe(1);
    expect(ids(live)).toEqual([id]);
  });

  it("a new price shows in the next query's price sort, price filter and price facet", async () => {
    const app = t.app;
    const medina = String(fx.brands.medina.id);
    await write(app, 'PUT', `/products/${id}`, brand, { price: '4.50', discountPrice: '0' });
    const cheapest = await listing(app, { brands: medina, sort: 'price-low', size: '1' });
    expect(cheapest.content[0]).toMatchObject({ id, price: 4.5, discountedPrice: 4.5 });
    expect(ids(await listing(app, { minPrice: '4.5', maxPrice: '4.5' }))).toEqual([id]);
    // the old price finds it no more
    expect(
      (await listing(app, { search: WORD, minPrice: '80', maxPrice: '81' })).totalElements,
    ).toBe(0);
    expect((await facets(app, { search: WORD })).price).toEqual({ min: 4.5, max: 4.5 });
    expect((await facets(app)).price.min).toBe(4.5);

    await write(app, 'PUT', `/products/${id}`, brand, { price: '4999' });
    const dearest = await listing(app, { sort: 'price-high', size: '1' });
    expect(dearest.content[0]).toMatchObject({ id, price: 4999, discountedPrice: 4999 });
    expect(ids(await listing(app, { sortBy: 'price', direction: 'desc', size: '1' }))).toEqual([
      id,
    ]);
    expect((await listing(app, { minPrice: '4.5', maxPrice: '4.5' })).totalElements).toBe(0);
    expect((await facets(app)).price.max).toBe(4999);
  });

  it('a sold-out product (quantity 0) is still listed, as out of stock', async () => {
    const app = t.app;
    await write(app, 'PUT', `/products/${id}`, brand, { quantity: 0 });
    const found = await listing(app, { search: WORD });
    expect(found.totalElements).toBe(1);
    expect(found.content[0]).toMatchObject({ id, quantity: 0, inStock: false });
    expect((await search(app, WORD)).content[0]).toMatchObject({ id, quantity: 0, inStock: false });

    await write(app, 'PUT', `/products/${id}`, brand, { quantity: 7 });
    expect((await listing(app, { search: WORD })).content[0]).toMatchObject({
      id,
      quantity: 7,
      inStock: true,
    });
  });

  it('a hidden product (active false) leaves the next listing, search and facet counts', async () => {
    const app = t.app;
    const medina = fx.brands.medina.id;
    await write(app, 'PUT', `/products/${id}`, brand, { active: false });
    expect((await listing(app, { search: WORD })).totalElements).toBe(0);
    expect((await search(app, WORD)).totalElements).toBe(0);
    expect((await listing(app)).totalElements).toBe(totalBefore);
    const all = await facets(app);
    expect(brandCount(all, medina)).toBe(medinaBefore);
    expect(colorCount(all, 'Saffron')).toBe(0);
    expect((await facets(app, { search: WORD })).brands).toEqual([]);

    // and back
    await write(app, 'PUT', `/products/${id}`, brand, { active: true });
    expect(ids(await listing(app, { search: WORD }))).toEqual([id]);
    expect(brandCount(await facets(app), medina)).toBe(medinaBefore + 1);
  });

  it("an admin disabling the product's brand hides it at once; enabling brings it back", async () => {
    const app = t.app;
    const medina = fx.brands.medina.id;
    await write(app, 'PATCH', `/brands/toggle-status/${medina}`, admin);
    expect((await listing(app, { search: WORD })).totalElements).toBe(0);
    expect((await listing(app, { brands: String(medina) })).totalElements).toBe(0);
    expect((await search(app, WORD)).totalElements).toBe(0);
    const all = await facets(app);
    expect(brandCount(all, medina)).toBe(0);
    expect(colorCount(all, 'Saffron')).toBe(0);

    await write(app, 'PATCH', `/brands/toggle-status/${medina}`, admin);
    expect(ids(await listing(app, { search: WORD }))).toEqual([id]);
    expect(brandCount(await facets(app), medina)).toBe(medinaBefore + 1);
  });

  it('a deleted product leaves the next listing, search and facet counts', async () => {
    const app = t.app;
    const outcome = await write(app, 'DELETE', `/products/${id}`, brand);
    expect(outcome).toMatchObject({ deleted: true });
    expect((await listing(app, { search: WORD })).totalElements).toBe(0);
    expect((await search(app, WORD)).totalElements).toBe(0);
    expect((await listing(app)).totalElements).toBe(totalBefore);
    expect(brandCount(await facets(app), fx.brands.medina.id)).toBe(medinaBefore);
  });
});

// ---------------------------------------------------------------------------------------------
// Several instances. Which test this block holds is decided when the file loads: two instances
// on one PostgreSQL database when TEST_DATABASE_URL names a server; otherwise (PGlite, a database
// only one process opens) the single instance's own behaviour.

const SERVER_URL = process.env.TEST_DATABASE_URL;

/** Reads until `done` holds or `ms` have passed (the last answer is returned either way). */
async function poll<T>(ms: number, readOnce: () => Promise<T>, done: (value: T) => boolean) {
  const started = performance.now();
  let value = await readOnce();
  while (!done(value) && performance.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await readOnce();
  }
  return { value, ms: Math.round(performance.now() - started) };
}

type Instance = { app: FastifyInstance; database: DatabaseHandle; dataDir: string };

/** One app as server.ts builds it, on the given database (already migrated). */
async function startInstance(url: string, jwtSecret: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-fresh-'));
  const database = await openDatabase({ url });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: 'http://souk.test',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    RESPONSE_CACHE_SECONDS: '0',
    SEARCH_RATE_LIMIT_PER_MINUTE: '0',
  });
  const app = await buildApp({ config, database, mailer: memoryMailer() });
  await app.ready();
  return { app, database, dataDir };
}

describe('several instances', () => {
  if (SERVER_URL) {
    const name = `souk_fresh_${process.pid}_${randomBytes(4).toString('hex')}`;
    let a: Instance | undefined;
    let b: Instance | undefined;
    let shared: Awaited<ReturnType<typeof seedCatalogue>>;
    let brandOnA: Headers;

    beforeAll(async () => {
      const server = new pg.Client({ connectionString: SERVER_URL });
      await server.connect();
      await server.query(`create database ${name}`);
      await server.end();
      const url = new URL(SERVER_URL);
      url.pathname = `/${name}`;
      const migrator = await openDatabase({ url: url.toString() });
      await migrator.migrate();
      await migrator.close();
      // the same secret, as instances behind one address share it
      const secret = randomBytes(32).toString('hex');
      a = await startInstance(url.toString(), secret);
      b = await startInstance(url.toString(), secret);
      shared = await seedCatalogue(a.database.db);
      await createAccount(a.database.db, {
        email: 'two.brand@example.tn',
        role: 'BRAND',
        brandId: shared.brands.medina.id,
      });
      brandOnA = await login(
        a.app,
        'two.brand@example.tn',
        undefined,
        '/api/v1/brands/authenticate',
      );
      await Promise.all([
        catalogueIndexReady(a.app.ctx.catalogueDb),
        catalogueIndexReady(b.app.ctx.catalogueDb),
      ]);
    });

    afterAll(async () => {
      for (const instance of [a, b]) {
        if (!instance) continue;
        await instance.app.close();
        await instance.database.close();
        rmSync(instance.dataDir, { recursive: true, force: true });
      }
      await dropDatabase(SERVER_URL, name);
    });

    it('a product created, changed and hidden through instance A shows through instance B within a second', async () => {
      const WORD = 'Trellisbloom';
      const onB = () => listing(b!.app, { search: WORD });
      expect((await onB()).totalElements).toBe(0);
      const medinaOnB = brandCount(await facets(b!.app), shared.brands.medina.id);

      const id = await createProduct(a!.app, brandOnA, WORD);
      const created = await poll(1000, onB, (page) => page.totalElements === 1);
      expect(ids(created.value), `instance B after ${created.ms} ms`).toEqual([id]);
      expect(brandCount(await facets(b!.app), shared.brands.medina.id)).toBe(medinaOnB + 1);

      await write(a!.app, 'PUT', `/products/${id}`, brandOnA, {
        price: '12.34',
        discountPrice: '0',
      });
      const repriced = await poll(1000, onB, (page) => page.content[0]?.discountedPrice === 12.34);
      expect(repriced.value.content[0], `instance B after ${repriced.ms} ms`).toMatchObject({
        id,
        price: 12.34,
        discountedPrice: 12.34,
      });
      const priced = await listing(b!.app, { minPrice: '12.34', maxPrice: '12.34' });
      expect(ids(priced)).toEqual([id]);

      await write(a!.app, 'PUT', `/products/${id}`, brandOnA, { quantity: 0 });
      const soldOut = await poll(1000, onB, (page) => page.content[0]?.inStock === false);
      expect(soldOut.value.content[0], `instance B after ${soldOut.ms} ms`).toMatchObject({
        id,
        quantity: 0,
        inStock: false,
      });

      await write(a!.app, 'PUT', `/products/${id}`, brandOnA, { active: false });
      const hidden = await poll(1000, onB, (page) => page.totalElements === 0);
      expect(hidden.value.totalElements, `instance B after ${hidden.ms} ms`).toBe(0);
      expect(brandCount(await facets(b!.app), shared.brands.medina.id)).toBe(medinaOnB);
    });
  } else {
    it('PGlite: one instance owns the embedded database; a change written to it beside the routes shows in the next answer', async () => {
      // PGlite is opened by one process only: no second instance can share it. What else writes
      // to it (a script, a job) writes in this process: the very next answer shows it.
      expect(t.database.kind).toBe('pglite');
      const db: Database = t.db;
      const id = await createProduct(t.app, brand, 'Marzipanic');
      expect(ids(await listing(t.app, { search: 'marzipanic' }))).toEqual([id]);
      await db.execute(sql`update products set price = 23.45, discount_price = 0 where id = ${id}`);
      expect((await listing(t.app, { search: 'marzipanic' })).content[0]).toMatchObject({
        id,
        price: 23.45,
        discountedPrice: 23.45,
      });
      await db.execute(sql`update products set active = false where id = ${id}`);
      expect((await listing(t.app, { search: 'marzipanic' })).totalElements).toBe(0);
      expect((await facets(t.app, { search: 'marzipanic' })).brands).toEqual([]);
    });
  }
});
