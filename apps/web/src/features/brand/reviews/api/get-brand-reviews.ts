import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BRAND_REVIEWS_PAGE_SIZE } from '@souk/shared/constants';
import type { BrandReviewsPage } from '@souk/shared/responses/brand-reviews';
import { apiData } from '../../../../lib/api-client';
import { brandKeys } from '../../use-brand-id';

/** The page's filter: a number of stars, or null for every review. */
export type BrandReviewsFilter = { rating: number | null; page: number };

/** Every cached page of the brand's reviews (what a reply changes). */
export const brandReviewsKey = (brandId: number) => brandKeys.area(brandId, 'reviews');

/**
 * spec: dashboards §7 "Brand reviews" — GET /reviews/brand/{id}/paged, 10 a page, newest first;
 * rating left out for all. Pages are zero-based.
 */
export function getBrandReviews(
  brandId: number,
  { rating, page }: BrandReviewsFilter,
  signal?: AbortSignal,
): Promise<BrandReviewsPage> {
  const params = new URLSearchParams({
    page: String(page),
    size: String(BRAND_REVIEWS_PAGE_SIZE),
    sortBy: 'createdAt',
    direction: 'desc',
  });
  if (rating !== null) params.set('rating', String(rating));
  return apiData<BrandReviewsPage>(`/reviews/brand/${brandId}/paged?${params}`, { signal });
}

export const brandReviewsQuery = (brandId: number, filter: BrandReviewsFilter) =>
  queryOptions({
    queryKey: [...brandReviewsKey(brandId), filter.rating, filter.page] as const,
    queryFn: ({ signal }) => getBrandReviews(brandId, filter, signal),
    // the figures stay on screen while another rating or page loads
    placeholderData: keepPreviousData,
  });

export function useBrandReviews(brandId: number, filter: BrandReviewsFilter) {
  return useQuery(brandReviewsQuery(brandId, filter));
}
