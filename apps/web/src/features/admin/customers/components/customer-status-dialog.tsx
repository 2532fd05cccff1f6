import { useState, type FormEvent } from 'react';
import type { AdminCustomer } from '@souk/shared/responses/admin-users';
import { Button } from '../../../../components/button';
import { ItemDialog } from '../../../../components/dialog';
import { DialogActions, FormAlert } from '../../../../components/dialog-form';
import { FormSelectField } from '../../../../components/form-fields';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useSetCustomerStatus } from '../api/set-customer-status';
import { customerName } from '../customer-name';

type Choice = 'active' | 'inactive';

/**
 * The Change Account Status modal (dashboards §2, §4): active or inactive; Update only once the
 * choice differs from the account's status. On success a toast, and the list and the metric
 * cards refresh.
 */
export function CustomerStatusDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomer | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ItemDialog
      item={customer}
      onClose={onClose}
      title={() => t('adminCustomers.statusDialog.title')}
      className="w-[min(30rem,calc(100%-2rem))]"
    >
      {(shown) => <StatusForm key={shown.id} customer={shown} onDone={onClose} />}
    </ItemDialog>
  );
}

function StatusForm({ customer, onDone }: { customer: AdminCustomer; onDone: () => void }) {
  const t = useT();
  const update = useSetCustomerStatus();
  const current: Choice = customer.enabled ? 'active' : 'inactive';
  const [choice, setChoice] = useState<Choice>(current);
  const [error, setError] = useState<string | null>(null);
  const name = customerName(customer);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === current) return;
    setError(null);
    try {
      const updated = await update.mutateAsync({
        customerId: customer.id,
        enabled: choice === 'active',
      });
      toast.success(
        t(
          updated.enabled
            ? 'adminCustomers.statusDialog.nowActive'
            : 'adminCustomers.statusDialog.nowInactive',
          { name },
        ),
      );
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="customer-status-form">
      <p className="text-sm text-slate-700">
        {t('adminCustomers.statusDialog.account', { name })}{' '}
        <bdi dir="ltr" className="text-slate-600">
          {customer.email}
        </bdi>
      </p>
      <FormSelectField
        label={t('adminCustomers.statusDialog.label')}
        value={choice}
        onChange={(event) => setChoice(event.target.value as Choice)}
      >
        <option value="active">{t('adminCustomers.status.active')}</option>
        <option value="inactive">{t('adminCustomers.status.inactive')}</option>
      </FormSelectField>
      {choice === 'inactive' && current === 'active' && (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('adminCustomers.statusDialog.inactiveWarning')}
        </p>
      )}
      <FormAlert message={error} />
      <DialogActions cancelLabel={t('adminCustomers.statusDialog.cancel')} onCancel={onDone}>
        <Button type="submit" disabled={choice === current} loading={update.isPending}>
          {t('adminCustomers.statusDialog.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
