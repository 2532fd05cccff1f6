import type { Page } from '@souk/shared/api';
import type { ReturnRequest } from '@souk/shared/responses/returns';
import type { ReturnDecision } from '@souk/shared/schemas/returns';
import type { ReturnsFilters } from '../../../../components/returns-desk';
import { apiData } from '../../../../lib/api-client';

export const adminReturnsKey = ['admin', 'returns'] as const;

/** GET /admin/returns: every return of the marketplace (decision 026). */
export function getAdminReturns(filters: ReturnsFilters, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(filters.page), size: String(filters.size) });
  if (filters.status !== 'ALL') params.set('status', filters.status);
  return apiData<Page<ReturnRequest>>(`/admin/returns?${params}`, { signal });
}

/** PATCH /returns/{id}: an admin acts for the brand of the part. */
export function decideReturn(returnId: number, decision: ReturnDecision) {
  return apiData<ReturnRequest>(`/returns/${returnId}`, { method: 'PATCH', body: decision });
}
