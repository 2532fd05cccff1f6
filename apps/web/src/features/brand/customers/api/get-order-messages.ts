import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderMessage } from '@souk/shared/responses/brand-customers';
import { apiData } from '../../../../lib/api-client';
import { customerKeys } from './keys';

/** The path of the brand's messages about one of its orders. */
export const orderMessagesPath = (brandId: number, orderId: number) =>
  `/orders/brand/${brandId}/order/${orderId}/messages`;

/** GET /orders/brand/{brandId}/order/{orderId}/messages — the brand's messages, newest first. */
export function getOrderMessages(
  brandId: number,
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderMessage[]> {
  return apiData<OrderMessage[]>(orderMessagesPath(brandId, orderId), { signal });
}

export const orderMessagesQuery = (brandId: number, orderId: number) =>
  queryOptions({
    queryKey: customerKeys.messages(brandId, orderId),
    queryFn: ({ signal }) => getOrderMessages(brandId, orderId, signal),
  });

export function useOrderMessages(brandId: number | null, orderId: number | null) {
  return useQuery({
    ...orderMessagesQuery(brandId ?? 0, orderId ?? 0),
    enabled: brandId !== null && orderId !== null,
  });
}
