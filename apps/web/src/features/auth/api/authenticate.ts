import { useMutation } from '@tanstack/react-query';
import type { SessionAnswer } from '@souk/shared/responses/accounts';
import type { LoginInput } from '@souk/shared/schemas/auth';
import type { User } from '@souk/shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';

/** Read as possibly without token or user: such an answer stops the login (storefront §8). */
export type AuthenticateResponse = Partial<SessionAnswer>;

/** The answer had no token: the login cannot go on (storefront §8). */
export class MissingTokenError extends Error {
  constructor() {
    super('invalid_login_response');
    this.name = 'MissingTokenError';
  }
}

/** spec: storefront §7 — POST /auth/authenticate answers token and user (customers and admins). */
export async function authenticate(
  credentials: LoginInput,
): Promise<{ token: string; user: User }> {
  const response = await apiRequest<AuthenticateResponse>('/auth/authenticate', {
    method: 'POST',
    body: credentials,
    auth: false,
  });
  if (!response.token || !response.user) throw new MissingTokenError();
  return { token: response.token, user: response.user };
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
