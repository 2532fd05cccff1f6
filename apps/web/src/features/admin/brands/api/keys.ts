import type { AdminBrandSort, AdminBrandStatus } from '@souk/shared/schemas/admin-brands';
import { pagedListKeys, type PagedListFilters } from '../../../../lib/paged-list';

/** What the brand list shows: kept in the page's address. */
export type BrandListFilters = PagedListFilters<AdminBrandSort> & {
  /** a brand category's id, or null for every category */
  category: number | null;
  status: AdminBrandStatus;
};

const brandListKeys = pagedListKeys<BrandListFilters>('admin', 'brands');

/** Query keys of the admin's brand screens, general to specific. */
export const adminBrandKeys = {
  ...brandListKeys,
  categories: () => [...brandListKeys.all, 'categories'] as const,
};
