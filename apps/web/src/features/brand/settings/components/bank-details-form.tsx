import { useState, type FormEvent } from 'react';
import type { BankDetails } from '@souk/shared/responses/payouts';
import { bankDetailsSchema } from '@souk/shared/schemas/payouts';
import { formatRib } from '@souk/shared/validation';
import { Button } from '../../../../components/button';
import { FormAlert } from '../../../../components/dialog-form';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, fieldMessages } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useSaveBankDetails } from '../api/bank-details';

type Field = 'rib' | 'taxId';

/**
 * The brand's bank details (decision 027): the RIB payouts are sent to, checked with its key, and
 * the tax identification number (matricule fiscal) its invoices carry. Both required; each field
 * says what is wrong with it, in the page's language.
 */
export function BankDetailsForm({ details }: { details: BankDetails }) {
  const t = useT();
  const save = useSaveBankDetails();
  const [values, setValues] = useState({
    rib: details.rib ? formatRib(details.rib) : '',
    taxId: details.taxId ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = bankDetailsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessages<Field>(parsed.error.issues, t));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(values);
      setValues({ rib: formatRib(saved.rib!), taxId: saved.taxId! });
      toast.success(t('payouts.bank.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
      else setFailure(apiErrorMessage(error, t));
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    autoComplete: 'off',
    dir: 'ltr' as const,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="bank-details-form"
      aria-labelledby="bank-details-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="bank-details-title" className="text-lg font-bold">
          {t('payouts.bank.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('payouts.bank.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('payouts.bank.rib')}
          hint={t('payouts.bank.ribHint')}
          inputMode="numeric"
          {...field('rib')}
        />
        <TextField
          label={t('payouts.bank.taxId')}
          hint={t('payouts.bank.taxIdHint')}
          {...field('taxId')}
        />
      </div>
      <FormAlert message={failure} />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {t('payouts.bank.save')}
        </Button>
      </div>
    </form>
  );
}
