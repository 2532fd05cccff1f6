import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequest } from '@souk/shared/responses/returns';
import type { CreateReturnInput } from '@souk/shared/schemas/returns';
import { apiData } from '../../../lib/api-client';
import { ordersKeys } from '../api/keys';

/** Query key of one order's returns, under the order history's keys. */
export const orderReturnsKey = (orderId: number) =>
  [...ordersKeys.all, 'returns', orderId] as const;

/** GET /orders/{id}/returns: the order's returns and what may still be returned (decision 026). */
export function useOrderReturns(orderId: number, enabled = true) {
  return useQuery({
    queryKey: orderReturnsKey(orderId),
    queryFn: ({ signal }) => apiData<OrderReturns>(`/orders/${orderId}/returns`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** POST /orders/{id}/returns: one request per brand part named. */
export function useAskReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReturnInput) =>
      apiData<ReturnRequest[]>(`/orders/${orderId}/returns`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderReturnsKey(orderId) }),
  });
}
