import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert } from '@souk/shared/responses/alerts';
import { apiData } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/alert-keys';

/** PATCH /alerts/{id}/read, PATCH /alerts/read-all and DELETE /alerts/{id}. */
export const markAlertRead = (id: number) =>
  apiData<Alert>(`/alerts/${id}/read`, { method: 'PATCH' });

export const markAllAlertsRead = () =>
  apiData<{ marked: number }>('/alerts/read-all', { method: 'PATCH' });

export const deleteAlert = (id: number) => apiData<unknown>(`/alerts/${id}`, { method: 'DELETE' });

type AlertChange =
  { kind: 'read'; id: number } | { kind: 'read-all' } | { kind: 'delete'; id: number };

/** One change of the alerts; the lists and the header's count follow. */
export function useAlertChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AlertChange) =>
      change.kind === 'read'
        ? markAlertRead(change.id)
        : change.kind === 'read-all'
          ? markAllAlertsRead()
          : deleteAlert(change.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: alertKeys.unreadCount() }),
      ]),
  });
}
