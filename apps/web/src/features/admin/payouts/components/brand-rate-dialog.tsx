import { useState, type FormEvent } from 'react';
import type { AdminPayoutRow, CategoryRate } from '@souk/shared/responses/payouts';
import { brandRateSchema } from '@souk/shared/schemas/payouts';
import { Button } from '../../../../components/button';
import { Dialog } from '../../../../components/dialog';
import { DialogActions, FormAlert } from '../../../../components/dialog-form';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { toast } from '../../../../lib/toast';
import { useSetBrandRate } from '../api/payouts';

/** A brand's own commission rate; empty gives it its category's again (decision 027). */
export function BrandRateDialog({
  brand,
  categories,
  defaultRate,
  onClose,
}: {
  brand: AdminPayoutRow;
  categories: CategoryRate[];
  defaultRate: number;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const save = useSetBrandRate(brand.brandId);
  const [rate, setRate] = useState(
    brand.brandCommissionRate === null ? '' : String(brand.brandCommissionRate),
  );
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const categoryRate =
    categories.find((category) => category.id === brand.brandCategoryId)?.commissionRate ??
    defaultRate;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const value = rate.trim() === '' ? null : rate;
    const parsed = brandRateSchema.safeParse({ commissionRate: value });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message, t));
      return;
    }
    setError(undefined);
    try {
      const saved = await save.mutateAsync(value);
      toast.success(t('payouts.rates.saved', { rate: format.number(saved.commissionRate) }));
      onClose();
    } catch (problem) {
      if (problem instanceof ApiError && problem.fieldErrors.commissionRate)
        setError(problem.fieldErrors.commissionRate);
      else setFailure(apiErrorMessage(problem, t));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('payouts.rates.brandTitle', { brand: brand.brandName })}
    >
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="brand-rate-form">
        <TextField
          label={t('payouts.rates.brandRate')}
          hint={t('payouts.rates.brandRateHint', { rate: format.number(categoryRate) })}
          inputMode="decimal"
          dir="ltr"
          value={rate}
          error={error}
          onChange={(event) => setRate(event.target.value)}
        />
        <FormAlert message={failure} />
        <DialogActions cancelLabel={t('payouts.dialog.cancel')} onCancel={onClose}>
          <Button type="submit" loading={save.isPending}>
            {t('payouts.rates.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
