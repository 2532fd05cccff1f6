import type { AdminOrderFilter, AdminOrderSort } from '@souk/shared/schemas/admin-orders';
import { pagedListKeys, type PagedListFilters } from '../../../../lib/paged-list';

/** What the orders list shows. */
export type AdminOrdersFilters = PagedListFilters<AdminOrderSort> & { status: AdminOrderFilter };

/** Query keys of the admin's orders screen, general to specific. */
export const adminOrderKeys = pagedListKeys<AdminOrdersFilters>('admin', 'orders');
