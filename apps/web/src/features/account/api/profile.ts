import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer } from '@souk/shared/responses/accounts';
import type { ProfileOverview } from '@souk/shared/responses/profile';
import type { UpdateAddressInput, UpdateUserInput, User } from '@souk/shared/schemas/users';
import { apiData, apiRequest } from '../../../lib/api-client';
import { resolveRole } from '../../../lib/jwt';
import { useSessionStore } from '../../../lib/session';
import { profileKeys } from './profile-keys';

/**
 * The calls of the profile and settings pages (storefront §7 "Authentication and users"):
 * GET /users/me, GET /users/me/overview, PATCH /users/update/{id}, POST
 * /users/upload-profile-picture/{userId}, PATCH /users/update-my-address and PATCH
 * /users/change-my-password. Every change also updates the stored session user, so the header's
 * greeting and picture follow at once (storefront §4 "save updates the stored user").
 */

type AccountAnswer = { success: true; message?: string; data: User };

/** The signed-in account, as the server has it now. */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => apiData<User>('/users/me', { signal }),
    // the page shows what the account is now, not what it was when another page read it
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** The profile's figures, recent purchases and recommended products. */
export function useProfileOverview() {
  return useQuery({
    queryKey: profileKeys.overview(),
    queryFn: ({ signal }) => apiData<ProfileOverview>('/users/me/overview', { signal }),
    staleTime: 60_000,
    refetchOnMount: 'always',
  });
}

/** Keeps the query and the session in step with the account the server answered. */
function useAccountSaved() {
  const client = useQueryClient();
  return (user: User) => {
    client.setQueryData(profileKeys.me(), user);
    const { token, setUser } = useSessionStore.getState();
    setUser({ ...user, role: resolveRole(user.role, token) ?? user.role });
  };
}

export function useUpdateProfile() {
  const saved = useAccountSaved();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateUserInput & { id: number }) =>
      apiRequest<AccountAnswer>(`/users/update/${id}`, {
        method: 'PATCH',
        body: { id, ...changes },
      }),
    onSuccess: (answer) => saved(answer.data),
  });
}

export function useUploadAvatar() {
  const saved = useAccountSaved();
  return useMutation({
    mutationFn: ({ userId, file }: { userId: number; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<AccountAnswer>(`/users/upload-profile-picture/${userId}`, {
        method: 'POST',
        body,
      });
    },
    onSuccess: (answer) => saved(answer.data),
  });
}

export function useUpdateAddress() {
  const saved = useAccountSaved();
  return useMutation({
    mutationFn: (address: UpdateAddressInput) =>
      apiRequest<AccountAnswer>('/users/update-my-address', { method: 'PATCH', body: address }),
    onSuccess: (answer) => saved(answer.data),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (passwords: { oldPassword: string; newPassword: string }) =>
      apiRequest<MessageAnswer>('/users/change-my-password', { method: 'PATCH', body: passwords }),
  });
}
