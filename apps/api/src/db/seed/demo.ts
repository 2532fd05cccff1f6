import { type Database } from '../client';
import { seedPeople } from './accounts';
import {
  insertProducts,
  planProducts,
  seedBrands,
  seedCategories,
  seedTags,
  tagProducts,
} from './catalogue';
import { seedExtras } from './extras';
import { writeSvgFiles, type SvgFile } from './images';
import { seedOrders } from './orders';
import { seedLedger } from './ledger';
import { refreshCounters, seedReviews } from './reviews';

export type SeedOptions = {
  /** absolute folder served at /uploads; images go to <uploadsDir>/seed */
  uploadsDir: string;
  /** argon2id hash of the demo password, shared by every seeded account */
  passwordHash: string;
  /** the moment all dates are relative to; defaults to the current time */
  now?: Date;
};

/**
 * Fills an empty database with a deterministic demo marketplace: categories, brands and their
 * logins, products with generated SVG images, customers, orders, reviews and the demo customer's
 * cart, wishlist, alerts and tickets. Everything is written in one transaction.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const files: SvgFile[] = [];
  await db.transaction(async (tx) => {
    const categoryRefs = await seedCategories(tx, now, files);
    const brandRefs = await seedBrands(tx, now, options.passwordHash, files);
    const tagIds = await seedTags(tx, now);
    const productRefs = await insertProducts(tx, planProducts(brandRefs, categoryRefs, now, files));
    const people = await seedPeople(tx, now, options.passwordHash);
    const outcome = await seedOrders(tx, now, {
      customers: people.customers,
      demo: people.demo,
      brands: brandRefs,
      products: productRefs,
    });
    await seedLedger(tx, now, { adminId: people.adminId, brands: brandRefs });
    await tagProducts(tx, productRefs, tagIds, outcome.unitsSold);
    await seedReviews(tx, now, {
      customers: people.customers,
      products: productRefs,
      purchases: outcome.purchases,
    });
    await refreshCounters(tx);
    await seedExtras(tx, now, {
      demo: people.demo,
      adminId: people.adminId,
      products: productRefs,
      orders: outcome.orders,
    });
  });
  await writeSvgFiles(options.uploadsDir, files);
}
