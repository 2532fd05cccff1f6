import { useState, type FormEvent } from 'react';
import type { OrderStatus } from '@souk/shared/constants';
import type { AdminOrder } from '@souk/shared/responses/admin-orders';
import { ADMIN_ORDER_STATUS_CHOICES } from '@souk/shared/schemas/admin-orders';
import { Button } from '../../../../components/button';
import { ItemDialog } from '../../../../components/dialog';
import { DialogActions, FormAlert } from '../../../../components/dialog-form';
import { OrderStatusChoice } from '../../../../components/order-status-fields';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useUpdateAdminOrderStatus } from '../api/change-order';
import { useFormat } from '../../../../lib/format';

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
    <ItemDialog
      item={order}
      onClose={onClose}
      title={(shown) => t('orderItems.update.title', { number: shown.orderNumber })}
    >
      {(shown) => <StatusForm order={shown} onDone={onClose} />}
    </ItemDialog>
  );
}

function StatusForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const t = useT();
  const format = useFormat();
  const update = useUpdateAdminOrderStatus();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [error, setError] = useState<string | null>(null);
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
        t('orderItems.update.updated', {
          number: order.orderNumber,
          status: t(`orders.status.${status}`),
        }),
      );
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="admin-status-form">
      <OrderStatusChoice
        current={order.status}
        choices={ADMIN_ORDER_STATUS_CHOICES}
        value={status}
        onChange={setStatus}
      />
      {status === 'CANCELLED' && (
        <div role="note" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('adminOrders.update.cancelWarning')}</p>
          {paid && (
            <p>
              {t('adminOrders.update.refundWarning', {
                amount: format.price(order.amountDue),
              })}
            </p>
          )}
        </div>
      )}
      <FormAlert message={error} />
      <DialogActions cancelLabel={t('orderItems.update.cancel')} onCancel={onDone}>
        <Button
          type="submit"
          variant={status === 'CANCELLED' ? 'danger' : 'primary'}
          disabled={!chosen}
          loading={update.isPending}
        >
          {t('orderItems.update.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
