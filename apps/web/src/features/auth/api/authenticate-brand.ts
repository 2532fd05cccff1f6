import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@souk/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { MissingTokenError } from './authenticate';

/** spec: storefront §3 — the brand login answers with a token only. */
export async function authenticateBrand(credentials: LoginInput): Promise<{ token: string }> {
  const response = await apiRequest<{ success: true; token?: string }>('/brands/authenticate', {
    method: 'POST',
    body: credentials,
    auth: false,
  });
  if (!response.token) throw new MissingTokenError();
  return { token: response.token };
}

export function useAuthenticateBrand() {
  return useMutation({ mutationFn: authenticateBrand });
}
