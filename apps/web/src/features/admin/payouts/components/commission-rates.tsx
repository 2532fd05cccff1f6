import { useState, type FormEvent } from 'react';
import type { CategoryRate } from '@souk/shared/responses/payouts';
import { categoryRateSchema } from '@souk/shared/schemas/payouts';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { useLocalName } from '../../../../lib/local-name';
import { toast } from '../../../../lib/toast';
import { useSetCategoryRate } from '../api/payouts';

/** The commission rate of each brand category, each saved on its own (decision 027). */
export function CommissionRates({
  categories,
  defaultRate,
}: {
  categories: CategoryRate[];
  defaultRate: number;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <section
      aria-labelledby="commission-rates-title"
      data-testid="commission-rates"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="commission-rates-title" className="text-lg font-bold">
        {t('payouts.rates.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('payouts.rates.intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryRateForm category={category} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {t('payouts.rates.defaultRate', { rate: format.number(defaultRate) })}
      </p>
    </section>
  );
}

function CategoryRateForm({ category }: { category: CategoryRate }) {
  const t = useT();
  const format = useFormat();
  const name = useLocalName()(category);
  const save = useSetCategoryRate();
  const [rate, setRate] = useState(String(category.commissionRate));
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = categoryRateSchema.safeParse({ commissionRate: rate });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message, t));
      return;
    }
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ id: category.id, commissionRate: rate });
      toast.success(t('payouts.rates.saved', { rate: format.number(saved.commissionRate) }));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.fieldErrors.commissionRate
          ? failure.fieldErrors.commissionRate
          : apiErrorMessage(failure, t),
      );
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex items-end gap-2"
      data-testid="category-rate-form"
    >
      <TextField
        className="min-w-0 flex-1"
        label={t('payouts.rates.rateOf', { name })}
        inputMode="decimal"
        dir="ltr"
        value={rate}
        error={error}
        onChange={(event) => setRate(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={save.isPending} className="mb-0.5">
        {t('payouts.rates.save')}
      </Button>
    </form>
  );
}
