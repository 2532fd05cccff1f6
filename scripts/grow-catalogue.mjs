// Grows a seeded catalogue to a given number of products, in SQL, for `npm run bench` (and the
// tests that measure a large catalogue). Works on PostgreSQL (pg.Client) and on PGlite alike: it
// only needs a function that runs one SQL statement and returns its rows.
//
// The demo products are the templates: each copy takes its template's name (with a number),
// description, brand, category, colours, sizes, subcategories and tags, and gets its own price,
// discount, rating, review and sales counts and creation date, so that filters and sorts select
// and order something meaningful. Deterministic: the same catalogue gives the same copies.

/** The suffix of a copy's SKU: `<template sku>-b<g>`, g = 1, 2, 3... (unique per brand). */
const COPY_SKU = `'-b[0-9]+$'`;

/**
 * Multiplies the catalogue's products up to `target` rows, then rebuilds the search columns and
 * the typo lexicon (`refresh_product_search()`) and runs `VACUUM ANALYZE`, as a deployment would
 * after a bulk load. With `target` at or below the current count, only refreshes and vacuums.
 *
 * @param {(sql: string) => Promise<{ rows: any[] }>} query runs one statement, outside any
 *   transaction block (VACUUM refuses to run in one): `(s) => client.query(s)` with a pg.Client,
 *   `(s) => pglite.query(s)` with PGlite
 * @param {number} target the number of products wanted
 * @returns {Promise<number>} the number of products afterwards
 */
export async function growCatalogue(query, target) {
  const count = async (where = 'true') =>
    Number((await query(`select count(*)::int as n from products where ${where}`)).rows[0].n);
  const total = await count();
  const missing = Math.floor(target) - total;
  if (missing > 0) {
    const templates = await count(`sku !~ ${COPY_SKU}`);
    if (templates === 0) throw new Error('growCatalogue: no product to copy (seed the catalogue)');
    // Copies already made by an earlier growth keep their numbers: new ones follow them.
    const {
      rows: [{ last }],
    } = await query(
      `select coalesce(max(substring(sku from '-b([0-9]+)$')::int), 0)::int as last
       from products where sku ~ ${COPY_SKU}`,
    );
    const first = Number(last) + 1;
    const end = first + missing - 1;
    // t: the templates numbered 0..templates-1 by id; copy g is made from template g % templates.
    const copies = `
      with t as (
        select row_number() over (order by id) - 1 as rn, *
        from products where sku !~ ${COPY_SKU}
      )
      select g, t.* from generate_series(${first}, ${end}) g join t on t.rn = g % ${templates}`;
    // Price × 0.60..1.56, discount 0..30 %, rating 1.00..4.99, up to 49 reviews and 299 sales,
    // created up to a year ago: multiplicative hashes of g so that these do not move together.
    await query(`
      insert into products (name, description, price, discount_price, image_url, additional_images,
        brand_id, category_id, sku, barcode, colors, sizes, weight, dimensions, material, care,
        origin, fit, features, quantity, stock_level, active, featured, free_shipping,
        average_rating, review_count, sales_count, created_at)
      select c.name || ' ' || (c.g / ${templates} + 1), c.description,
        greatest(round(c.price * (0.6 + ((c.g * 37) % 97) / 100.0), 2), 0.01),
        ((c.g * 13) % 7) * 5, c.image_url, c.additional_images, c.brand_id, c.category_id,
        c.sku || '-b' || c.g, c.barcode, c.colors, c.sizes, c.weight, c.dimensions, c.material,
        c.care, c.origin, c.fit, c.features, c.quantity, c.stock_level, true, false,
        c.free_shipping, round(1 + ((c.g * 53) % 400) / 100.0, 2), (c.g * 31) % 50,
        (c.g * 101) % 300, now() - (((c.g * 17) % 365) || ' days')::interval
          - (((c.g * 7) % 1440) || ' minutes')::interval
      from (${copies}) c`);
    // A copy is found from its template by (brand_id, sku), the unique index.
    const fromTemplate = `
      from (${copies}) c
      join products p on p.brand_id = c.brand_id and p.sku = c.sku || '-b' || c.g`;
    await query(`
      insert into product_subcategories (product_id, category_id)
      select p.id, ps.category_id ${fromTemplate}
      join product_subcategories ps on ps.product_id = c.id
      on conflict do nothing`);
    await query(`
      insert into product_tags (product_id, tag_id)
      select p.id, pt.tag_id ${fromTemplate}
      join product_tags pt on pt.product_id = c.id
      on conflict do nothing`);
  }
  await query('select refresh_product_search()');
  // Its own statement: VACUUM cannot run inside a transaction block. Without it, the refresh's
  // update leaves one dead tuple per product behind until autovacuum comes (never, on PGlite).
  await query('vacuum analyze');
  return count();
}
