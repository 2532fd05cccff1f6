import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { toPage, type Page } from '@souk/shared/api';
import type { Language } from '@souk/shared/constants';
import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import type {
  AdminBrandSort,
  AdminBrandsQuery,
  BrandRemovalOutcome,
} from '@souk/shared/schemas/admin-brands';
import { registerBrandSchema, type RegisterBrand } from '@souk/shared/schemas/brand-profile';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { brandCategories, brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import { brandOrders } from '../../db/schema/commerce';
import { AppError } from '../../lib/errors';
import { likePattern, pageRows } from '../../lib/sql-paging';
import { removeProductImages } from '../products/product-images';
import { parseBrandInput, readBrandProfileRequest, registerBrand } from './profile';
import { brandColumns, toBrand } from './service';

/**
 * The admin's brands (dashboards §2 "All brands", "Add brand"; §4 "Brand enabled or disabled";
 * §7 "Brand account"): the list with disabled brands, the status toggle, the delete (or the
 * anonymisation of a brand that has orders) and the three doors of add brand.
 */

export const adminBrandTexts: Record<
  Language,
  {
    loaded: string;
    registered: string;
    enabled: string;
    disabled: string;
    deleted: string;
    anonymised: string;
  }
> = {
  en: {
    loaded: 'Brands loaded',
    registered: 'Brand created. Its login details were emailed to the brand.',
    enabled: 'Brand activated: it can sign in and sell again.',
    disabled: 'Brand deactivated: it cannot sign in and its products are hidden.',
    deleted: 'Brand deleted with its products, logo and login.',
    anonymised:
      'The brand has orders, so it was deactivated and anonymised instead: its orders keep their items.',
  },
  fr: {
    loaded: 'Marques chargées',
    registered: 'Marque créée. Ses identifiants de connexion lui ont été envoyés par e-mail.',
    enabled: 'Marque activée : elle peut de nouveau se connecter et vendre.',
    disabled: 'Marque désactivée : elle ne peut plus se connecter et ses produits sont masqués.',
    deleted: 'Marque supprimée avec ses produits, son logo et son accès.',
    anonymised:
      'La marque a des commandes : elle a donc été désactivée et anonymisée, et ses commandes gardent leurs articles.',
  },
  ar: {
    loaded: 'تم تحميل العلامات التجارية',
    registered: 'تم إنشاء العلامة التجارية وأُرسلت إليها بيانات الدخول عبر البريد.',
    enabled: 'تم تفعيل العلامة التجارية: يمكنها تسجيل الدخول والبيع من جديد.',
    disabled: 'تم إيقاف العلامة التجارية: لا يمكنها تسجيل الدخول ومنتجاتها مخفية.',
    deleted: 'تم حذف العلامة التجارية مع منتجاتها وشعارها وحساب دخولها.',
    anonymised:
      'للعلامة التجارية طلبات، لذا أُوقفت وأُخفيت بياناتها بدل حذفها، وتحتفظ طلباتها بعناصرها.',
  },
};

const productCount = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`;
const orderCount = sql<number>`(select count(*)::int from brand_orders bo where bo.brand_id = "brands"."id")`;
const loginEmail = sql<
  string | null
>`(select u.email from users u where u.brand_id = "brands"."id" and u.role = 'BRAND' order by u.id limit 1)`;

/** The directory's brand, with its login and orders; its products counted hidden ones too. */
const adminBrandColumns = { ...brandColumns, loginEmail, productCount, orderCount };

const SORT_COLUMNS: Record<AdminBrandSort, SQL> = {
  name: sql`lower(${brands.name})`,
  registrationDate: sql`${brands.registrationDate}`,
  productCount,
  averageRating: sql`${brands.averageRating}`,
  enabled: sql`${brands.enabled}`,
};

/**
 * GET /brands/admin/paged: every brand but the anonymised ones, disabled too; filtered by status
 * and brand category, searched in the name, the contact email and the login email.
 */
export async function listAdminBrands(
  db: Database,
  query: AdminBrandsQuery,
): Promise<Page<AdminBrand>> {
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    isNull(brands.anonymisedAt),
    query.status === 'all' ? undefined : eq(brands.enabled, query.status === 'enabled'),
    query.brandCategoryId ? eq(brands.brandCategoryId, query.brandCategoryId) : undefined,
    search
      ? or(
          ilike(brands.name, search),
          ilike(brands.email, search),
          sql`exists (select 1 from users u where u.brand_id = ${brands.id} and u.role = 'BRAND' and u.email ilike ${search})`,
        )
      : undefined,
  );
  const direction = query.direction === 'desc' ? desc : asc;
  const { rows, total } = await pageRows(
    db
      .select(adminBrandColumns)
      .from(brands)
      .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sortBy]), asc(brands.id))
      .$dynamic(),
    db.select({ n: count() }).from(brands).where(where),
    query,
  );
  return toPage(rows.map(toBrand), total, query.page, query.size);
}

/** One brand as the admin list shows it; 404 when there is none or it was anonymised. */
export async function getAdminBrand(db: Database, id: number): Promise<AdminBrand> {
  const [row] = await db
    .select(adminBrandColumns)
    .from(brands)
    .leftJoin(brandCategories, eq(brandCategories.id, brands.brandCategoryId))
    .where(and(eq(brands.id, id), isNull(brands.anonymisedAt)));
  if (!row) throw new AppError('not_found');
  return toBrand(row);
}

/**
 * PATCH /brands/toggle-status/{id} (spec: dashboards §4): a disabled brand cannot log in, its open
 * sessions are refused (plugins/auth.ts checks the brand on every request) and its products leave
 * the storefront, which shows only products of enabled brands; enabling it brings them back. The
 * route drops the kept catalogue answers (changesCatalogue).
 */
export async function toggleBrandStatus(db: Database, id: number): Promise<AdminBrand> {
  const [row] = await db
    .update(brands)
    .set({ enabled: sql`not ${brands.enabled}`, updatedAt: new Date() })
    .where(and(eq(brands.id, id), isNull(brands.anonymisedAt)))
    .returning({ id: brands.id });
  if (!row) throw new AppError('not_found');
  return getAdminBrand(db, id);
}

/**
 * DELETE /brands/delete/{id}. A brand no order names is deleted with its products, reviews of
 * them and its login (the foreign keys cascade), then its logo and product pictures are removed
 * from storage. A brand with orders stays so that brands' and customers' orders keep their parts
 * and item snapshots: it is disabled and anonymised instead (see `anonymise`).
 */
export async function removeBrand(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  id: number,
): Promise<BrandRemovalOutcome> {
  const { outcome, logo, images } = await ctx.db.transaction(async (tx) => {
    const [brand] = await tx
      .select({ logo: brands.logo })
      .from(brands)
      .where(and(eq(brands.id, id), isNull(brands.anonymisedAt)))
      .for('update');
    if (!brand) throw new AppError('not_found');
    const [ordered] = await tx
      .select({ id: brandOrders.id })
      .from(brandOrders)
      .where(eq(brandOrders.brandId, id))
      .limit(1);
    if (ordered) {
      await anonymise(tx, id);
      return { outcome: 'anonymised' as const, logo: brand.logo, images: [] };
    }
    const pictures = await tx
      .select({ imageUrl: products.imageUrl, additionalImages: products.additionalImages })
      .from(products)
      .where(eq(products.brandId, id));
    await tx.delete(brands).where(eq(brands.id, id));
    return {
      outcome: 'deleted' as const,
      logo: brand.logo,
      images: pictures.flatMap((picture) => [picture.imageUrl, ...picture.additionalImages]),
    };
  });
  if (logo) await ctx.storage.remove(logo);
  await removeProductImages(ctx.storage, images);
  return outcome;
}

/**
 * Erases what identifies a brand that has orders: a neutral unique name ("Removed brand #12"),
 * no description, logo, contact or links; disabled and marked anonymised. Its login gets an
 * address that cannot receive mail and a password nobody knows, and is disabled; its products are
 * deactivated and their search documents rewritten (they held the brand's name). Orders keep
 * their item snapshots, which carry the names they were bought under.
 */
async function anonymise(tx: Tx, id: number): Promise<void> {
  const now = new Date();
  const [clash] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = lower(${`Removed brand #${id}`})`, ne(brands.id, id)))
    .limit(1);
  const name = clash
    ? `Removed brand #${id}-${randomBytes(4).toString('hex')}`
    : `Removed brand #${id}`;
  await tx
    .update(brands)
    .set({
      name,
      description: null,
      logo: null,
      email: null,
      phoneNumber: null,
      websiteUrl: null,
      links: [],
      enabled: false,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(brands.id, id));
  await tx
    .update(users)
    .set({
      email: sql`'removed-brand-' || ${id} || '-login-' || ${users.id} || '@anonymised.invalid'`,
      // not a hash any password can match: the login is unusable for good
      passwordHash: `!anonymised-${randomBytes(24).toString('hex')}`,
      firstname: null,
      lastname: null,
      phoneNumber: null,
      address: null,
      profilePicture: null,
      companyName: name,
      enabled: false,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(users.brandId, id));
  await tx.update(products).set({ active: false, updatedAt: now }).where(eq(products.brandId, id));
  await tx.execute(
    sql`select refresh_product_search(array(select id from products where brand_id = ${id}))`,
  );
}

/**
 * The three doors of add brand (spec: dashboards §7 POST /brands/register JSON, POST
 * /brands/register-with-logo and POST /brands multipart): the fields checked with the one shared
 * schema, the logo (required by register-with-logo), then the one service.
 */
export async function addBrand(
  ctx: Pick<AppContext, 'db' | 'catalogueDb' | 'storage' | 'mailer' | 'publicUrl'>,
  request: FastifyRequest,
  language: Language,
  options: { logoRequired: boolean },
): Promise<AdminBrand> {
  const { fields, logo } = await readBrandProfileRequest(request);
  const missingLogo = options.logoRequired && !logo;
  let input: RegisterBrand;
  try {
    input = parseBrandInput(registerBrandSchema, fields);
  } catch (error) {
    // every problem at once: the logo's with the fields'
    if (missingLogo && error instanceof AppError && error.fields)
      error.fields.logo = 'logo_required';
    throw error;
  }
  if (missingLogo) throw new AppError('validation_failed', undefined, { logo: 'logo_required' });
  const id = await registerBrand(ctx, input, language, logo);
  return getAdminBrand(ctx.db, id);
}
