import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@souk/shared/schemas/users';
import { apiData } from '../../../lib/api-client';
import { currentUserQueryDefaults } from '../../../lib/query-client';
import { authKeys } from './keys';

/** spec: storefront §7 — GET /users/me (bearer). */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiData<User>('/users/me', { signal });
}

export const currentUserQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.currentUser(token),
    queryFn: ({ signal }) => getCurrentUser(signal),
    ...currentUserQueryDefaults,
  });

export function useCurrentUser(token: string | null, enabled: boolean) {
  return useQuery({ ...currentUserQuery(token ?? ''), enabled: enabled && token !== null });
}
