import type { Refund } from '@souk/shared/responses/brand-orders';
import type { RecordRefundInput } from '@souk/shared/schemas/brand-orders';
import { apiData } from '../../../../lib/api-client';

/**
 * POST /orders/brand/{brandId}/order/{orderId}/refunds (decision 015): the refund given to the
 * customer, recorded before the part may be marked REFUNDED.
 */
export function recordBrandRefund(brandId: number, orderId: number, refund: RecordRefundInput) {
  return apiData<Refund>(`/orders/brand/${brandId}/order/${orderId}/refunds`, {
    method: 'POST',
    body: refund,
  });
}
