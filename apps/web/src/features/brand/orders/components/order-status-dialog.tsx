import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, type OrderStatus } from '@souk/shared/constants';
import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import { recordRefundSchema } from '@souk/shared/schemas/brand-orders';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { DialogActions, FormAlert } from '../../../../components/dialog-form';
import { FormSelectField, TextAreaField } from '../../../../components/form-fields';
import { OrderItemList, OrderItemSummary } from '../../../../components/order-item-summary';
import {
  OrderStatusChoice,
  RefundFields,
  type RefundValues,
} from '../../../../components/order-status-fields';
import { TabList, tabId, tabPanelId } from '../../../../components/tabs';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT, type TFunction } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { refreshFigures } from '../../../../lib/refresh-figures';
import { recordBrandRefund } from '../api/record-refund';
import { updateBrandItemStatus, type ItemDecision } from '../api/update-item-status';
import { useUpdateBrandOrderStatus } from '../api/update-order-status';
import { useFormat } from '../../../../lib/format';

/** spec: dashboards §4 — the statuses a brand may choose for its part (the current one left out). */
export const BRAND_PART_STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
];

/** Items may change only while the part is unshipped (decision 010, "Items"). */
const ITEMS_OPEN: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];

type Tab = 'order' | 'items';

/**
 * The status modal (dashboards §2, §4, §5 "Order status form"): an Order Status tab for the
 * brand's part and an Item Status tab for each of its items.
 */
export function OrderStatusDialog({
  brandId,
  order,
  onClose,
}: {
  brandId: number;
  order: BrandOrderRow | null;
  onClose: () => void;
}) {
  const t = useT();
  const listId = useId();
  const [tab, setTab] = useState<Tab>('order');
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? t('orderItems.update.title', { number: order.orderNumber }) : ''}
    >
      {order && (
        <div data-testid="order-status-dialog">
          <TabList<Tab>
            id={listId}
            label={t('brandOrders.update.tabs')}
            items={[
              { key: 'order', label: t('brandOrders.update.orderTab') },
              { key: 'items', label: t('brandOrders.update.itemTab') },
            ]}
            selected={tab}
            onSelect={setTab}
            className="mb-4 flex border-b border-slate-200"
          />
          <div role="tabpanel" id={tabPanelId(listId, tab)} aria-labelledby={tabId(listId, tab)}>
            {tab === 'order' ? (
              <OrderStatusForm brandId={brandId} order={order} onDone={onClose} />
            ) : (
              <ItemStatusForm brandId={brandId} order={order} onDone={onClose} />
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}

function OrderStatusForm({
  brandId,
  order,
  onDone,
}: {
  brandId: number;
  order: BrandOrderRow;
  onDone: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const updateStatus = useUpdateBrandOrderStatus(brandId);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [refund, setRefund] = useState<RefundValues>({
    amount: String(order.refundableAmount),
    reference: '',
    note: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // a refund recorded now (or before) is not recorded twice when the status change is retried
  const [refundRecorded, setRefundRecorded] = useState(order.refundedAmount > 0);

  const needsRefund = status === 'REFUNDED' && !refundRecorded;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // spec: dashboards §5 — a new status is required and must differ from the current one
    if (!status || status === order.status) return;
    setError(null);
    setFieldErrors({});
    setBusy(true);
    try {
      if (needsRefund) {
        const parsed = recordRefundSchema.safeParse(refund);
        if (!parsed.success) {
          setFieldErrors(
            Object.fromEntries(
              parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
            ),
          );
          return;
        }
        await recordBrandRefund(brandId, order.id, refund);
        setRefundRecorded(true);
        await refreshFigures(queryClient);
      }
      await updateStatus.mutateAsync({ orderId: order.id, status });
      toast.success(
        t('orderItems.update.updated', {
          number: order.orderNumber,
          status: t(`orders.status.${status}`),
        }),
      );
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="order-status-form">
      <OrderStatusChoice
        current={order.status}
        choices={BRAND_PART_STATUSES}
        value={status}
        onChange={setStatus}
      />
      {status === 'CANCELLED' && (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('brandOrders.update.cancelWarning')}
        </p>
      )}
      {status === 'REFUNDED' && (
        <div className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p role="note">{t('brandOrders.update.refundWarning')}</p>
          {refundRecorded && order.refundedAmount > 0 && (
            <p>
              {t('brandOrders.update.refundRecorded', {
                amount: format.price(order.refundedAmount),
              })}
            </p>
          )}
          {needsRefund && (
            <fieldset className="space-y-3" data-testid="refund-form">
              <legend className="font-semibold">{t('brandOrders.update.refundForm')}</legend>
              <RefundFields
                values={refund}
                max={order.refundableAmount}
                errors={fieldErrors}
                onChange={setRefund}
              />
            </fieldset>
          )}
        </div>
      )}
      <FormAlert message={error} />
      <DialogActions cancelLabel={t('orderItems.update.cancel')} onCancel={onDone}>
        <Button
          type="submit"
          variant={status === 'CANCELLED' ? 'danger' : 'primary'}
          disabled={!status || status === order.status}
          loading={busy}
        >
          {needsRefund ? t('brandOrders.update.refundAndMark') : t('orderItems.update.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}

type Decision = '' | ItemDecision['status'];

function ItemStatusForm({
  brandId,
  order,
  onDone,
}: {
  brandId: number;
  order: BrandOrderRow;
  onDone: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [decisions, setDecisions] = useState<Record<number, Decision>>({});
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = ITEMS_OPEN.includes(order.status);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // spec: dashboards §4 — only changed items are sent, all in parallel
    const changed = order.items.filter((item) => decisions[item.id]);
    if (changed.length === 0) {
      setFormError(t('brandOrders.update.noChanges'));
      return;
    }
    setFormError(null);
    // spec: dashboards §5 — a rejection needs a reason
    const missing = Object.fromEntries(
      changed
        .filter((item) => decisions[item.id] === 'REJECTED' && !reasons[item.id]?.trim())
        .map((item) => [item.id, t('brandOrders.update.reasonRequired')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    const results = await Promise.allSettled(
      changed.map((item) => {
        const status = decisions[item.id] as ItemDecision['status'];
        return updateBrandItemStatus(brandId, item.id, {
          status,
          ...(status === 'REJECTED' ? { rejectionReason: reasons[item.id]!.trim() } : {}),
        });
      }),
    );
    setBusy(false);
    await refreshFigures(queryClient);
    const failed = failures(changed, results, t);
    if (Object.keys(failed).length === 0) {
      toast.success(t('brandOrders.update.itemsSaved'));
      onDone();
      return;
    }
    // what went through is done: only the failed items stay chosen, each with its error
    setDecisions((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => failed[Number(id)])),
    );
    setErrors(failed);
  }

  if (!open)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t('brandOrders.update.locked')}</p>
        <OrderItemList items={order.items} />
      </div>
    );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="item-status-form">
      <p className="text-sm text-slate-700">{t('brandOrders.update.itemsIntro')}</p>
      <ul className="space-y-4">
        {order.items.map((item) => {
          const decision = decisions[item.id] ?? '';
          const choices: ItemDecision['status'][] =
            item.status === 'PENDING'
              ? ['ACCEPTED', 'REJECTED']
              : item.status === 'ACCEPTED'
                ? ['REJECTED']
                : [];
          return (
            <li
              key={item.id}
              data-testid="item-decision"
              className="rounded-xl border border-slate-200 p-3"
            >
              <OrderItemSummary item={item} />
              {choices.length > 0 && (
                <div className="mt-3 space-y-3">
                  <FormSelectField
                    label={t('brandOrders.update.itemDecision', { name: item.productName })}
                    value={decision}
                    error={decision === 'REJECTED' ? undefined : errors[item.id]}
                    onChange={(event) => {
                      const value = event.target.value as Decision;
                      setDecisions((current) => ({ ...current, [item.id]: value }));
                    }}
                  >
                    <option value="">{t('brandOrders.update.keep')}</option>
                    {choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice === 'ACCEPTED'
                          ? t('brandOrders.update.accept')
                          : t('brandOrders.update.reject')}
                      </option>
                    ))}
                  </FormSelectField>
                  {decision === 'REJECTED' && (
                    <TextAreaField
                      label={t('brandOrders.update.reason', { name: item.productName })}
                      value={reasons[item.id] ?? ''}
                      required
                      maxLength={LIMITS.rejectionReasonMax}
                      error={errors[item.id]}
                      onChange={(event) => {
                        const value = event.target.value;
                        setReasons((current) => ({ ...current, [item.id]: value }));
                      }}
                      className="[&_textarea]:min-h-20"
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <DialogActions cancelLabel={t('orderItems.update.cancel')} onCancel={onDone}>
        <Button type="submit" loading={busy}>
          {t('brandOrders.update.saveItems')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Each failed item's error, in the user's language, by item id. */
function failures(
  items: BrandOrderRow['items'],
  results: PromiseSettledResult<unknown>[],
  t: TFunction,
): Record<number, string> {
  return Object.fromEntries(
    items.flatMap((item, index) => {
      const result = results[index]!;
      return result.status === 'rejected'
        ? [
            [
              item.id,
              t('brandOrders.update.itemFailed', {
                name: item.productName,
                message: apiErrorMessage(result.reason, t),
              }),
            ],
          ]
        : [];
    }),
  );
}
