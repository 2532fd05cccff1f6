import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import { apiData } from '../../../../lib/api-client';
import { brandKeys, useBrandId } from '../../use-brand-id';

/** spec: dashboards §7 "Brand account" — GET /brands/me: the brand's profile for its settings. */
export function getBrandProfile(signal?: AbortSignal): Promise<OwnBrand> {
  return apiData<OwnBrand>('/brands/me', { signal });
}

export const brandProfileKey = (brandId: number) => brandKeys.area(brandId, 'profile');

export const brandProfileQuery = (brandId: number) =>
  queryOptions({
    queryKey: brandProfileKey(brandId),
    queryFn: ({ signal }) => getBrandProfile(signal),
    // the form starts from the profile as it is now
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useBrandProfile() {
  const brandId = useBrandId();
  return useQuery({ ...brandProfileQuery(brandId ?? 0), enabled: brandId !== null });
}
