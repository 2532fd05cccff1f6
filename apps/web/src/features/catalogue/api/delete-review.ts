import { apiRequest } from '../../../lib/api-client';
import { useReviewWrite } from './review-write';

/** spec: storefront §7 — DELETE /reviews/{id}; the author (or an admin). */
export function deleteReview(reviewId: number): Promise<unknown> {
  return apiRequest(`/reviews/${reviewId}`, { method: 'DELETE' });
}

export function useDeleteReview(productId: number) {
  return useReviewWrite(productId, async (reviewId: number) => {
    await deleteReview(reviewId);
    return null;
  });
}
