import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { toPage, type Page } from '@souk/shared/api';
import type { Brand } from '@souk/shared/responses/catalogue';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import { brandCategories, brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { likePattern } from '../../lib/sql-paging';
import { getUser, toUser } from '../users/service';

/** The brand profile of the signed-in brand login (dashboards §7 "Brand account"). */
export async function getMyBrand(db: Database, caller: Caller): Promise<OwnBrand> {
  if (caller.brandId === null) throw new AppError('brand_not_found');
  const [row] = await db
    .select({
      brand: brands,
      brandCategoryName: brandCategories.name,
      brandCategoryNameTranslations: brandCategories.nameTranslations,
    })
    .from(brands)
    .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
    .where(eq(brands.id, caller.brandId));
  if (!row) throw new AppError('brand_not_found');
  const [productCount] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.brandId, row.brand.id)));
  const user = await getUser(db, caller.userId);
  const { brand } = row;
  return {
    id: brand.id,
    name: brand.name,
    description: brand.description,
    logo: brand.logo,
    email: brand.email,
    phoneNumber: brand.phoneNumber,
    websiteUrl: brand.websiteUrl,
    links: brand.links,
    brandCategoryId: brand.brandCategoryId,
    brandCategoryName: row.brandCategoryName,
    brandCategoryNameTranslations: row.brandCategoryNameTranslations,
    enabled: brand.enabled,
    registrationDate: brand.registrationDate.toISOString(),
    averageRating: brand.averageRating,
    reviewCount: brand.reviewCount,
    productCount: productCount?.n ?? 0,
    user: toUser(user),
  };
}

const publicProductCount = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id" and p.active)`;

/** A brand as the directory reads it (the admin's list adds its own figures: admin-brands.ts). */
export const brandColumns = {
  id: brands.id,
  name: brands.name,
  description: brands.description,
  logo: brands.logo,
  email: brands.email,
  phoneNumber: brands.phoneNumber,
  websiteUrl: brands.websiteUrl,
  links: brands.links,
  brandCategoryId: brands.brandCategoryId,
  brandCategoryName: brandCategories.name,
  brandCategoryNameTranslations: brandCategories.nameTranslations,
  enabled: brands.enabled,
  averageRating: brands.averageRating,
  reviewCount: brands.reviewCount,
  productCount: publicProductCount,
  registrationDate: brands.registrationDate,
};

export const BRAND_SORTS = [
  'name',
  'averageRating',
  'registrationDate',
  'productCount',
  'popular',
  'newest',
  'alphabetical',
] as const;

/**
 * The brand directory (storefront §2 /brands; dashboards §7 GET /brands): enabled brands for the
 * public, every brand for an admin; filter by brand category and name; paged.
 */
export async function listBrands(
  db: Database,
  query: {
    page: number;
    size: number;
    sortBy: (typeof BRAND_SORTS)[number];
    direction: 'asc' | 'desc';
    category?: number;
    search?: string;
  },
  includeDisabled: boolean,
): Promise<Page<Brand>> {
  const where = and(
    includeDisabled ? undefined : eq(brands.enabled, true),
    query.category ? eq(brands.brandCategoryId, query.category) : undefined,
    query.search ? ilike(brands.name, likePattern(query.search)) : undefined,
  );
  const dir = query.direction === 'desc' ? desc : asc;
  const order =
    query.sortBy === 'popular'
      ? [desc(brands.averageRating), desc(brands.reviewCount)]
      : query.sortBy === 'newest'
        ? [desc(brands.registrationDate)]
        : query.sortBy === 'alphabetical' || query.sortBy === 'name'
          ? [dir(brands.name)]
          : query.sortBy === 'productCount'
            ? [dir(publicProductCount)]
            : [dir(brands[query.sortBy])];
  const [rows, [total]] = await Promise.all([
    db
      .select(brandColumns)
      .from(brands)
      .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
      .where(where)
      .orderBy(...order, asc(brands.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return toPage(rows.map(toBrand), total?.n ?? 0, query.page, query.size);
}

/** A row of `brandColumns` (or more) as answered: the registration date as ISO text. */
export function toBrand<T extends { registrationDate: Date }>(row: T) {
  return { ...row, registrationDate: row.registrationDate.toISOString() };
}

/** spec: top brands default 3, by average rating. */
export async function topBrands(db: Database, limit: number): Promise<Brand[]> {
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
    .where(eq(brands.enabled, true))
    .orderBy(desc(brands.averageRating), desc(brands.reviewCount), asc(brands.name))
    .limit(limit);
  return rows.map(toBrand);
}

export async function getPublicBrand(db: Database, id: number): Promise<Brand> {
  return getBrand(db, id, false);
}

/** One brand as the directory shows it; disabled brands only when `includeDisabled` (admins). */
export async function getBrand(db: Database, id: number, includeDisabled: boolean): Promise<Brand> {
  const [row] = await db
    .select(brandColumns)
    .from(brands)
    .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
    .where(and(eq(brands.id, id), includeDisabled ? undefined : eq(brands.enabled, true)));
  if (!row) throw new AppError('not_found');
  return toBrand(row);
}
