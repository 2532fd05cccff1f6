import type { BrandCustomerFilter, BrandCustomerSort } from '@souk/shared/schemas/brand-customers';
import { type PagedListFilters } from '../../../../lib/paged-list';
import { brandKeys } from '../../use-brand-id';

/** What the customers list shows: kept in the page's address. */
export type CustomerListFilters = PagedListFilters<BrandCustomerSort> & {
  status: BrandCustomerFilter;
};

/** Query keys of the brand's customers screen, general to specific, under the brand's own. */
export const customerKeys = {
  all: (brandId: number) => brandKeys.area(brandId, 'customers'),
  list: (brandId: number, filters: CustomerListFilters) =>
    [...customerKeys.all(brandId), 'list', filters] as const,
  orders: (brandId: number, customerId: number) =>
    [...customerKeys.all(brandId), 'orders', customerId] as const,
  messages: (brandId: number, orderId: number) =>
    [...customerKeys.all(brandId), 'messages', orderId] as const,
};
