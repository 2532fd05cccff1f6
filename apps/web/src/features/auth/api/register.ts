import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@souk/shared/schemas/auth';
import type { RegistrationAnswer } from '@souk/shared/responses/accounts';
import { apiRequest } from '../../../lib/api-client';

export type RegisterResponse = RegistrationAnswer;

/** spec: storefront §7 — POST /auth/register; sign-up creates customers only. */
export function registerCustomer(input: RegisterInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', {
    method: 'POST',
    body: { ...input, role: 'CUSTOMER' },
    auth: false,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: registerCustomer });
}
