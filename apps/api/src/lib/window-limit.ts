import { sql } from 'drizzle-orm';
import type { ErrorCode } from '@souk/shared/errors';
import type { Database } from '../db/client';
import { AppError } from './errors';

/**
 * At most `allowed` writes per key within `windowMinutes` (contact messages, blog comments…).
 * `refusal` is the 429 code that names what was sent too often; too_many_requests ("too many
 * attempts") unless given.
 */
export type WindowLimit = { allowed: number; windowMinutes: number; refusal?: ErrorCode };

/**
 * Writes something a person may only do a few times in a while, counted in the database so the
 * limit holds across API instances. The check and the write run in one transaction under a lock
 * on the key: writes sent at the same moment wait their turn instead of all counting the same
 * total. Past the limit: the limit's refusal (429), and nothing is written.
 */
export async function writeWithinLimit<T>(
  db: Database,
  key: string,
  limit: WindowLimit,
  countSince: (tx: Database, since: Date) => Promise<number>,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Database;
    await scoped.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const since = new Date(Date.now() - limit.windowMinutes * 60_000);
    if ((await countSince(scoped, since)) >= limit.allowed)
      throw new AppError(limit.refusal ?? 'too_many_requests');
    return write(scoped);
  });
}
