import { sql } from 'drizzle-orm';
import { attemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter';
import type { Database } from '../../db/client';
import { localToday } from '../brand-reports/report-time';

/**
 * Storefront visits (issue 13, part 6): a privacy-friendly count of browsing sessions per day in
 * Tunisia, no third-party script. The web app announces a new tab session once (visit-beacon.ts);
 * the server adds one to the day's row and keeps nothing about who — no cookie, no address, no
 * identifier is stored.
 */

/**
 * How many sessions one address may announce in an hour: a household or an office behind one
 * address opens a few dozen tabs at most, a script looping on the call gets 429 and counts no more.
 */
export const VISITS_PER_ADDRESS_PER_HOUR = 30;

/** The visits limiter of one API instance (in memory, like the other limits per address). */
export const visitLimiter = (): AttemptLimiter =>
  attemptLimiter(VISITS_PER_ADDRESS_PER_HOUR, 60 * 60_000);

/** Adds one session to today's row (created at the day's first), in one upsert. */
export async function recordVisit(db: Database, now: Date = new Date()): Promise<void> {
  await db.execute(sql`
    insert into daily_visits (day, sessions) values (${localToday(now)}::date, 1)
    on conflict (day) do update set sessions = daily_visits.sessions + 1
  `);
}
