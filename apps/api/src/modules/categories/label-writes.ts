import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '@souk/shared/errors';
import type { NameTranslations } from '@souk/shared/names';
import { applyTranslations, type TranslationChanges } from '@souk/shared/schemas/catalogue-admin';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';

/**
 * What the admin's three kinds of label — product categories (./category-writes.ts), tags
 * (tags/service.ts) and brand categories (brand-categories/service.ts) — change alike (spec:
 * dashboards §5 "Categories, brand categories, tags"): a name unique whatever its case, its
 * translations merged into the stored ones, and the products' search documents that name it.
 */

export type LabelKind = {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** the 409 of a name in use, also the name field's message */
  nameTaken: ErrorCode;
  /** the unique index on lower(name) that answers a race between two admins */
  uniqueIndex: string;
};

const nameTakenError = (kind: LabelKind) =>
  new AppError(kind.nameTaken, undefined, { name: kind.nameTaken });

/**
 * The name is free whatever its case, among the rows `among` selects (all of them by default),
 * leaving out the row being renamed.
 */
export async function assertNameFree(
  tx: Tx,
  kind: LabelKind,
  name: string,
  { exceptId, among }: { exceptId?: number; among?: SQL } = {},
): Promise<void> {
  const [taken] = await tx
    .select({ id: kind.id })
    .from(kind.table)
    .where(
      and(
        sql`lower(${kind.name}) = lower(${name})`,
        among,
        exceptId === undefined ? undefined : ne(kind.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw nameTakenError(kind);
}

/** Two admins racing for one name: the unique index answers the same 409 as assertNameFree. */
export function asNameConflict(kind: LabelKind, error: unknown): unknown {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code === '23505' && (!constraint || constraint === kind.uniqueIndex))
    return nameTakenError(kind);
  return error;
}

/**
 * An update of a label (only the given fields change): the columns to set, and whether the name
 * or its translations really changed — what the products' search documents read.
 */
export function labelUpdate(
  row: { name: string; nameTranslations: NameTranslations },
  changes: { name?: string; nameTranslations?: TranslationChanges },
  others: Record<string, unknown>,
): { set: Record<string, unknown>; renamed: boolean; searchChanged: boolean } {
  const nameTranslations =
    changes.nameTranslations === undefined
      ? undefined
      : applyTranslations(row.nameTranslations, changes.nameTranslations);
  const set = Object.fromEntries(
    Object.entries({ name: changes.name, nameTranslations, ...others }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const renamed = changes.name !== undefined && changes.name !== row.name;
  const translated =
    nameTranslations !== undefined &&
    JSON.stringify(nameTranslations) !== JSON.stringify(row.nameTranslations);
  return { set, renamed, searchChanged: renamed || translated };
}

/**
 * The search documents (and typo lexicon) of these products follow their labels again, in the
 * caller's transaction (decision 005): a list of ids, or a statement selecting them.
 */
export async function refreshProductSearch(tx: Tx, products: number[] | SQL): Promise<void> {
  const ids = Array.isArray(products)
    ? sql`${`{${products.join(',')}}`}::int[]`
    : sql`array(${products})`;
  await tx.execute(sql`select refresh_product_search(${ids})`);
}
