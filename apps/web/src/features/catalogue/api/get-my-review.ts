import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyProductReview } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../lib/api-client';
import { useSessionRole, useSessionStore } from '../../../lib/session';
import { catalogueKeys } from './keys';

/**
 * GET /reviews/product/{id}/mine (customers): the signed-in customer's review of the product and
 * whether they may write one (a delivered purchase of it). Decides what the reviews tab offers.
 */
export function getMyReview(productId: number, signal?: AbortSignal): Promise<MyProductReview> {
  return apiData<MyProductReview>(`/reviews/product/${productId}/mine`, { signal });
}

export const myReviewQuery = (productId: number, userId: number) =>
  queryOptions({
    queryKey: catalogueKeys.myReview(productId, userId),
    queryFn: ({ signal }) => getMyReview(productId, signal),
  });

/** Asked only for a signed-in customer: visitors, brands and admins never write reviews. */
export function useMyReview(productId: number) {
  const role = useSessionRole();
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({
    ...myReviewQuery(productId, userId),
    enabled: role === 'CUSTOMER' && userId > 0,
  });
}
