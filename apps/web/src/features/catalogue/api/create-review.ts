import type { Review } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { useReviewWrite, type ReviewValues } from './review-write';

/**
 * spec: storefront §7 — POST /reviews {productId, rating, comment}; bearer, customers with a
 * delivered purchase of the product (403 not_purchased otherwise, 409 already_reviewed).
 */
export function createReview(productId: number, values: ReviewValues): Promise<Review> {
  return apiData<Review>('/reviews', { method: 'POST', body: { productId, ...values } });
}

export function useCreateReview(productId: number) {
  return useReviewWrite(productId, (values: ReviewValues) => createReview(productId, values));
}
