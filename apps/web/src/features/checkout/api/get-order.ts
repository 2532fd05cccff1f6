import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@souk/shared/responses/orders';
import { apiData } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export type { Order };

/** spec: storefront §7 — GET /orders/{id}: one of the customer's orders. */
export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return apiData<Order>(`/orders/${id}`, { signal });
}

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // A payment may land at any moment: what the page shows is asked for when it opens.
    staleTime: 0,
  });

export function useOrder(id: number) {
  return useQuery({ ...orderQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
