import { useState, type FormEvent } from 'react';
import type { AdminPayoutRow } from '@souk/shared/responses/payouts';
import { recordPayoutSchema, tunisToday } from '@souk/shared/schemas/payouts';
import { formatRib } from '@souk/shared/validation';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { DialogActions, FormAlert } from '../../../../components/dialog-form';
import { Price } from '../../../../components/price';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, fieldMessages } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useRecordPayout } from '../api/payouts';

type Field = 'amount' | 'bankReference' | 'paidAt';

/**
 * Records a bank transfer sent to a brand (decision 027): at most what it has available, with the
 * transfer's reference and day. The amount starts at everything available; each field says what
 * is wrong with it, and a refusal of the server (more than available, no bank details) is shown
 * in the page's language.
 */
export function RecordPayoutDialog({
  brand,
  onClose,
}: {
  brand: AdminPayoutRow;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const record = useRecordPayout(brand.brandId);
  const [values, setValues] = useState({
    amount: brand.available > 0 ? String(brand.available) : '',
    bankReference: '',
    paidAt: tunisToday(),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = recordPayoutSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessages<Field>(parsed.error.issues, t));
      return;
    }
    setErrors({});
    try {
      const payout = await record.mutateAsync(values);
      toast.success(
        t('payouts.dialog.recorded', {
          amount: format.price(payout.amount),
          brand: brand.brandName,
        }),
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'validation_failed')
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
      else setFailure(apiErrorMessage(error, t));
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Dialog open onClose={onClose} title={t('payouts.dialog.title', { brand: brand.brandName })}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="payout-form">
        <div className="space-y-1 text-sm text-slate-700">
          <p>
            {t('payouts.dialog.availableNow', { amount: '' })}
            <Price amount={brand.available} className="font-semibold" />
          </p>
          {brand.rib ? (
            <p>
              {t('payouts.dialog.toRib', { rib: '' })}
              <bdi dir="ltr">{formatRib(brand.rib)}</bdi>
            </p>
          ) : (
            <p className="rounded-lg bg-amber-50 p-2 text-amber-950">
              {t('payouts.dialog.noBank')}
            </p>
          )}
        </div>
        <TextField
          label={t('payouts.dialog.amount')}
          inputMode="decimal"
          dir="ltr"
          {...field('amount')}
        />
        <TextField
          label={t('payouts.dialog.bankReference')}
          hint={t('payouts.dialog.bankReferenceHint')}
          autoComplete="off"
          {...field('bankReference')}
        />
        <TextField
          label={t('payouts.dialog.paidAt')}
          type="date"
          max={tunisToday()}
          {...field('paidAt')}
        />
        <FormAlert message={failure} />
        <DialogActions cancelLabel={t('payouts.dialog.cancel')} onCancel={onClose}>
          <Button type="submit" loading={record.isPending}>
            {t('payouts.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
