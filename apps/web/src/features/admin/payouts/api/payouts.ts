import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminPayouts,
  CategoryRate,
  LedgerPage,
  Payout,
  PayoutSummary,
} from '@souk/shared/responses/payouts';
import type { RecordPayoutInput } from '@souk/shared/schemas/payouts';
import { apiData } from '../../../../lib/api-client';
import { downloadApiFile } from '../../../../lib/fetch-file';

/** The admin's Payouts page (decision 027): balances, payouts, statements and commission rates. */

export const adminPayoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: () => [...adminPayoutKeys.all, 'list'] as const,
  ledger: (brandId: number, page: number) =>
    [...adminPayoutKeys.all, 'ledger', brandId, page] as const,
};

export const adminPayoutsQuery = () =>
  queryOptions({
    queryKey: adminPayoutKeys.list(),
    queryFn: ({ signal }) => apiData<AdminPayouts>('/admin/payouts', { signal }),
    staleTime: 0,
  });

export const useAdminPayouts = () => useQuery(adminPayoutsQuery());

/** A brand's statement, `page` zero-based. */
export function useAdminLedger(brandId: number, page: number) {
  return useQuery({
    queryKey: adminPayoutKeys.ledger(brandId, page),
    queryFn: ({ signal }) =>
      apiData<LedgerPage>(`/admin/brands/${brandId}/ledger?page=${page}&size=20`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every figure of the page follows a change (a payout, a rate). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminPayoutKeys.all });
}

/** POST /admin/brands/{brandId}/payouts. */
export function useRecordPayout(brandId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (payout: RecordPayoutInput) =>
      apiData<Payout>(`/admin/brands/${brandId}/payouts`, { method: 'POST', body: payout }),
    onSettled: refresh,
  });
}

/** PATCH /admin/brand-categories/{id}/commission-rate. */
export function useSetCategoryRate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, commissionRate }: { id: number; commissionRate: number | string }) =>
      apiData<CategoryRate>(`/admin/brand-categories/${id}/commission-rate`, {
        method: 'PATCH',
        body: { commissionRate },
      }),
    onSettled: refresh,
  });
}

/** PATCH /admin/brands/{brandId}/commission-rate (null: the category's rate again). */
export function useSetBrandRate(brandId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (commissionRate: number | string | null) =>
      apiData<PayoutSummary>(`/admin/brands/${brandId}/commission-rate`, {
        method: 'PATCH',
        body: { commissionRate },
      }),
    onSettled: refresh,
  });
}

/** GET /admin/brands/{brandId}/ledger.csv. */
export const downloadBrandStatement = (brandId: number, brandName: string) =>
  downloadApiFile(
    `/admin/brands/${brandId}/ledger.csv`,
    `statement-${brandName.replace(/[^\p{L}\p{N}-]+/gu, '-').toLowerCase()}-${new Date().toISOString().slice(0, 10)}.csv`,
  );
