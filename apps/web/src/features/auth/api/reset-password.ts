import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@souk/shared/responses/accounts';
import { apiRequest } from '../../../lib/api-client';

/** spec: storefront §7 — POST /auth/reset-password {token, newPassword}. */
export function resetPassword(input: {
  token: string;
  newPassword: string;
}): Promise<MessageAnswer> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: input, auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
