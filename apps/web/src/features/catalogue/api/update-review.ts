import type { Review } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { useReviewWrite, type ReviewValues } from './review-write';

/** spec: storefront §7 — PUT /reviews/{id} with the same body as the creation; the author only. */
export function updateReview(
  productId: number,
  reviewId: number,
  values: ReviewValues,
): Promise<Review> {
  return apiData<Review>(`/reviews/${reviewId}`, {
    method: 'PUT',
    body: { productId, ...values },
  });
}

export function useUpdateReview(productId: number) {
  return useReviewWrite(productId, ({ id, ...values }: ReviewValues & { id: number }) =>
    updateReview(productId, id, values),
  );
}
