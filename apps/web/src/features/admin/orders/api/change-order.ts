import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@souk/shared/constants';
import type { AdminOrder, AdminOrdersPage } from '@souk/shared/responses/admin-orders';
import type { Refund } from '@souk/shared/responses/brand-orders';
import type { Order } from '@souk/shared/responses/orders';
import type { SettleRefundInput } from '@souk/shared/schemas/admin-orders';
import { apiData } from '../../../../lib/api-client';
import { refreshFigures } from '../../../../lib/refresh-figures';

/**
 * The admin's changes of an order (dashboards §4, §7; decisions 010 and 015). Each refreshes the
 * list and its metric cards once answered, whatever the answer.
 */

/** spec: dashboards §7 — PATCH /orders/{id}/status with the status upper-cased. */
export function updateAdminOrderStatus(orderId: number, status: OrderStatus) {
  return apiData<Order>(`/orders/${orderId}/status`, {
    method: 'PATCH',
    body: { status: status.toUpperCase() },
  });
}

/** POST /orders/{id}/refund-settlements: money given back out of what the order owes. */
export function settleRefund(orderId: number, refund: SettleRefundInput) {
  return apiData<AdminOrder>(`/orders/${orderId}/refund-settlements`, {
    method: 'POST',
    body: refund,
  });
}

/**
 * A refund for a delivered or completed part, through the brand's route
 * POST /orders/brand/{brandId}/order/{orderId}/refunds, which records it as the admin (decision
 * 015). That route names the part by its brand and answers only the refund, so the order is read
 * first for its number and the part's brand, and again once recorded, as the admin's list reads it.
 */
export async function recordPartRefund(
  order: Pick<AdminOrder, 'id' | 'orderNumber'>,
  part: Pick<AdminOrder['brandOrders'][number], 'brandId'>,
  refund: SettleRefundInput,
): Promise<AdminOrder> {
  // decision 015: one route records a part's refund, the brand's and the admin's alike
  await apiData<Refund>(`/orders/brand/${part.brandId}/order/${order.id}/refunds`, {
    method: 'POST',
    body: refund,
  });
  const listed = await apiData<AdminOrdersPage>(
    `/orders/paged?${new URLSearchParams({ search: order.orderNumber })}`,
  );
  const changed = listed.content.find((row) => row.id === order.id);
  if (!changed) throw new Error(`Order ${order.orderNumber} is not listed`);
  return changed;
}

export function useUpdateAdminOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: OrderStatus }) =>
      updateAdminOrderStatus(orderId, status),
    // decision 029: the list, its cards and every report follow the change
    onSettled: () => refreshFigures(queryClient),
  });
}

/** A refund of the order (no part: out of what it owes back) or of one brand's part. */
export function useRecordRefund(
  order: Pick<AdminOrder, 'id' | 'orderNumber'>,
  part?: Pick<AdminOrder['brandOrders'][number], 'brandId'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: SettleRefundInput) =>
      part ? recordPartRefund(order, part, refund) : settleRefund(order.id, refund),
    // decision 029: the list, its cards and every report follow the change
    onSettled: () => refreshFigures(queryClient),
  });
}
