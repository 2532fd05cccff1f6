import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from './schema/accounts';
import { queryRows, type Database, type DatabaseHandle } from './client';
import { hashPassword } from '../lib/passwords';
import { seedDemoData } from './seed/demo';
import { recordMissingLedger } from '../modules/payouts/ledger';
import { NAME_TRANSLATIONS } from './seed/name-translations';

export const DEMO_PASSWORD = 'Souk2026!';

/**
 * Migrates, then seeds the demo data into an empty database when SEED=demo. A demo database seeded
 * before its names had translations (migration 0008) gets them on the next start.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seed: 'demo' | 'none'; uploadsDir: string; log?: FastifyBaseLogger },
): Promise<void> {
  await database.migrate();
  if (options.seed !== 'demo') return;
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    await fillNameTranslations(database.db, options.log);
    // a demo database delivered before the ledger (migration 0021) gets its lines (decision 027)
    await recordMissingLedger(database.db);
    return;
  }
  const started = Date.now();
  options.log?.info('seeding demo data (first start)');
  await seedDemoData(database.db, {
    uploadsDir: options.uploadsDir,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  await database.db.execute(sql`select refresh_product_search()`);
  options.log?.info({ ms: Date.now() - started }, 'demo data ready');
}

/**
 * Gives the demo names that have no translations theirs, and then refreshes the search document
 * (which holds the translations). Names someone has translated already are left alone.
 */
async function fillNameTranslations(db: Database, log?: FastifyBaseLogger): Promise<void> {
  const known = JSON.stringify(NAME_TRANSLATIONS);
  let filled = 0;
  for (const table of ['categories', 'brand_categories', 'tags']) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update ${sql.identifier(table)} t set name_translations = k.value
          from jsonb_each(${known}::jsonb) k
          where t.name = k.key and t.name_translations = '{}'::jsonb
          returning t.id`,
    );
    filled += rows.length;
  }
  if (filled === 0) return;
  await db.execute(sql`select refresh_product_search()`);
  log?.info({ names: filled }, 'demo names translated');
}
