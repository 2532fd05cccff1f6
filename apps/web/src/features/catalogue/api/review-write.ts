import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MyProductReview, Review } from '@souk/shared/responses/catalogue';
import { useSessionStore } from '../../../lib/session';
import { catalogueKeys } from './keys';

/** What the review form sends: the stars and the comment (the product comes from the page). */
export type ReviewValues = { rating: number; comment: string };

/**
 * After a review is written, changed or deleted: the review pages, the rating spread, the product
 * (its average and count, on the page and in the tab's label) and the catalogue lists that show
 * them. What is on screen is fetched again now; what is not is dropped, so that it is fetched
 * fresh when shown (queries do not refetch on mount in this app).
 */
export function refreshAfterReviewWrite(queryClient: QueryClient, productId: number): void {
  for (const queryKey of [
    catalogueKeys.productReviews(productId),
    catalogueKeys.ratingCounts(productId),
    catalogueKeys.products(),
  ]) {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey, type: 'active' });
  }
}

/**
 * A review write of the signed-in customer: on success the page switches at once (the form or the
 * already-reviewed message) from the answer, then everything that shows the rating is read again.
 */
export function useReviewWrite<TVariables>(
  productId: number,
  write: (variables: TVariables) => Promise<Review | null>,
) {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: write,
    onSuccess: (review) => {
      queryClient.setQueryData<MyProductReview>(
        catalogueKeys.myReview(productId, userId),
        (mine) => ({ canReview: mine?.canReview ?? true, review }),
      );
      refreshAfterReviewWrite(queryClient, productId);
    },
  });
}
