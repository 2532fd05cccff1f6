import { sql, type SQL } from 'drizzle-orm';
import { toPage } from '@souk/shared/api';
import type { BrandProductCounts, BrandProductPage } from '@souk/shared/responses/brand-products';
import type { BrandProductSort, BrandProductsQuery } from '@souk/shared/schemas/product-writes';
import { queryRows, type Database } from '../../db/client';
import { selectProducts } from './service';

/**
 * The brand dashboard's product list (dashboards §2 "Brand screens: Products", §7 "Brand
 * products"): a brand's own products, inactive ones included, one tab at a time, with the counts
 * of every tab for the same search. Paged in SQL; labels come only for the page's rows.
 */

export type BrandProductTab = 'all' | 'active' | 'inactive' | 'out-of-stock';

/** spec: dashboards §4 — out of stock is a quantity of 0 or less. */
const TAB_FILTERS: Record<BrandProductTab, SQL> = {
  all: sql`true`,
  active: sql`p.active`,
  inactive: sql`not p.active`,
  'out-of-stock': sql`p.quantity <= 0`,
};

const SORT_COLUMNS: Record<BrandProductSort, SQL> = {
  id: sql`p.id`,
  name: sql`lower(p.name)`,
  price: sql`p.price`,
  quantity: sql`p.quantity`,
  createdAt: sql`p.created_at`,
};

/** Name, SKU or barcode contain the text; case and accents do not matter ("cafe" finds "Café"). */
function searchCondition(text: string | undefined): SQL {
  const trimmed = text?.trim();
  if (!trimmed) return sql`true`;
  // % and _ are only text here
  const pattern = `%${trimmed.replace(/[\\%_]/g, '\\$&')}%`;
  const folded = sql`lower(unaccent(${pattern}))`;
  return sql`(lower(unaccent(p.name)) like ${folded} or lower(unaccent(p.sku)) like ${folded} or lower(unaccent(p.barcode)) like ${folded})`;
}

export async function listBrandProducts(
  db: Database,
  brandId: number,
  tab: BrandProductTab,
  query: BrandProductsQuery,
): Promise<BrandProductPage> {
  const mine = sql`p.brand_id = ${brandId} and ${searchCondition(query.search)}`;
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const order = sql`${SORT_COLUMNS[query.sortBy]} ${direction}, p.id ${direction}`;
  const [rows, [counts]] = await Promise.all([
    selectProducts(
      db,
      sql`${mine} and ${TAB_FILTERS[tab]}`,
      order,
      query.size,
      query.page * query.size,
    ),
    // every tab's count in one pass over the brand's products
    queryRows<BrandProductCounts>(
      db,
      sql`select count(*)::int as "all",
        count(*) filter (where p.active)::int as active,
        count(*) filter (where not p.active)::int as inactive,
        count(*) filter (where p.quantity <= 0)::int as "outOfStock"
        from products p where ${mine}`,
    ),
  ]);
  const tabCounts = counts ?? { all: 0, active: 0, inactive: 0, outOfStock: 0 };
  const total = {
    all: tabCounts.all,
    active: tabCounts.active,
    inactive: tabCounts.inactive,
    'out-of-stock': tabCounts.outOfStock,
  }[tab];
  return { ...toPage(rows, total, query.page, query.size), counts: tabCounts };
}
