import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, countDistinct, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@souk/shared/constants';
import { discountedCents } from '@souk/shared/money';
import { openDatabase, type Database, type DatabaseHandle } from '../client';
import { dailyVisits, users } from '../schema/accounts';
import { brandCategories, brands } from '../schema/brands';
import {
  categories,
  productSubcategories,
  productTags,
  products,
  reviews,
  tags,
} from '../schema/catalogue';
import {
  alerts,
  brandOrders,
  cartItems,
  orderItems,
  orders,
  payments,
  refunds,
  wishlistItems,
} from '../schema/commerce';
import { ledgerEntries, payouts } from '../schema/ledger';
import { newsletterSubscribers, supportTickets, ticketMessages } from '../schema/support';
import { testDatabaseImage } from '../../test/database-image';
import { seedDemoData } from './demo';
import { ILLUSTRATIONS, KIND_ILLUSTRATIONS, type IllustrationId } from './illustrations';

const NOW = new Date('2026-03-15T10:00:00Z');

let handle: DatabaseHandle;
let db: Database;
let uploadsDir: string;

async function total(query: Promise<Array<{ n: number }>>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

async function userByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

function fileFor(url: string): string {
  expect(url.startsWith('/uploads/seed/')).toBe(true);
  return path.join(uploadsDir, url.slice('/uploads/'.length));
}

// Seeding a whole demo database takes a few seconds; on a busy machine several times that.
describe('seedDemoData', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'souk-seed-'));
    handle = await openDatabase({ image: testDatabaseImage() });
    await handle.migrate();
    db = handle.db;
    await seedDemoData(db, { uploadsDir, passwordHash: 'x', now: NOW });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('writes the ledger of every delivered part and a couple of payouts, by the rules (decision 027)', async () => {
    const parts = await db
      .select({ id: brandOrders.id, status: brandOrders.status })
      .from(brandOrders)
      .where(inArray(brandOrders.status, ['DELIVERED', 'COMPLETED', 'REFUNDED']));
    const lines = await db.select().from(ledgerEntries);
    const sales = lines.filter((line) => line.kind === 'SALE');
    expect(sales.map((line) => line.brandOrderId).sort()).toEqual(parts.map((p) => p.id).sort());
    for (const sale of sales) {
      // 10 % of the amount due, half-up (the demo's categories keep the default rate)
      expect(sale.commission).toBe(Math.floor((sale.gross * 10 + 50) / 100));
      expect(sale.net).toBe(sale.gross - sale.commission);
    }
    // a refunded part nets to nothing
    for (const part of parts.filter((p) => p.status === 'REFUNDED')) {
      const own = lines.filter((line) => line.brandOrderId === part.id);
      expect(own.reduce((sum, line) => sum + line.net, 0)).toBe(0);
    }
    const paid = await db.select().from(payouts);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    // no brand was ever paid more than it had earned
    for (const brandId of new Set(lines.map((line) => line.brandId))) {
      const own = lines.filter((line) => line.brandId === brandId);
      expect(own.reduce((sum, line) => sum + line.net, 0)).toBeGreaterThanOrEqual(0);
    }
  });

  it('creates the 15 categories, each with subcategories and an image', async () => {
    const top = await db.select().from(categories).where(isNull(categories.parentId));
    expect(top).toHaveLength(15);
    const subs = await db.select().from(categories).where(isNotNull(categories.parentId));
    for (const category of top) {
      expect(category.type).toBeTruthy();
      expect(category.imageUrl).toBeTruthy();
      const own = subs.filter((s) => s.parentId === category.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(own.every((s) => s.imageUrl)).toBe(true);
    }
  });

  it('names every category, brand category and tag in French and Arabic too', async () => {
    const named = [
      ...(await db.select().from(categories)),
      ...(await db.select().from(brandCategories)),
      ...(await db.select().from(tags)),
    ];
    expect(named.length).toBeGreaterThan(90);
    for (const { nameTranslations } of named) {
      expect(nameTranslations.fr).toBeTruthy();
      expect(nameTranslations.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('creates brands that all have products, one disabled, each with a login', async () => {
    const brandRows = await db.select().from(brands);
    expect(brandRows.length).toBeGreaterThanOrEqual(20);
    expect(brandRows.filter((b) => !b.enabled)).toHaveLength(1);
    for (const brand of brandRows) {
      expect(brand.phoneNumber).toMatch(/^\+216\d{8}$/);
      expect(brand.links.map((l) => l.platform).sort()).toEqual([
        'facebook',
        'instagram',
        'twitter',
      ]);
    }
    const perBrand = await db
      .select({ brandId: products.brandId, n: count() })
      .from(products)
      .groupBy(products.brandId);
    expect(perBrand).toHaveLength(brandRows.length);
    expect(perBrand.every((row) => row.n > 0)).toBe(true);
    const logins = await db.select().from(users).where(eq(users.role, 'BRAND'));
    expect(logins).toHaveLength(brandRows.length);
    expect(logins.every((u) => u.brandId !== null && u.emailVerified)).toBe(true);
  });

  it('creates at least 300 varied products', async () => {
    const rows = await db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.filter((p) => p.featured).length).toBeGreaterThanOrEqual(15);
    expect(rows.filter((p) => !p.active)).toHaveLength(5);
    expect(rows.filter((p) => p.quantity === 0).length).toBeGreaterThan(0);
    expect(rows.every((p) => p.stockLevel >= p.quantity)).toBe(true);
    expect(rows.every((p) => p.price >= 500 && p.price <= 150_000)).toBe(true);
    expect(rows.every((p) => p.discountPrice >= 0 && p.discountPrice <= 6000)).toBe(true);
    expect(rows.every((p) => /^\d{13}$/.test(p.barcode))).toBe(true);
    expect(rows.every((p) => p.additionalImages.length === 2)).toBe(true);
    const complete = rows.filter(
      (p) => p.material && p.care && p.fit && p.origin && p.weight !== null,
    );
    expect(complete.length).toBeGreaterThanOrEqual(40);
    const withSubcategories = await total(
      db
        .select({ n: sql<number>`count(distinct product_id)::int` })
        .from(sql`product_subcategories`),
    );
    expect(withSubcategories).toBe(rows.length);
  });

  it('tags summer and eco-friendly products and fills the office category', async () => {
    const perTag = await db
      .select({ name: tags.name, n: count() })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .groupBy(tags.name);
    const tagged = new Map(perTag.map((row) => [row.name, row.n]));
    expect(tagged.get('summer')).toBeGreaterThanOrEqual(15);
    expect(tagged.get('eco-friendly')).toBeGreaterThanOrEqual(15);
    expect(tagged.get('office')).toBeGreaterThan(0);
    const tagsPerProduct = await db
      .select({ n: count() })
      .from(productTags)
      .groupBy(productTags.productId);
    expect(tagsPerProduct.every((row) => row.n <= 3)).toBe(true);
    const [office] = await db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Office Products'));
    const officeProducts = await total(
      db
        .select({ n: count() })
        .from(products)
        .where(eq(products.categoryId, office?.id ?? -1)),
    );
    expect(officeProducts).toBeGreaterThanOrEqual(10);
  });

  it('creates the demo accounts with the right roles', async () => {
    const admin = await userByEmail('admin@souk.tn');
    expect(admin.role).toBe('ADMIN');
    const customer = await userByEmail('customer@souk.tn');
    expect(customer).toMatchObject({
      role: 'CUSTOMER',
      firstname: 'Amira',
      lastname: 'Ben Salah',
      phoneNumber: '+21620123456',
      emailVerified: true,
      country: 'Tunisia',
    });
    const brand = await userByEmail('brand@souk.tn');
    expect(brand.role).toBe('BRAND');
    expect(brand.brandId).not.toBeNull();
    const customers = await db.select().from(users).where(eq(users.role, 'CUSTOMER'));
    expect(customers.length).toBeGreaterThanOrEqual(55);
    expect(
      customers.every((u) => u.emailVerified && /^\+216\d{8}$/.test(u.phoneNumber ?? '')),
    ).toBe(true);
    expect(customers.filter((u) => !u.enabled).length).toBeGreaterThan(0);
  });

  it('creates orders in every status with consistent money', async () => {
    const statuses = await db.selectDistinct({ status: orders.status }).from(orders);
    expect(statuses.map((s) => s.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const orderCount = await total(db.select({ n: count() }).from(orders));
    expect(orderCount).toBeGreaterThanOrEqual(350);
    const wrongSubtotal = await total(
      db
        .select({ n: count() })
        .from(orders)
        .where(
          sql`${orders.subtotal} <> (select sum(oi.subtotal) from order_items oi where oi.order_id = ${orders.id})`,
        ),
    );
    expect(wrongSubtotal).toBe(0);
    const wrongTotal = await total(
      db
        .select({ n: count() })
        .from(orders)
        .where(sql`${orders.total} <> ${orders.subtotal} + ${orders.shippingCost}`),
    );
    expect(wrongTotal).toBe(0);
    const items = await db.select().from(orderItems).limit(200);
    for (const item of items) {
      expect(item.unitPrice).toBe(discountedCents(item.productPrice, item.discountPrice));
      expect(item.subtotal).toBe(item.unitPrice * item.quantity);
      expect(item.productSnapshot.sku).toBe(item.productSku);
    }
    const online = await total(
      db.select({ n: count() }).from(orders).where(eq(orders.paymentMethod, 'ONLINE')),
    );
    expect(await total(db.select({ n: count() }).from(payments))).toBe(online);
    const mismatchedBrandOrders = await total(
      db
        .select({ n: count() })
        .from(orderItems)
        .innerJoin(brandOrders, eq(brandOrders.id, orderItems.brandOrderId))
        .where(ne(brandOrders.brandId, orderItems.brandId)),
    );
    expect(mismatchedBrandOrders).toBe(0);
    // decision 015: a part is refunded only once its refund is recorded
    const refundedWithoutRefund = await total(
      db
        .select({ n: count() })
        .from(brandOrders)
        .where(
          sql`${brandOrders.status} = 'REFUNDED' and not exists (select 1 from ${refunds} r where r.brand_order_id = ${brandOrders.id})`,
        ),
    );
    expect(refundedWithoutRefund).toBe(0);
    // decision 010: cash is paid on delivery, a card before anything is prepared
    const unpaidButDone = await total(
      db
        .select({ n: count() })
        .from(orders)
        .where(
          sql`${orders.paymentStatus} <> 'PAID' and (${orders.status} in ('DELIVERED', 'COMPLETED')
            or (${orders.paymentMethod} = 'ONLINE' and ${orders.status} in ('PROCESSING', 'SHIPPED')))`,
        ),
    );
    expect(unpaidButDone).toBe(0);
    expect(await total(db.select({ n: count() }).from(refunds))).toBeGreaterThan(0);
  });

  it('gives the demo brand products, orders and reviews', async () => {
    const { brandId } = await userByEmail('brand@souk.tn');
    const demoBrandId = brandId ?? -1;
    const ownProducts = await total(
      db.select({ n: count() }).from(products).where(eq(products.brandId, demoBrandId)),
    );
    expect(ownProducts).toBeGreaterThanOrEqual(15);
    const ownOrders = await total(
      db.select({ n: count() }).from(brandOrders).where(eq(brandOrders.brandId, demoBrandId)),
    );
    expect(ownOrders).toBeGreaterThanOrEqual(30);
    const ownStatuses = await total(
      db
        .select({ n: countDistinct(brandOrders.status) })
        .from(brandOrders)
        .where(eq(brandOrders.brandId, demoBrandId)),
    );
    expect(ownStatuses).toBeGreaterThanOrEqual(5);
    const ownReviews = await total(
      db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(products.brandId, demoBrandId)),
    );
    expect(ownReviews).toBeGreaterThan(0);
    const [brand] = await db.select().from(brands).where(eq(brands.id, demoBrandId));
    expect(brand?.reviewCount).toBe(ownReviews);
    expect(brand?.averageRating).toBeGreaterThan(3);
  });

  it('gives the demo customer orders, a cart, a wishlist, alerts and tickets', async () => {
    const customer = await userByEmail('customer@souk.tn');
    const own = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(own.length).toBeGreaterThanOrEqual(6);
    const statuses = new Set(own.map((o) => o.status));
    for (const status of ['DELIVERED', 'PENDING', 'CANCELLED'] as const)
      expect(statuses.has(status)).toBe(true);
    expect(await total(db.select({ n: count() }).from(cartItems))).toBe(2);
    expect(
      await total(
        db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, customer.id)),
      ),
    ).toBe(3);
    const alertTypes = await db
      .select({ type: alerts.type })
      .from(alerts)
      .where(eq(alerts.userId, customer.id));
    expect(alertTypes.map((a) => a.type).sort()).toEqual([
      'back_in_stock',
      'order_status',
      'price_drop',
    ]);
    const tickets = await db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, customer.id));
    expect(tickets).toHaveLength(2);
    const messages = await db
      .select()
      .from(ticketMessages)
      .where(
        inArray(
          ticketMessages.ticketId,
          tickets.map((t) => t.id),
        ),
      );
    expect(messages.length).toBeGreaterThanOrEqual(4);
    const hashes = await db.select().from(newsletterSubscribers);
    expect(hashes).toHaveLength(5);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.unsubscribeTokenHash))).toBe(true);
  });

  it('creates about 900 reviews and keeps the product counters in step', async () => {
    const reviewCount = await total(db.select({ n: count() }).from(reviews));
    expect(reviewCount).toBeGreaterThanOrEqual(850);
    const recent = await total(
      db
        .select({ n: count() })
        .from(reviews)
        .where(sql`${reviews.createdAt} > ${new Date(NOW.getTime() - 2 * 86_400_000)}`),
    );
    expect(recent).toBeGreaterThan(0);
    const stale = await total(
      db
        .select({ n: count() })
        .from(products)
        .where(
          sql`${products.reviewCount} <> (select count(*) from reviews r where r.product_id = ${products.id})`,
        ),
    );
    expect(stale).toBe(0);
    const sold = await total(
      db
        .select({ n: count() })
        .from(products)
        .where(sql`${products.salesCount} > 0`),
    );
    expect(sold).toBeGreaterThan(100);
    const futureDates = await total(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(isNotNull(orders.deliveredDate), sql`${orders.deliveredDate} > ${NOW}`)),
    );
    expect(futureDates).toBe(0);
  });

  it('keeps a year of daily storefront sessions, one row per day', async () => {
    const rows = await db.select().from(dailyVisits);
    expect(rows).toHaveLength(365);
    expect(new Set(rows.map((row) => row.day)).size).toBe(365);
    expect(rows.every((row) => row.sessions > 0)).toBe(true);
  });

  it('writes the images on disk', async () => {
    const sample = await db.select().from(products).limit(25);
    for (const product of sample) {
      for (const url of [product.imageUrl ?? '', ...product.additionalImages]) {
        const svg = readFileSync(fileFor(url), 'utf8');
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).toContain('viewBox="0 0 600 600"');
      }
    }
    const brandRows = await db.select({ logo: brands.logo }).from(brands);
    expect(brandRows.every((b) => existsSync(fileFor(b.logo ?? '')))).toBe(true);
    const categoryRows = await db.select({ imageUrl: categories.imageUrl }).from(categories);
    expect(categoryRows.every((c) => existsSync(fileFor(c.imageUrl ?? '')))).toBe(true);
  });

  it('draws what each product is, with no text in its pictures', async () => {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        imageUrl: products.imageUrl,
        additionalImages: products.additionalImages,
      })
      .from(products);
    const links = await db
      .select({ productId: productSubcategories.productId, name: categories.name })
      .from(productSubcategories)
      .innerJoin(categories, eq(categories.id, productSubcategories.categoryId));
    const pictureOf = new Map<number, string>();
    for (const product of rows) {
      for (const url of [product.imageUrl ?? '', ...product.additionalImages]) {
        const svg = readFileSync(fileFor(url), 'utf8');
        expect(svg, `${product.name}: ${url}`).not.toMatch(/<text|<tspan/);
        const drawing = /data-illustration="([a-z-]+)"/.exec(svg)?.[1] ?? '';
        expect(drawing, `${product.name}: ${url}`).not.toBe('');
        if (!pictureOf.has(product.id)) pictureOf.set(product.id, drawing);
        expect(drawing, `${product.name}: the same drawing in every view`).toBe(
          pictureOf.get(product.id),
        );
      }
      // the drawing is meant for one of the product's subcategories (its own is among them)
      const drawing = pictureOf.get(product.id) as IllustrationId;
      const meantFor: readonly string[] = ILLUSTRATIONS[drawing].for;
      const subcategories = links.filter((l) => l.productId === product.id).map((l) => l.name);
      expect(
        subcategories.some((name) => meantFor.includes(name)),
        `${product.name} (${subcategories.join(', ')}) drawn as ${drawing}`,
      ).toBe(true);
    }
    // each product shows the drawing of the thing its name names ("Atlas Camping Tent": a tent)
    const nouns = Object.keys(KIND_ILLUSTRATIONS).sort((a, b) => b.length - a.length);
    for (const product of rows) {
      const noun = nouns.find((n) => product.name.includes(n));
      expect(noun, product.name).toBeDefined();
      expect(pictureOf.get(product.id), product.name).toBe(KIND_ILLUSTRATIONS[noun ?? '']);
    }
    const expected: Array<[RegExp, string]> = [
      [/Tablet 10-inch/, 'tablet'],
      [/Laptop/, 'laptop'],
      [/Camping Tent/, 'tent'],
      [/Basketball/, 'basketball'],
      [/Football/, 'football'],
      [/Calculator/, 'calculator'],
      [/Dumbbell/, 'dumbbell'],
    ];
    let checked = 0;
    for (const [pattern, drawing] of expected) {
      for (const product of rows.filter((p) => pattern.test(p.name))) {
        expect(pictureOf.get(product.id), product.name).toBe(drawing);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('describes every product in one language, with the shop policies', async () => {
    const rows = await db
      .select({ name: products.name, description: products.description })
      .from(products);
    for (const { name, description } of rows) {
      // spec: storefront, returns within 30 days
      expect(description, name).not.toMatch(
        /\b14[\s-]*(days?|jours)\b|within 14\b|fourteen|quatorze/i,
      );
      if (/return/i.test(description)) expect(description, name).toMatch(/30 days/);
      // the name may be French ("Chemise en Lin"); the text around it is English only
      const text = description.replaceAll(name, '').replaceAll(name.toLowerCase(), '');
      expect(text, name).not.toMatch(/[\u0600-\u06FF]/);
      expect(text, name).not.toMatch(FRENCH_WORD);
    }
  });

  it('describes products as made of the material their name states', async () => {
    const rows = await db
      .select({
        name: products.name,
        material: products.material,
        description: products.description,
      })
      .from(products);
    const named = rows.filter((p) => MATERIAL_WORDS.some(([inName]) => inName.test(p.name)));
    expect(named.length).toBeGreaterThan(20);
    for (const { name, material, description } of named) {
      for (const [inName, inMaterial, family] of MATERIAL_WORDS) {
        if (!inName.test(name)) continue;
        if (material !== null) expect(material, name).toMatch(inMaterial);
        // no other material of the same kind is claimed: a wool coat is not polyester
        const said = description.toLowerCase();
        const allowed = `${name} ${material ?? ''}`.toLowerCase();
        const contradicting = family.filter(
          (word) => said.includes(word) && !allowed.includes(word),
        );
        expect(contradicting, `${name}: ${description}`).toEqual([]);
      }
    }
  });

  it('produces the same data on every run', async () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'souk-seed-again-'));
    const other = await openDatabase({ image: testDatabaseImage() });
    try {
      await other.migrate();
      await seedDemoData(other.db, { uploadsDir: otherDir, passwordHash: 'x', now: NOW });
      expect(await fingerprint(other.db)).toEqual(await fingerprint(db));
      const file = 'seed/products/7-1.svg';
      expect(readFileSync(path.join(otherDir, file), 'utf8')).toBe(
        readFileSync(path.join(uploadsDir, file), 'utf8'),
      );
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

/** French words that have no place in an English sentence (lower case, so "La Marsa" is fine). */
const FRENCH_WORD =
  /(^|[\s(])(le|la|les|des|du|et|pour|avec|une|est|sont|dans|sur|aux|en|à|offerts?|partout|livraison|idéal|pièce)(?=[\s,.)]|$)/;

const FABRICS = ['wool', 'linen', 'cotton', 'denim', 'polyester', 'viscose', 'silk', 'nylon'];
const SHOE_MATERIALS = ['leather', 'suede', 'canvas', 'nubuck', 'mesh', 'knit'];
const METALS = ['silver', 'gold', 'brass'];
const WOODS = ['wood', 'rattan', 'bamboo', 'cork', 'iron', 'teak'];

/** A material a product's name states, what its material must then say, and its rivals. */
const MATERIAL_WORDS: ReadonlyArray<readonly [RegExp, RegExp, readonly string[]]> = [
  [/\bwool\b/i, /wool/i, FABRICS],
  [/\blinen\b|\ben lin\b/i, /linen/i, FABRICS],
  [/\bdenim\b/i, /denim/i, FABRICS],
  [/\bcotton\b/i, /cotton/i, FABRICS],
  [/\bleather\b|\bcuir\b/i, /leather/i, SHOE_MATERIALS],
  [/\bcanvas\b/i, /canvas/i, SHOE_MATERIALS],
  [/\bsilver\b|\bargent\b/i, /silver/i, METALS],
  [/\bgold-plated\b/i, /gold plating/i, ['brass']],
  [/\bwood(en)?\b|\bbois\b/i, /wood/i, WOODS.filter((w) => w !== 'wood')],
  [/\brattan\b/i, /rattan/i, WOODS],
  [/\bbamboo\b/i, /bamboo/i, WOODS],
  [/\bcork\b|liège/i, /cork/i, WOODS],
  [/\bbrass\b/i, /brass/i, METALS],
  [/\bceramic\b|\bpoterie\b/i, /ceramic/i, ['glass', 'brass', 'wood']],
];

async function fingerprint(database: Database) {
  const productRows = await database
    .select({
      sku: products.sku,
      name: products.name,
      price: products.price,
      discount: products.discountPrice,
      description: products.description,
      colors: products.colors,
      createdAt: products.createdAt,
    })
    .from(products)
    .orderBy(products.id);
  const orderRows = await database
    .select({
      number: orders.orderNumber,
      total: orders.total,
      status: orders.status,
      date: orders.orderDate,
    })
    .from(orders)
    .orderBy(orders.id);
  const reviewRows = await database
    .select({
      user: reviews.userId,
      product: reviews.productId,
      rating: reviews.rating,
      comment: reviews.comment,
    })
    .from(reviews)
    .orderBy(reviews.id);
  return { productRows, orderRows, reviewRows };
}
