import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '@souk/shared/responses/admin-orders';
import { settleRefundSchema } from '@souk/shared/schemas/admin-orders';
import { Button } from '../../../../components/button';
import { FormAlert } from '../../../../components/dialog-form';
import { RefundFields, type RefundValues } from '../../../../components/order-status-fields';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useRecordRefund } from '../api/change-order';
import { useFormat } from '../../../../lib/format';

/**
 * Records a refund given back to the customer (decision 015): out of what the order owes
 * (`part` absent) or for one brand's delivered part. The amount starts at the most it may be; a
 * refusal shows the server's words.
 */
export function RefundForm({
  order,
  part,
  max,
  title,
  intro,
  onDone,
  onCancel,
}: {
  order: AdminOrder;
  part?: AdminOrder['brandOrders'][number];
  /** the most that may be recorded, in dinar */
  max: number;
  title: string;
  intro: string;
  onDone: (order: AdminOrder) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const record = useRecordRefund(order, part);
  const [refund, setRefund] = useState<RefundValues>({
    amount: String(max),
    reference: '',
    note: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = settleRefundSchema.safeParse(refund);
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setFieldErrors({});
    try {
      const changed = await record.mutateAsync(refund);
      toast.success(
        t('adminOrders.refund.recorded', {
          amount: format.price(parsed.data.amount),
          number: order.orderNumber,
        }),
      );
      onDone(changed);
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid={part ? 'part-refund-form' : 'refund-form'}
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <fieldset className="space-y-3">
        <legend className="font-semibold">{title}</legend>
        <p>{intro}</p>
        <RefundFields values={refund} max={max} errors={fieldErrors} onChange={setRefund} />
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('adminOrders.refund.cancel')}
          </Button>
        )}
        <Button type="submit" loading={record.isPending}>
          {t('adminOrders.refund.submit')}
        </Button>
      </div>
    </form>
  );
}
