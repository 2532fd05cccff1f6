import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { users } from './schema/accounts';
import type { DatabaseHandle } from './client';
import { hashPassword } from '../lib/passwords';
import { seedDemoData } from './seed/demo';

export const DEMO_PASSWORD = 'Souk2026!';

/** Migrates, then seeds the demo data into an empty database when SEED=demo. */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: { seed: 'demo' | 'none'; uploadsDir: string; log?: FastifyBaseLogger },
): Promise<void> {
  await database.migrate();
  if (options.seed !== 'demo') return;
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const started = Date.now();
  options.log?.info('seeding demo data (first start)');
  await seedDemoData(database.db, {
    uploadsDir: options.uploadsDir,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  await database.db.execute(sql`select refresh_product_search()`);
  options.log?.info({ ms: Date.now() - started }, 'demo data ready');
}
