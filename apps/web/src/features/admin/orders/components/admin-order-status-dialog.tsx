import { useState, type FormEvent } from 'react';
import type { OrderStatus } from '@souk/shared/constants';
import { formatPrice } from '@souk/shared/money';
import type { AdminOrder } from '@souk/shared/responses/admin-orders';
import { ADMIN_ORDER_STATUS_CHOICES } from '@souk/shared/schemas/admin-orders';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { FormSelectField } from '../../../../components/form-fields';
import { OrderStatusBadge } from '../../../../components/order-status-badge';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useUpdateAdminOrderStatus } from '../api/change-order';

/**
 * The status update modal (dashboards §4): PENDING, SHIPPED, COMPLETED or CANCELLED, the current
 * one left out; Submit only once a different one is chosen. Cancelling warns that it cannot be
 * undone, and — for a paid order — that the money is marked for refund. The order rules decide
 * (decision 010): a refused change shows the server's words.
 */
export function AdminOrderStatusDialog({
  order,
  onClose,
}: {
  order: AdminOrder | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? t('adminOrders.update.title', { number: order.orderNumber }) : ''}
    >
      {order && <StatusForm order={order} onDone={onClose} />}
    </Dialog>
  );
}

function StatusForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const t = useT();
  const update = useUpdateAdminOrderStatus();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [error, setError] = useState<string | null>(null);
  const choices = ADMIN_ORDER_STATUS_CHOICES.filter((choice) => choice !== order.status);
  const chosen = status !== '' && status !== order.status;
  // a cancel moves every open part: all that is still due on a paid order is then owed back
  const paid = order.paymentStatus === 'PAID';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setError(null);
    try {
      await update.mutateAsync({ orderId: order.id, status });
      toast.success(
        t('adminOrders.update.updated', {
          number: order.orderNumber,
          status: t(`adminOrders.status.${status}`),
        }),
      );
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="admin-status-form">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        {t('adminOrders.update.current')}: <OrderStatusBadge status={order.status} />
      </p>
      <FormSelectField
        label={t('adminOrders.update.newStatus')}
        value={status}
        required
        onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
      >
        <option value="">{t('adminOrders.update.choose')}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`adminOrders.status.${choice}`)}
          </option>
        ))}
      </FormSelectField>
      {status === 'CANCELLED' && (
        <div role="note" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('adminOrders.update.cancelWarning')}</p>
          {paid && (
            <p>
              {t('adminOrders.update.refundWarning', {
                amount: formatPrice(order.amountDue),
              })}
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('adminOrders.update.cancel')}
        </Button>
        <Button
          type="submit"
          variant={status === 'CANCELLED' ? 'danger' : 'primary'}
          disabled={!chosen}
          loading={update.isPending}
        >
          {t('adminOrders.update.submit')}
        </Button>
      </div>
    </form>
  );
}
