import type { AdminCustomerFilter, AdminCustomerSort } from '@souk/shared/schemas/admin-users';

/** What the customers list shows: kept in the page's address. */
export type AdminCustomerListFilters = {
  filter: AdminCustomerFilter;
  search: string;
  sortBy: AdminCustomerSort;
  direction: 'asc' | 'desc';
  /** zero-based, as the API pages */
  page: number;
  size: number;
};

/** Query keys of the admin's customers screen, general to specific. */
export const adminCustomerKeys = {
  all: ['admin', 'customers'] as const,
  statistics: () => [...adminCustomerKeys.all, 'statistics'] as const,
  list: (filters: AdminCustomerListFilters) => [...adminCustomerKeys.all, 'list', filters] as const,
};
