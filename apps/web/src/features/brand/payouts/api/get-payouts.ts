import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerPage, PayoutSummary } from '@souk/shared/responses/payouts';
import { apiData } from '../../../../lib/api-client';
import { downloadApiFile } from '../../../../lib/fetch-file';
import { brandKeys, useBrandId } from '../../use-brand-id';

/** GET /brands/{brandId}/payouts/summary and /ledger (decision 027). */

export const payoutKeys = {
  all: (brandId: number) => brandKeys.area(brandId, 'payouts'),
  summary: (brandId: number) => [...payoutKeys.all(brandId), 'summary'] as const,
  ledger: (brandId: number, page: number) => [...payoutKeys.all(brandId), 'ledger', page] as const,
};

export const payoutSummaryQuery = (brandId: number) =>
  queryOptions({
    queryKey: payoutKeys.summary(brandId),
    queryFn: ({ signal }) =>
      apiData<PayoutSummary>(`/brands/${brandId}/payouts/summary`, { signal }),
    staleTime: 0,
  });

export function usePayoutSummary() {
  const brandId = useBrandId();
  return useQuery({ ...payoutSummaryQuery(brandId ?? 0), enabled: brandId !== null });
}

/** `page` is zero-based, as the API pages. */
export function useLedger(page: number) {
  const brandId = useBrandId();
  return useQuery({
    queryKey: payoutKeys.ledger(brandId ?? 0, page),
    queryFn: ({ signal }) =>
      apiData<LedgerPage>(`/brands/${brandId}/ledger?page=${page}&size=20`, { signal }),
    enabled: brandId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /brands/{brandId}/ledger.csv, saved as statement-{date}.csv. */
export const downloadStatement = (brandId: number) =>
  downloadApiFile(
    `/brands/${brandId}/ledger.csv`,
    `statement-${new Date().toISOString().slice(0, 10)}.csv`,
  );
