import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import type { ProductSummary } from '../../../components/product-card';
import { apiData } from '../../../lib/api-client';
import { homeKeys } from './keys';

export const COLLECTION_SIZE = 4;

/**
 * A curated collection's first products through the catalogue query: `filter` is 'tag=summer'
 * or 'category=office' (the API takes tag text and category names).
 */
export function getCollectionProducts(filter: string, signal?: AbortSignal) {
  return apiData<Page<ProductSummary>>(
    `/products/paginated?${filter}&sort=popular&page=0&size=${COLLECTION_SIZE}`,
    { signal },
  );
}

export const collectionProductsQuery = (filter: string) =>
  queryOptions({
    queryKey: homeKeys.collection(filter),
    queryFn: ({ signal }) => getCollectionProducts(filter, signal),
  });

export function useCollectionProducts(filter: string, enabled = true) {
  return useQuery({ ...collectionProductsQuery(filter), enabled });
}
