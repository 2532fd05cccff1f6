import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyAgain, Order } from '@souk/shared/responses/orders';
import { apiData } from '../../../lib/api-client';
import { useRefreshFigures } from '../../../lib/refresh-figures';
import { useSessionStore } from '../../../lib/session';
import { ordersKeys } from './keys';

export type { BuyAgain, Order };

/**
 * spec: storefront §7 "Orders and payments" — GET /orders/customer/{id}: the customer's orders,
 * newest first (the server answers the most recent 500; the page filters and sorts them).
 */
export function getCustomerOrders(userId: number, signal?: AbortSignal): Promise<Order[]> {
  return apiData<Order[]>(`/orders/customer/${userId}`, { signal });
}

export function useCustomerOrders() {
  const userId = useSessionStore((state) => state.user?.id);
  return useQuery({
    queryKey: ordersKeys.customer(userId ?? 0),
    queryFn: ({ signal }) => getCustomerOrders(userId!, signal),
    enabled: Boolean(userId),
    // Brands and the shop move orders at any time: the page asks again whenever it opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Puts a changed order in place of the old one in every cached list. */
function useReplaceOrder() {
  const queryClient = useQueryClient();
  return (order: Order) =>
    queryClient.setQueriesData<Order[]>({ queryKey: ordersKeys.all }, (orders) =>
      orders?.map((existing) => (existing.id === order.id ? order : existing)),
    );
}

/**
 * spec: storefront §4, §7 — the customer's cancel: PATCH /orders/{id}/status with status
 * Cancelled. The server decides whether it is still allowed (decision 010).
 */
export function useCancelOrder() {
  const replace = useReplaceOrder();
  const refresh = useRefreshFigures();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiData<Order>(`/orders/${orderId}/status`, {
        method: 'PATCH',
        body: { status: 'Cancelled' },
      }),
    onSuccess: replace,
    // decision 029: the profile's Total spent follows too
    onSettled: refresh,
  });
}

/** POST /orders/{id}/buy-again: the order's items back in the cart; what was skipped and why. */
export function useBuyAgain(onCartChanged?: () => void) {
  return useMutation({
    mutationFn: (orderId: number) =>
      apiData<BuyAgain>(`/orders/${orderId}/buy-again`, { method: 'POST' }),
    onSuccess: (result) => {
      if (result.added.length > 0) onCartChanged?.();
    },
  });
}
