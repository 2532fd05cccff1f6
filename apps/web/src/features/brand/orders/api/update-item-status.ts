import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import { apiData } from '../../../../lib/api-client';

export type ItemDecision = { status: 'ACCEPTED' | 'REJECTED'; rejectionReason?: string };

/**
 * spec: dashboards §7 — PATCH /orders/brand/{brandId}/items/{itemId}/status with the status (and
 * the reason of a rejection). The status modal sends only the changed items, in parallel, and
 * invalidates the brand's figures once they have all answered.
 */
export function updateBrandItemStatus(brandId: number, itemId: number, decision: ItemDecision) {
  return apiData<BrandOrderRow>(`/orders/brand/${brandId}/items/${itemId}/status`, {
    method: 'PATCH',
    body: decision,
  });
}
