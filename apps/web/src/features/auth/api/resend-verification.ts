import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@souk/shared/responses/accounts';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/resend-verification: answers the same whether or not the account exists. */
export function resendVerification(email: string): Promise<MessageAnswer> {
  return apiRequest('/auth/resend-verification', { method: 'POST', body: { email }, auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
