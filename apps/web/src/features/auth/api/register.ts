import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@souk/shared/schemas/auth';
import type { User } from '@souk/shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';

export type RegisterResponse = { success: true; status: number; message: string; data: User };

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
