import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import {
  applyTranslations,
  type BrandCategoryCreate,
  type BrandCategoryDeletion,
  type BrandCategoryUpdate,
} from '@souk/shared/schemas/catalogue-admin';
import { brandCategories, brands } from '../../db/schema/brands';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';

const brandCategoryColumns = {
  id: brandCategories.id,
  name: brandCategories.name,
  nameTranslations: brandCategories.nameTranslations,
  description: brandCategories.description,
  brandCount: sql<number>`(select count(*)::int from brands b where b.brand_category_id = "brand_categories"."id" and b.enabled)`,
};

/** Brand categories with how many enabled brands each has (the directory hides empty ones). */
export async function listBrandCategories(db: Database): Promise<BrandCategory[]> {
  return db.select(brandCategoryColumns).from(brandCategories).orderBy(asc(brandCategories.name));
}

export async function getBrandCategory(db: Database, id: number): Promise<BrandCategory> {
  const [row] = await db
    .select(brandCategoryColumns)
    .from(brandCategories)
    .where(eq(brandCategories.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

/*
 * The admin's changes (spec: dashboards §2 "Settings", §7 "GET and POST /brand-categories; PUT and
 * DELETE /brand-categories/{id}"; issue 13 part 5). A brand category's name is in no product's
 * search document: nothing to refresh; the routes drop the storefront's kept answers (the brand
 * directory's filter lists these categories).
 */

/** A brand category's name is unique whatever its case ("Fashion" and "fashion"). */
async function assertNameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: brandCategories.id })
    .from(brandCategories)
    .where(
      and(
        sql`lower(${brandCategories.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(brandCategories.id, exceptId),
      ),
    )
    .limit(1);
  if (taken)
    throw new AppError('brand_category_name_taken', undefined, {
      name: 'brand_category_name_taken',
    });
}

/** Two admins racing for one name: the unique index answers the same 409. */
function asNameConflict(error: unknown): unknown {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code === '23505' && (!constraint || constraint === 'brand_categories_name_key'))
    return new AppError('brand_category_name_taken', undefined, {
      name: 'brand_category_name_taken',
    });
  return error;
}

export async function createBrandCategory(
  db: Database,
  input: BrandCategoryCreate,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const [row] = await tx
        .insert(brandCategories)
        .values({
          name: input.name,
          nameTranslations: applyTranslations({}, input.nameTranslations),
          description: input.description,
        })
        .returning({ id: brandCategories.id });
      return row!.id;
    });
  } catch (error) {
    throw asNameConflict(error);
  }
}

/** Only the given fields change. */
export async function updateBrandCategory(
  db: Database,
  id: number,
  changes: BrandCategoryUpdate,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(brandCategories)
        .where(eq(brandCategories.id, id))
        .for('update');
      if (!row) throw new AppError('not_found');
      if (changes.name !== undefined && changes.name !== row.name)
        await assertNameFree(tx, changes.name, id);
      const set = Object.fromEntries(
        Object.entries({
          name: changes.name,
          description: changes.description,
          nameTranslations:
            changes.nameTranslations === undefined
              ? undefined
              : applyTranslations(row.nameTranslations, changes.nameTranslations),
        }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(set).length)
        await tx.update(brandCategories).set(set).where(eq(brandCategories.id, id));
    });
  } catch (error) {
    throw asNameConflict(error);
  }
}

/**
 * Refused (422, naming how many) while any brand — enabled or not — is in the category: the
 * database would silently leave those brands without one, and the admin should choose theirs.
 */
export async function deleteBrandCategory(
  db: Database,
  id: number,
): Promise<BrandCategoryDeletion> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: brandCategories.id })
      .from(brandCategories)
      .where(eq(brandCategories.id, id))
      .for('update');
    if (!row) throw new AppError('not_found');
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(brands)
      .where(eq(brands.brandCategoryId, id));
    const count = used?.count ?? 0;
    if (count > 0) throw AppError.withValues('brand_category_in_use', { count });
    await tx.delete(brandCategories).where(eq(brandCategories.id, id));
  });
  return { id };
}
