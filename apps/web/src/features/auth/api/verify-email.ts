import { useMutation } from '@tanstack/react-query';
import type { SessionAnswer } from '@souk/shared/responses/accounts';
import { apiRequest } from '../../../lib/api-client';

export type VerifyEmailInput = { email: string; code: string } | { token: string };
export type VerifyEmailResponse = SessionAnswer;

/** POST /auth/verify-email with the emailed code or the link's token; the user is then signed in. */
export function verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('/auth/verify-email', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
