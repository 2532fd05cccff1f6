import { eq, or, sql } from 'drizzle-orm';
import { LIMITS } from '@souk/shared/constants';
import {
  applyTranslations,
  categoryCreateSchema,
  type CategoryDeletion,
  type CategoryUpdate,
} from '@souk/shared/schemas/catalogue-admin';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { categories, productSubcategories, products } from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { MultipartForm } from '../../lib/uploads';
import { fieldErrorsOf } from '../products/product-writes';
import {
  asNameConflict,
  assertNameFree,
  labelUpdate,
  refreshProductSearch,
  type LabelKind,
} from './label-writes';

/**
 * The admin's changes to product categories and subcategories (spec: dashboards §2 "Settings",
 * §5 "Categories, brand categories, tags", §7; issue 13 part 5). A category's picture is checked
 * by its content and re-encoded (lib/images.ts), stored before the transaction and removed again
 * when the transaction fails. A renamed category or subcategory refreshes the search documents
 * of its products in the same transaction (decision 005): the storefront search finds them by the
 * new name at once; the routes drop the response cache (`changesCatalogue`).
 */

type Ctx = Pick<AppContext, 'db' | 'storage'>;
type CategoryRow = typeof categories.$inferSelect;

const IMAGE_SIZE = {
  width: LIMITS.categoryImagePixels,
  height: LIMITS.categoryImagePixels,
  fit: 'inside',
} as const;

/** Re-encodes the picture (a file that is no image is a 415) and stores it. */
async function storeCategoryImage(storage: Storage, bytes: Buffer): Promise<string> {
  return storage.save('categories', 'webp', await reencodeImage(bytes, IMAGE_SIZE));
}

/** A name is unique among its siblings (top-level categories, or one category's subcategories), whatever its case. */
const CATEGORY: LabelKind = {
  table: categories,
  id: categories.id,
  name: categories.name,
  nameTaken: 'category_name_taken',
  uniqueIndex: 'categories_parent_name_key',
};

const siblingsOf = (parentId: number | null) =>
  sql`coalesce(${categories.parentId}, 0) = ${parentId ?? 0}`;

async function lockCategory(tx: Tx, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

/** The products whose search document names this category: filed under it or linked to it. */
const productsNaming = (id: number) =>
  sql`select p.id from products p where p.category_id = ${id}
    union select ps.product_id from product_subcategories ps where ps.category_id = ${id}`;

/** The parent of a new subcategory: an existing top-level category. */
async function checkParent(tx: Tx, parentId: number): Promise<void> {
  const [parent] = await tx
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId))
    .for('update');
  if (!parent)
    throw new AppError('validation_failed', undefined, { parentId: 'category_not_found' });
  if (parent.parentId !== null)
    throw new AppError('validation_failed', undefined, { parentId: 'parent_not_top_level' });
}

/**
 * POST /categories/create-with-image: the text fields and the `image` file, every problem at once
 * per field. Only the image missing answers its own code, 'image is required' (spec: §5).
 */
export async function createCategory(ctx: Ctx, form: MultipartForm): Promise<number> {
  const { image = [], ...others } = form.files;
  const parsed = categoryCreateSchema.safeParse(form.fields);
  const fields = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (image.length === 0) fields.image = 'image_required';
  for (const stray of Object.keys(others)) fields[stray] = 'invalid_value';
  if (!parsed.success || Object.keys(fields).length) {
    const onlyImage = Object.keys(fields).length === 1 && fields.image === 'image_required';
    throw new AppError(onlyImage ? 'image_required' : 'validation_failed', undefined, fields);
  }
  const category = parsed.data;
  const imageUrl = await storeCategoryImage(ctx.storage, image[0]!);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (category.parentId !== null) await checkParent(tx, category.parentId);
      await assertNameFree(tx, CATEGORY, category.name, { among: siblingsOf(category.parentId) });
      const [row] = await tx
        .insert(categories)
        .values({
          name: category.name,
          nameTranslations: applyTranslations({}, category.nameTranslations),
          description: category.description ?? null,
          type: category.type ?? null,
          parentId: category.parentId,
          imageUrl,
        })
        .returning({ id: categories.id });
      return row!.id;
    });
  } catch (error) {
    await ctx.storage.remove(imageUrl);
    throw asNameConflict(CATEGORY, error);
  }
}

/** POST /categories/{id}/upload-image: the new picture replaces the old, whose file is removed. */
export async function replaceCategoryImage(ctx: Ctx, id: number, bytes: Buffer): Promise<void> {
  const imageUrl = await storeCategoryImage(ctx.storage, bytes);
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const row = await lockCategory(tx, id);
      await tx.update(categories).set({ imageUrl }).where(eq(categories.id, id));
      return row.imageUrl;
    });
  } catch (error) {
    await ctx.storage.remove(imageUrl);
    throw error;
  }
  if (previous && previous !== imageUrl) await ctx.storage.remove(previous);
}

/**
 * PUT /categories/{id}: only the given fields change. A subcategory has no type (its parent's
 * applies); a top-level category keeps a description (spec: §5).
 */
export async function updateCategory(ctx: Ctx, id: number, changes: CategoryUpdate): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockCategory(tx, id);
      const topLevel = row.parentId === null;
      if (!topLevel && changes.type)
        throw new AppError('validation_failed', undefined, { type: 'type_only_top_level' });
      if (topLevel && changes.description === null)
        throw new AppError('validation_failed', undefined, { description: 'description_required' });
      const { set, renamed, searchChanged } = labelUpdate(row, changes, {
        description: changes.description,
        type: changes.type,
      });
      if (renamed)
        await assertNameFree(tx, CATEGORY, changes.name!, {
          exceptId: id,
          among: siblingsOf(row.parentId),
        });
      if (Object.keys(set).length === 0) return;
      await tx.update(categories).set(set).where(eq(categories.id, id));
      if (searchChanged) await refreshProductSearch(tx, productsNaming(id));
    });
  } catch (error) {
    throw asNameConflict(CATEGORY, error);
  }
}

/**
 * How many products (active or not: a brand may turn one on again) are filed under these
 * categories or linked to them as subcategories.
 */
async function productsUsing(tx: Tx, categoryIds: number[]): Promise<number> {
  const idList = sql.join(
    categoryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(
      or(
        sql`${products.categoryId} in (${idList})`,
        sql`exists (select 1 from ${productSubcategories} ps
              where ps.product_id = ${products.id} and ps.category_id in (${idList}))`,
      ),
    );
  return row?.count ?? 0;
}

/**
 * DELETE /categories/{id}: refused (422, naming how many) while any product uses the category or
 * one of its subcategories; otherwise the category goes with its subcategories (the foreign key
 * cascades) and their pictures are removed after the commit.
 */
export async function deleteCategory(ctx: Ctx, id: number): Promise<CategoryDeletion> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const children = await tx
      .select({ id: categories.id, imageUrl: categories.imageUrl })
      .from(categories)
      .where(eq(categories.parentId, id))
      .for('update');
    const count = await productsUsing(tx, [id, ...children.map((child) => child.id)]);
    if (count > 0) throw AppError.withValues('category_in_use', { count });
    await tx.delete(categories).where(eq(categories.id, id));
    return { images: [row.imageUrl, ...children.map((child) => child.imageUrl)], children };
  });
  await Promise.all(removed.images.flatMap((url) => (url ? [ctx.storage.remove(url)] : [])));
  return { id, subcategoriesDeleted: removed.children.length };
}
