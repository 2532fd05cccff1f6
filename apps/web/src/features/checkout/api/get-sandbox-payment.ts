import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxPayment } from '@souk/shared/responses/orders';
import { apiData } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export type { SandboxPayment };

/**
 * GET /payments/sandbox/{paymentRef} — what the sandbox gateway is asked to charge. The gateway
 * stands in for another site: it is called without the shop's session.
 */
export function getSandboxPayment(paymentRef: string, signal?: AbortSignal) {
  return apiData<SandboxPayment>(`/payments/sandbox/${encodeURIComponent(paymentRef)}`, {
    signal,
    auth: false,
  });
}

export const sandboxPaymentQuery = (paymentRef: string) =>
  queryOptions({
    queryKey: checkoutKeys.sandboxPayment(paymentRef),
    queryFn: ({ signal }) => getSandboxPayment(paymentRef, signal),
    staleTime: 0,
  });

export function useSandboxPayment(paymentRef: string) {
  return useQuery({ ...sandboxPaymentQuery(paymentRef), enabled: paymentRef !== '' });
}
