import type { AdminOrderFilter, AdminOrderSort } from '@souk/shared/schemas/admin-orders';

/** What the orders list shows. */
export type AdminOrdersFilters = {
  /** zero-based, as the API pages */
  page: number;
  size: number;
  sortBy: AdminOrderSort;
  direction: 'asc' | 'desc';
  status: AdminOrderFilter;
  search: string;
};

/** Query keys of the admin's orders screen, general to specific. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: AdminOrdersFilters) => [...adminOrderKeys.all, 'list', filters] as const,
};
