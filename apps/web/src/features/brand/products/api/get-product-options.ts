import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryTree, Tag } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../../lib/api-client';

/**
 * What the product form chooses from (dashboards §7 "Categories, brand categories, tags"): the
 * categories with their type and subcategories (GET /categories) and the tags (GET /tags).
 */
export function getProductCategories(signal?: AbortSignal): Promise<CategoryTree[]> {
  return apiData<CategoryTree[]>('/categories', { signal });
}

export function getProductTags(signal?: AbortSignal): Promise<Tag[]> {
  return apiData<Tag[]>('/tags', { signal });
}

const optionKeys = {
  categories: ['brand-product-form', 'categories'] as const,
  tags: ['brand-product-form', 'tags'] as const,
};

export const productCategoriesQuery = () =>
  queryOptions({
    queryKey: optionKeys.categories,
    queryFn: ({ signal }) => getProductCategories(signal),
    staleTime: 5 * 60_000,
  });

export const productTagsQuery = () =>
  queryOptions({
    queryKey: optionKeys.tags,
    queryFn: ({ signal }) => getProductTags(signal),
    staleTime: 5 * 60_000,
  });

export function useProductCategories() {
  return useQuery(productCategoriesQuery());
}

export function useProductTags() {
  return useQuery(productTagsQuery());
}
