import { useMutation } from '@tanstack/react-query';
import type { BrandSessionAnswer } from '@souk/shared/responses/accounts';
import type { LoginInput } from '@souk/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { MissingTokenError } from './authenticate';

/** spec: storefront §3 — the brand login answers with a token only. */
export async function authenticateBrand(credentials: LoginInput): Promise<{ token: string }> {
  // Read as possibly without a token: an answer without one stops the login (storefront §8).
  const response = await apiRequest<Partial<BrandSessionAnswer>>('/brands/authenticate', {
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
