import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { CategoryTree } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §7 — GET /categories/{id}: a category or subcategory; unknown is a 404. */
export function getCategory(id: number, signal?: AbortSignal): Promise<CategoryTree> {
  return apiData<CategoryTree>(`/categories/${id}`, { signal });
}

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.category(id),
    queryFn: ({ signal }) => getCategory(id, signal),
  });
