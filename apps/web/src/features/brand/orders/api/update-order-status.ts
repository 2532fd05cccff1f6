import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@souk/shared/constants';
import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import { apiData } from '../../../../lib/api-client';
import { refreshFigures } from '../../../../lib/refresh-figures';

/**
 * spec: dashboards §4 — the brand part's new status, upper-cased: PATCH
 * /orders/brand/{brandId}/order/{orderId}/status. Every dashboard figure follows.
 */
export function updateBrandOrderStatus(brandId: number, orderId: number, status: OrderStatus) {
  return apiData<BrandOrderRow>(`/orders/brand/${brandId}/order/${orderId}/status`, {
    method: 'PATCH',
    body: { status: status.toUpperCase() },
  });
}

export function useUpdateBrandOrderStatus(brandId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: OrderStatus }) =>
      updateBrandOrderStatus(brandId, orderId, status),
    // decision 029: the orders, overview and analytics follow the change
    onSettled: () => refreshFigures(queryClient),
  });
}
