import { LIMITS, type OrderStatus } from '@souk/shared/constants';
import { validationMessage } from '../lib/api-error-message';
import { useT } from '../lib/language';
import { FormSelectField, TextAreaField } from './form-fields';
import { OrderStatusBadge } from './order-status-badge';
import { TextField } from './text-field';
import { useFormat } from '../lib/format';

/**
 * spec: dashboards §4 — an order’s current status, then the select of the new one (the current
 * one left out of `choices`), as the admin's and the brand's status forms ask it.
 */
export function OrderStatusChoice({
  current,
  choices,
  value,
  onChange,
}: {
  current: OrderStatus;
  choices: readonly OrderStatus[];
  value: OrderStatus | '';
  onChange: (status: OrderStatus | '') => void;
}) {
  const t = useT();
  return (
    <>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        {t('orderItems.update.current')}: <OrderStatusBadge status={current} />
      </p>
      <FormSelectField
        label={t('orderItems.update.newStatus')}
        value={value}
        required
        onChange={(event) => onChange(event.target.value as OrderStatus | '')}
      >
        <option value="">{t('orderItems.update.choose')}</option>
        {choices
          .filter((choice) => choice !== current)
          .map((choice) => (
            <option key={choice} value={choice}>
              {t(`orders.status.${choice}`)}
            </option>
          ))}
      </FormSelectField>
    </>
  );
}

/** What a refund form holds, as typed (the amount in dinar). */
export type RefundValues = { amount: string; reference: string; note: string };

/**
 * The fields of a refund given back (decision 015): the amount, at most `max` dinar, a reference
 * and a note, each with the error the form's check gave it.
 */
export function RefundFields({
  values,
  max,
  errors,
  onChange,
}: {
  values: RefundValues;
  max: number;
  errors: Partial<Record<keyof RefundValues, string>>;
  onChange: (values: RefundValues) => void;
}) {
  const t = useT();
  const format = useFormat();
  const set = (field: keyof RefundValues, value: string) => onChange({ ...values, [field]: value });
  return (
    <>
      <TextField
        label={t('orderItems.refund.amount')}
        hint={t('orderItems.refund.amountHint', { amount: format.price(max) })}
        inputMode="decimal"
        value={values.amount}
        required
        error={validationMessage(errors.amount, t)}
        onChange={(event) => set('amount', event.target.value)}
      />
      <TextField
        label={t('orderItems.refund.reference')}
        value={values.reference}
        maxLength={LIMITS.refundReferenceMax}
        error={validationMessage(errors.reference, t)}
        onChange={(event) => set('reference', event.target.value)}
      />
      <TextAreaField
        label={t('orderItems.refund.note')}
        value={values.note}
        maxLength={LIMITS.refundNoteMax}
        error={validationMessage(errors.note, t)}
        onChange={(event) => set('note', event.target.value)}
        className="[&_textarea]:min-h-20"
      />
    </>
  );
}
