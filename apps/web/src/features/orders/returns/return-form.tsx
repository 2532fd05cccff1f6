import { useId, useState, type FormEvent } from 'react';
import { RETURN_NOTE_MAX, RETURN_REASONS, type ReturnReason } from '@souk/shared/constants';
import type { ReturnablePart } from '@souk/shared/responses/returns';
import type { CreateReturnInput } from '@souk/shared/schemas/returns';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/dialog-form';
import { FormSelectField, TextAreaField } from '../../../components/form-fields';
import { Price } from '../../../components/price';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';

type Errors = { items?: string; reason?: string; note?: string; form?: string };

/**
 * The return form of one delivered brand part (decision 026): which items and how many of each
 * (at most what may still be returned), a reason from the list and an optional note. Each error
 * is said next to its field; the server's refusal (the window closed meanwhile) above the buttons.
 */
export function ReturnForm({
  part,
  onSubmit,
  onCancel,
  pending,
}: {
  part: ReturnablePart;
  onSubmit: (input: CreateReturnInput) => Promise<unknown>;
  onCancel: () => void;
  pending: boolean;
}) {
  const t = useT();
  const id = useId();
  const open = part.items.filter((item) => item.returnable > 0);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (itemId: number, on: boolean) =>
    setChosen((current) => {
      const next = { ...current };
      if (on) next[itemId] = 1;
      else delete next[itemId];
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const items = Object.entries(chosen).map(([orderItemId, quantity]) => ({
      orderItemId: Number(orderItemId),
      quantity,
    }));
    if (items.length === 0) found.items = validationMessage('return_items_required', t);
    if (!reason) found.reason = validationMessage('return_reason_required', t);
    if (note.trim().length > RETURN_NOTE_MAX) found.note = validationMessage('too_long', t);
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    try {
      await onSubmit({ items, reason, note: note.trim() || null });
    } catch (error) {
      // the server's field texts come in the reader's language; an item's quantity is the items'
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const itemField = Object.keys(fields).find((field) => field.startsWith('items'));
      setErrors({
        items: itemField ? fields[itemField] : undefined,
        reason: fields.reason,
        note: fields.note,
        form: apiErrorMessage(error, t),
      });
    }
  };

  const itemsErrorId = `${id}-items-error`;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      aria-label={t('returns.formTitle', { brand: part.brandName })}
      data-testid="return-form"
    >
      <h4 className="font-semibold text-slate-900">
        {t('returns.formTitle', { brand: part.brandName })}
      </h4>
      <fieldset
        className="grid gap-2"
        aria-invalid={errors.items ? true : undefined}
        aria-describedby={errors.items ? itemsErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('returns.items')}</legend>
        {part.items.map((item) => {
          const checked = chosen[item.orderItemId] !== undefined;
          const disabled = item.returnable === 0;
          return (
            <div
              key={item.orderItemId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-2"
            >
              <label className="flex min-w-0 flex-1 items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => toggle(item.orderItemId, event.target.checked)}
                  data-testid="return-item"
                />
                <span className="min-w-0 break-words">
                  <span dir="auto" className="font-medium text-slate-900">
                    {item.productName}
                  </span>
                  {[item.color, item.size].filter(Boolean).length > 0 && (
                    <span className="text-slate-600">
                      {' '}
                      ({[item.color, item.size].filter(Boolean).join(', ')})
                    </span>
                  )}
                  <span className="block text-xs text-slate-600">
                    {disabled && item.openRequest ? (
                      t('returns.underWay')
                    ) : (
                      <>
                        {t('returns.returnable', { left: item.returnable, total: item.quantity })} ·{' '}
                        <Price amount={item.unitPrice} />
                      </>
                    )}
                  </span>
                </span>
              </label>
              {checked && item.returnable > 1 && (
                <select
                  aria-label={t('returns.quantityOf', { name: item.productName })}
                  value={chosen[item.orderItemId]}
                  onChange={(event) =>
                    setChosen((current) => ({
                      ...current,
                      [item.orderItemId]: Number(event.target.value),
                    }))
                  }
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
                  data-testid="return-quantity"
                >
                  {Array.from({ length: item.returnable }, (_, index) => index + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
        {errors.items && (
          <p id={itemsErrorId} className="text-sm font-medium text-red-700">
            {errors.items}
          </p>
        )}
      </fieldset>
      <FormSelectField
        label={t('returns.reason')}
        required
        value={reason}
        onChange={(event) => setReason(event.target.value as ReturnReason | '')}
        error={errors.reason}
        data-testid="return-reason"
      >
        <option value="">{t('returns.chooseReason')}</option>
        {RETURN_REASONS.map((code) => (
          <option key={code} value={code}>
            {t(`returns.reasons.${code}`)}
          </option>
        ))}
      </FormSelectField>
      <TextAreaField
        label={t('returns.note')}
        hint={t('returns.noteHint')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        className="[&_textarea]:min-h-24"
        data-testid="return-note"
      />
      <FormAlert message={errors.form} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('returns.cancel')}
        </Button>
        <Button type="submit" disabled={pending || open.length === 0}>
          {pending ? t('returns.sending') : t('returns.submit')}
        </Button>
      </div>
    </form>
  );
}
