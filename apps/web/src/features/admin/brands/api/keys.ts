import type { AdminBrandSort, AdminBrandStatus } from '@souk/shared/schemas/admin-brands';

/** What the brand list shows: kept in the page's address. */
export type BrandListFilters = {
  search: string;
  /** a brand category's id, or null for every category */
  category: number | null;
  status: AdminBrandStatus;
  sortBy: AdminBrandSort;
  direction: 'asc' | 'desc';
  /** zero-based, as the API pages */
  page: number;
  size: number;
};

/** Query keys of the admin's brand screens, general to specific. */
export const adminBrandKeys = {
  all: ['admin', 'brands'] as const,
  list: (filters: BrandListFilters) => [...adminBrandKeys.all, 'list', filters] as const,
  categories: () => [...adminBrandKeys.all, 'categories'] as const,
};
