import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import { apiData } from '../../../lib/api-client';
import { currentUserQueryDefaults } from '../../../lib/query-client';
import { authKeys } from './keys';

export type CurrentBrand = OwnBrand;

/** spec: dashboards §7 — GET /brands/me (bearer): the brand of the signed-in brand login. */
export function getCurrentBrand(signal?: AbortSignal): Promise<CurrentBrand> {
  return apiData<CurrentBrand>('/brands/me', { signal });
}

export const currentBrandQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.currentBrand(token),
    queryFn: ({ signal }) => getCurrentBrand(signal),
    ...currentUserQueryDefaults,
  });

export function useCurrentBrand(token: string | null, enabled: boolean) {
  return useQuery({ ...currentBrandQuery(token ?? ''), enabled: enabled && token !== null });
}
