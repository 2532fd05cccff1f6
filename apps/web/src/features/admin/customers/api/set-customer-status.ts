import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCustomer } from '@souk/shared/responses/admin-users';
import { apiData } from '../../../../lib/api-client';
import { adminCustomerKeys } from './keys';

/**
 * spec: dashboards §7 — PATCH /users/toggle-status/{id}, with the status chosen in the modal, so
 * that two admins choosing "inactive" at once leave the account inactive.
 */
export function setCustomerStatus(customerId: number, enabled: boolean): Promise<AdminCustomer> {
  return apiData<AdminCustomer>(`/users/toggle-status/${customerId}`, {
    method: 'PATCH',
    body: { enabled },
  });
}

/** Refreshes the list and the metric cards once answered, whatever the answer. */
export function useSetCustomerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, enabled }: { customerId: number; enabled: boolean }) =>
      setCustomerStatus(customerId, enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCustomerKeys.all }),
  });
}
