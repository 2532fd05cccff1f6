import { asc, eq, sql } from 'drizzle-orm';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import {
  applyTranslations,
  type BrandCategoryCreate,
  type BrandCategoryDeletion,
  type BrandCategoryUpdate,
} from '@souk/shared/schemas/catalogue-admin';
import { brandCategories, brands } from '../../db/schema/brands';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  asNameConflict,
  assertNameFree,
  labelUpdate,
  type LabelKind,
} from '../categories/label-writes';

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
const BRAND_CATEGORY: LabelKind = {
  table: brandCategories,
  id: brandCategories.id,
  name: brandCategories.name,
  nameTaken: 'brand_category_name_taken',
  uniqueIndex: 'brand_categories_name_key',
};

export async function createBrandCategory(
  db: Database,
  input: BrandCategoryCreate,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await assertNameFree(tx, BRAND_CATEGORY, input.name);
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
    throw asNameConflict(BRAND_CATEGORY, error);
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
      const { set, renamed } = labelUpdate(row, changes, { description: changes.description });
      if (renamed) await assertNameFree(tx, BRAND_CATEGORY, changes.name!, { exceptId: id });
      if (Object.keys(set).length)
        await tx.update(brandCategories).set(set).where(eq(brandCategories.id, id));
    });
  } catch (error) {
    throw asNameConflict(BRAND_CATEGORY, error);
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
