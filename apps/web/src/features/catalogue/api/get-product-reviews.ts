import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviewsPage } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** spec: storefront §9 — the product page shows reviews 5 at a time. */
export const REVIEWS_PAGE_SIZE = 5;

export type ProductReviews = ProductReviewsPage;

/** spec: storefront §7 — GET /reviews/product/{id}/paged, newest first; page is zero-based. */
export function getProductReviews(
  productId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ProductReviews> {
  const params = new URLSearchParams({
    page: String(page),
    size: String(REVIEWS_PAGE_SIZE),
    sortBy: 'createdAt',
    direction: 'desc',
  });
  return apiData<ProductReviews>(`/reviews/product/${productId}/paged?${params}`, { signal });
}

export const productReviewsQuery = (productId: number, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.reviews(productId, page),
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useProductReviews(productId: number, page: number) {
  return useQuery(productReviewsQuery(productId, page));
}
