import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@souk/shared/responses/accounts';
import { apiRequest } from '../../../lib/api-client';

/** spec: storefront §7 — POST /auth/forgot-password {email}. */
export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
