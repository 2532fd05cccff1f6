import type { AdminCustomer } from '@souk/shared/responses/admin-users';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useDeleteCustomer } from '../api/delete-customer';
import { customerName } from '../customer-name';

/**
 * The delete confirmation (dashboards §2) with its consequences: deleted without orders,
 * anonymised with them. The toast then says which happened.
 */
export function DeleteCustomerDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomer | null;
  onClose: () => void;
}) {
  const t = useT();
  const remove = useDeleteCustomer();
  const name = customer ? customerName(customer) : '';

  const confirm = () => {
    if (!customer) return;
    remove.mutate(customer.id, {
      onSuccess: ({ outcome }) =>
        toast.success(
          t(
            outcome === 'anonymised'
              ? 'adminCustomers.deleteDialog.anonymised'
              : 'adminCustomers.deleteDialog.deleted',
            { name },
          ),
        ),
      onError: (failure) => toast.error(apiErrorMessage(failure, t)),
    });
  };

  return (
    <ConfirmDialog
      open={customer !== null}
      title={t('adminCustomers.deleteDialog.title', { name })}
      body={t('adminCustomers.deleteDialog.warning')}
      confirmLabel={t('adminCustomers.deleteDialog.confirm')}
      cancelLabel={t('adminCustomers.deleteDialog.cancel')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
