import { asc, sql } from 'drizzle-orm';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import { brandCategories } from '../../db/schema/brands';
import type { Database } from '../../db/client';

/** Brand categories with how many enabled brands each has (the directory hides empty ones). */
export async function listBrandCategories(db: Database): Promise<BrandCategory[]> {
  return db
    .select({
      id: brandCategories.id,
      name: brandCategories.name,
      nameTranslations: brandCategories.nameTranslations,
      description: brandCategories.description,
      brandCount: sql<number>`(select count(*)::int from brands b where b.brand_category_id = "brand_categories"."id" and b.enabled)`,
    })
    .from(brandCategories)
    .orderBy(asc(brandCategories.name));
}
