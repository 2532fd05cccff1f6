import type { Page } from '@souk/shared/api';
import type { ReturnRequest } from '@souk/shared/responses/returns';
import type { ReturnDecision } from '@souk/shared/schemas/returns';
import type { ReturnsFilters } from '../../../../components/returns-desk';
import { apiData } from '../../../../lib/api-client';
import { brandKeys } from '../../use-brand-id';

/** The brand's returns under its dashboard's keys: a change there refreshes its figures too. */
export const brandReturnsKey = (brandId: number) => brandKeys.area(brandId, 'returns');

/** GET /brands/{brandId}/returns (decision 026). */
export function getBrandReturns(brandId: number, filters: ReturnsFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), size: String(filters.size) });
  if (filters.status !== 'ALL') params.set('status', filters.status);
  return apiData<Page<ReturnRequest>>(`/brands/${brandId}/returns?${params}`, { signal });
}

/** PATCH /returns/{id}: accept, refuse with a reason, mark the goods received. */
export function decideReturn(returnId: number, decision: ReturnDecision) {
  return apiData<ReturnRequest>(`/returns/${returnId}`, { method: 'PATCH', body: decision });
}
