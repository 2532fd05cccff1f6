import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@souk/shared/constants';
import { apiData } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/**
 * GET /payments/webhook?payment_ref=… — the gateway's call back, public and safe to repeat: the
 * server asks the gateway and records what it confirms. The result page calls it once, so that a
 * payment shows as paid even when the gateway's own call is slow or lost.
 */
export function confirmPayment(
  paymentRef: string,
  signal?: AbortSignal,
): Promise<{ paymentRef: string; status: PaymentStatus }> {
  return apiData(`/payments/webhook?payment_ref=${encodeURIComponent(paymentRef)}`, {
    signal,
    auth: false,
  });
}

/** Asks once per payment; a failure only means the order's own status is what counts. */
export function usePaymentCheck(paymentRef: string | null, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.paymentCheck(paymentRef ?? ''),
    queryFn: ({ signal }) => confirmPayment(paymentRef!, signal),
    enabled: enabled && Boolean(paymentRef),
    retry: false,
    staleTime: Infinity,
  });
}
