import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankDetails } from '@souk/shared/responses/payouts';
import type { BankDetailsInput } from '@souk/shared/schemas/payouts';
import { apiData } from '../../../../lib/api-client';
import { brandKeys, useBrandId } from '../../use-brand-id';

/** GET and PUT /brands/{brandId}/bank-details: the RIB and tax number payouts need (decision 027). */

export const bankDetailsKey = (brandId: number) => brandKeys.area(brandId, 'bank-details');

export const bankDetailsQuery = (brandId: number) =>
  queryOptions({
    queryKey: bankDetailsKey(brandId),
    queryFn: ({ signal }) => apiData<BankDetails>(`/brands/${brandId}/bank-details`, { signal }),
    staleTime: 0,
  });

export function useBankDetails() {
  const brandId = useBrandId();
  return useQuery({ ...bankDetailsQuery(brandId ?? 0), enabled: brandId !== null });
}

export function useSaveBankDetails() {
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BankDetailsInput) =>
      apiData<BankDetails>(`/brands/${brandId}/bank-details`, { method: 'PUT', body: details }),
    onSuccess: (saved) => {
      if (brandId === null) return;
      queryClient.setQueryData(bankDetailsKey(brandId), saved);
      // the Payouts page's warning about missing details follows
      void queryClient.invalidateQueries({ queryKey: brandKeys.area(brandId, 'payouts') });
    },
  });
}
