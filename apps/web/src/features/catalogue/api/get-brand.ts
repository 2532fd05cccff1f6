import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { Brand } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §7 — GET /brands/{id}: a public brand; unknown or disabled is a 404. */
export function getBrand(id: number, signal?: AbortSignal): Promise<Brand> {
  return apiData<Brand>(`/brands/${id}`, { signal });
}

export const brandQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.brand(id),
    queryFn: ({ signal }) => getBrand(id, signal),
  });
