import { useMutation } from '@tanstack/react-query';
import type { SandboxOutcome } from '@souk/shared/responses/orders';
import type { SandboxCard } from '@souk/shared/schemas/orders';
import { apiData } from '../../../lib/api-client';

export type { SandboxOutcome };

/**
 * POST /payments/sandbox/{paymentRef}/pay — the test card is charged or declined by its number;
 * the answer says where the browser goes next (the shop's result page).
 */
export function paySandbox(paymentRef: string, card: SandboxCard): Promise<SandboxOutcome> {
  return apiData<SandboxOutcome>(`/payments/sandbox/${encodeURIComponent(paymentRef)}/pay`, {
    method: 'POST',
    body: card,
    auth: false,
  });
}

export function usePaySandbox(paymentRef: string) {
  return useMutation({ mutationFn: (card: SandboxCard) => paySandbox(paymentRef, card) });
}
