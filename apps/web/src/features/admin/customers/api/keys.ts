import type { AdminCustomerFilter, AdminCustomerSort } from '@souk/shared/schemas/admin-users';
import { pagedListKeys, type PagedListFilters } from '../../../../lib/paged-list';

/** What the customers list shows: kept in the page's address. */
export type AdminCustomerListFilters = PagedListFilters<AdminCustomerSort> & {
  filter: AdminCustomerFilter;
};

const customerListKeys = pagedListKeys<AdminCustomerListFilters>('admin', 'customers');

/** Query keys of the admin's customers screen, general to specific. */
export const adminCustomerKeys = {
  ...customerListKeys,
  statistics: () => [...customerListKeys.all, 'statistics'] as const,
};
