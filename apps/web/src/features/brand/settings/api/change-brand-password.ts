import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@souk/shared/responses/accounts';
import { apiRequest } from '../../../../lib/api-client';

/** spec: dashboards §7 — PATCH /brands/change-password (JSON oldPassword, newPassword). */
export function changeBrandPassword(passwords: {
  oldPassword: string;
  newPassword: string;
}): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/brands/change-password', { method: 'PATCH', body: passwords });
}

export function useChangeBrandPassword() {
  return useMutation({ mutationFn: changeBrandPassword });
}
