import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { contentKeys } from './keys';

export type SitemapSubcategory = Pick<
  Category,
  'id' | 'name' | 'nameTranslations' | 'productCount'
>;
export type SitemapCategory = SitemapSubcategory & { subcategories: SitemapSubcategory[] };

/**
 * spec: storefront §7 — GET /categories/active: the categories shoppers can browse, each with its
 * active subcategories and product counts.
 */
export function getCategoryTree(signal?: AbortSignal): Promise<SitemapCategory[]> {
  return apiData<SitemapCategory[]>('/categories/active', { signal, auth: false });
}

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: contentKeys.categoryTree(),
    queryFn: ({ signal }) => getCategoryTree(signal),
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQuery());
}
