import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Category, CategoryTree } from '@souk/shared/responses/catalogue';
import { categories } from '../../db/schema/catalogue';
import { queryRows, type Database } from '../../db/client';
import { AppError } from '../../lib/errors';

type CategoryRow = typeof categories.$inferSelect;

/**
 * Public products per category: a top-level category counts the products filed under it, a
 * subcategory those linked to it. Products of disabled brands and inactive products do not count.
 */
async function productCounts(db: Database): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; count: number }>(
    db,
    sql`select p.category_id as id, count(*)::int as count from products p join brands b on b.id = p.brand_id
        where p.active and b.enabled and p.category_id is not null group by p.category_id
        union all
        select ps.category_id as id, count(*)::int as count from product_subcategories ps
        join products p on p.id = ps.product_id join brands b on b.id = p.brand_id
        where p.active and b.enabled group by ps.category_id`,
  );
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + row.count);
  return counts;
}

function toCategory(row: CategoryRow, counts: Map<number, number>): Category {
  return {
    id: row.id,
    name: row.name,
    nameTranslations: row.nameTranslations,
    description: row.description,
    type: row.type,
    imageUrl: row.imageUrl,
    img: row.imageUrl,
    parentId: row.parentId,
    active: row.active,
    productCount: counts.get(row.id) ?? 0,
  };
}
export type CategoryDto = ReturnType<typeof toCategory>;

/** Top-level categories, each with its subcategories (admin settings, catalogue sidebar). */
export async function listCategoryTree(db: Database, onlyActive = false): Promise<CategoryTree[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.name)),
    productCounts(db),
  ]);
  const visible = onlyActive ? rows.filter((row) => row.active) : rows;
  return visible
    .filter((row) => row.parentId === null)
    .map((root) => {
      const subcategories = visible
        .filter((row) => row.parentId === root.id)
        .map((row) => toCategory(row, counts));
      return { ...toCategory(root, counts), subcategories, subcategoryCount: subcategories.length };
    });
}

export async function listRootCategories(db: Database, onlyActive = false): Promise<CategoryDto[]> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(isNull(categories.parentId), onlyActive ? eq(categories.active, true) : undefined))
      .orderBy(asc(categories.name)),
    productCounts(db),
  ]);
  return rows.map((row) => toCategory(row, counts));
}

export async function getCategory(db: Database, id: number): Promise<CategoryTree> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError('not_found');
  const counts = await productCounts(db);
  const subcategories = await listSubcategories(db, id, counts);
  return { ...toCategory(row, counts), subcategories, subcategoryCount: subcategories.length };
}

export async function listSubcategories(
  db: Database,
  parentId: number,
  counts?: Map<number, number>,
): Promise<Category[]> {
  const [parent] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, parentId));
  if (!parent) throw new AppError('not_found');
  const known = counts ?? (await productCounts(db));
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.parentId, parentId))
    .orderBy(asc(categories.name));
  return rows.map((row) => toCategory(row, known));
}
