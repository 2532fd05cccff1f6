import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandOrdersPage } from '@souk/shared/responses/brand-orders';
import { apiData } from '../../../../lib/api-client';
import { customerKeys } from './keys';

/** The most orders of one customer the View and Message dialogs list (the latest first). */
export const CUSTOMER_ORDERS_SHOWN = 50;

/**
 * GET /orders/brand/{brandId}/paged?customerId= — one customer's orders with the brand, each as
 * the brand's part of it (its status, its items, their total), the latest first.
 */
export function getCustomerOrders(
  brandId: number,
  customerId: number,
  signal?: AbortSignal,
): Promise<BrandOrdersPage> {
  const params = new URLSearchParams({
    customerId: String(customerId),
    page: '0',
    size: String(CUSTOMER_ORDERS_SHOWN),
    sortBy: 'orderDate',
    direction: 'desc',
  });
  return apiData<BrandOrdersPage>(`/orders/brand/${brandId}/paged?${params}`, { signal });
}

export const customerOrdersQuery = (brandId: number, customerId: number) =>
  queryOptions({
    queryKey: customerKeys.orders(brandId, customerId),
    queryFn: ({ signal }) => getCustomerOrders(brandId, customerId, signal),
  });

export function useCustomerOrders(brandId: number | null, customerId: number | null) {
  return useQuery({
    ...customerOrdersQuery(brandId ?? 0, customerId ?? 0),
    enabled: brandId !== null && customerId !== null,
  });
}
