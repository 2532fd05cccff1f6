import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandReview } from '@souk/shared/responses/brand-reviews';
import { apiData } from '../../../../lib/api-client';
import { brandKeys } from '../../use-brand-id';

/** PUT /reviews/{id}/reply {reply}: writes or changes the brand's one public reply. */
export function replyToReview(reviewId: number, reply: string): Promise<BrandReview> {
  return apiData<BrandReview>(`/reviews/${reviewId}/reply`, { method: 'PUT', body: { reply } });
}

/** DELETE /reviews/{id}/reply: takes the reply away. */
export function deleteReviewReply(reviewId: number): Promise<BrandReview> {
  return apiData<BrandReview>(`/reviews/${reviewId}/reply`, { method: 'DELETE' });
}

/** After a reply changes, every figure of the brand's dashboard is read again. */
function useRefreshBrand(brandId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: brandKeys.all(brandId) });
}

export function useReplyToReview(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      replyToReview(reviewId, reply),
    onSuccess: refresh,
  });
}

export function useDeleteReviewReply(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (reviewId: number) => deleteReviewReply(reviewId),
    onSuccess: refresh,
  });
}
