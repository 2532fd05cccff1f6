import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/accounts';
import type { Database, Tx } from '../db/client';
import { AppError } from './errors';

export type Replayable = { status: number; body: unknown };

/** An Idempotency-Key header: 1 to 200 visible characters, else ignored as absent. */
export function idempotencyKeyOf(header: unknown): string | null {
  return typeof header === 'string' && /^[\x21-\x7e]{1,200}$/.test(header) ? header : null;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Runs `work` once per (key, caller, route) (decision 010, "Idempotency"): the key is recorded in
 * the same transaction as the work, so a retry after success gets the first answer again, a retry
 * while the first is running waits for it (the unique index holds it), and a failed attempt leaves
 * no key behind. The same key with another body is 422 idempotency_key_reused. Without a key the
 * work simply runs.
 */
export async function once<T extends Replayable>(
  db: Database,
  request: { key: string | null; userId: number; route: string; body: unknown },
  work: (tx: Tx) => Promise<T>,
): Promise<Replayable & { replayed: boolean; result?: T }> {
  if (!request.key) {
    const result = await db.transaction(work);
    return { ...result, replayed: false, result };
  }
  const key = request.key;
  const requestHash = hashOf(request.body);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ key, userId: request.userId, route: request.route, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (!claimed) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.userId, request.userId),
            eq(idempotencyKeys.route, request.route),
          ),
        );
      if (!first || first.requestHash !== requestHash || first.responseBody === null)
        throw new AppError('idempotency_key_reused');
      return {
        status: first.responseStatus ?? 200,
        body: JSON.parse(first.responseBody) as unknown,
        replayed: true,
      };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: result.status, responseBody: JSON.stringify(result.body) })
      .where(and(eq(idempotencyKeys.id, claimed.id), isNull(idempotencyKeys.responseBody)));
    return { ...result, replayed: false, result };
  });
}
