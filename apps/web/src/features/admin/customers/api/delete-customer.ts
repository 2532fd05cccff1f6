import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDeletion } from '@souk/shared/responses/admin-users';
import { apiData } from '../../../../lib/api-client';
import { adminCustomerKeys } from './keys';

/**
 * spec: dashboards §7 — DELETE /users/delete/{id}. The answer says whether the account was
 * deleted or, having orders, anonymised.
 */
export function deleteCustomer(customerId: number): Promise<CustomerDeletion> {
  return apiData<CustomerDeletion>(`/users/delete/${customerId}`, { method: 'DELETE' });
}

/** Refreshes the list and the metric cards once answered, whatever the answer. */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCustomerKeys.all }),
  });
}
