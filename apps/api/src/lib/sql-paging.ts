import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * What the paged lists that sort and filter in SQL share (the admin's orders, brands and
 * customers, a brand's orders).
 */

/** An ILIKE pattern for text found anywhere, its own % _ and \ taken as they are. */
export const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * One zero-based page of a sorted select (built with `.$dynamic()`), read together with how many
 * rows the whole filtered list has (`counted`: a `select({ n: count() })` over the same filter).
 */
export async function pageRows<Select extends PgSelect>(
  select: Select,
  counted: PromiseLike<{ n: number }[]>,
  paging: { page: number; size: number },
): Promise<{ rows: Awaited<Select>; total: number }> {
  const [rows, [total]] = await Promise.all([
    select.limit(paging.size).offset(paging.page * paging.size),
    counted,
  ]);
  return { rows: rows as Awaited<Select>, total: total?.n ?? 0 };
}
