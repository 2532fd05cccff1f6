import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountedCents, toCents } from '@souk/shared/money';
import { queryRows } from '../../db/client';
import { seedDemoData } from '../../db/seed/demo';
import { hashPassword } from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../test/helper';
import { catalogueIndexReady } from './service';

/**
 * One rounding rule for every price (issue 30): the price the catalogue answers (`discountedPrice`,
 * computed in packages/shared) is the database's `final_price`, which the index and SQL sort and
 * filter by. At 100,000 products, 107 of 1,000 differed by a cent before; here every product of a
 * 10,000-product catalogue is compared, its prices and discounts spread so that thousands of
 * them fall on a half hundredth.
 */

const PRODUCTS = 10_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db, {
    uploadsDir: path.join(t.dataDir, 'uploads'),
    passwordHash: await hashPassword('Souk2026!'),
    now: new Date('2026-03-15T10:00:00Z'),
  });
  // Copies of one demo product up to PRODUCTS, then every price and discount spread by hashes of
  // the id: prices 1.00..1000.98 dt; discounts in steps of 5 % (as brands set them) or anything
  // from 0 to 89.99 %.
  await t.db.execute(sql`
    insert into products (name, description, price, discount_price, image_url, brand_id,
      category_id, sku, barcode, colors, sizes, quantity, stock_level, active, free_shipping)
    select p.name || ' ' || g, p.description, p.price, 0, p.image_url, p.brand_id, p.category_id,
      p.sku || '-r' || g, p.barcode || g, p.colors, p.sizes, 5, 5, true, false
    from generate_series(1, ${PRODUCTS} - (select count(*) from products)) g
    cross join (select * from products order by id limit 1) p`);
  await t.db.execute(sql`
    update products set price = 1 + ((id * 7919) % 99999) / 100.0,
      discount_price = case when id % 2 = 0 then ((id * 13) % 18) * 5
        else ((id * 104729) % 9000) / 100.0 end, active = true`);
  await catalogueIndexReady(t.app.ctx.catalogueDb);
}, 240_000);
afterAll(() => t?.close());

type Listed = { id: number; price: number; discountPrice: number; discountedPrice: number };

async function everyProduct(sort: string): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let page = 0; ; page += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/paginated?sort=${sort}&size=100&page=${page}`,
    });
    expect(response.statusCode).toBe(200);
    const { content, totalElements } = response.json().data;
    all.push(...(content as Listed[]));
    if (all.length >= totalElements || content.length === 0) return all;
  }
}

describe('one rounding rule for every price', () => {
  it(`answers the database's final price for each of ${PRODUCTS} products`, async () => {
    const rows = await queryRows<{ id: number; cents: string; price: string; discount: string }>(
      t.db,
      sql`select id, (final_price * 100)::bigint::text as cents, price::text as price,
        discount_price::text as discount from products where active`,
    );
    expect(rows.length).toBe(PRODUCTS);
    const database = new Map(rows.map((row) => [Number(row.id), Number(row.cents)]));
    const halfCents = rows.filter(
      (row) => (toCents(row.price) * (10000 - toCents(row.discount))) % 10000 === 5000,
    ).length;
    expect(halfCents, 'products whose final price falls on a half hundredth').toBeGreaterThan(50);
    // the shared rule itself, on every product
    const ruleMisses = rows.filter(
      (row) => discountedCents(toCents(row.price), toCents(row.discount)) !== Number(row.cents),
    );
    expect(ruleMisses.slice(0, 5)).toEqual([]);
    // the API's answers, sorted by price: same prices, and never out of order
    const listed = await everyProduct('price-low');
    // every product the storefront shows (a disabled brand's few are not)
    expect(listed.length).toBeGreaterThan(PRODUCTS * 0.99);
    const differing = listed.filter(
      (product) => toCents(product.discountedPrice) !== database.get(product.id),
    );
    expect(differing.slice(0, 5)).toEqual([]);
    const outOfOrder = listed.findIndex(
      (product, i) => i > 0 && product.discountedPrice < listed[i - 1]!.discountedPrice,
    );
    expect(outOfOrder).toBe(-1);
  }, 240_000);
});
