import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { centsToDecimal, toCents } from '@souk/shared/money';
import type { ShippingRuleAnswer } from '@souk/shared/responses/settings';
import { shippingRuleInputSchema } from '@souk/shared/schemas/settings';
import { Button } from '../../../../components/button';
import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
import { TextField } from '../../../../components/text-field';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { shippingRuleQuery, useShippingSentence } from '../../../../lib/shipping-rule';
import { toast } from '../../../../lib/toast';
import { useSaveShippingRule, type ShippingRuleFields } from '../api/shipping-rule-write';

/** The stored rule as the form shows it: "7.00", "300.00", "" for no threshold. */
const fieldsOf = (rule: ShippingRuleAnswer): ShippingRuleFields => ({
  flatFee: centsToDecimal(toCents(rule.flatFee)),
  freeOver: rule.freeOver === null ? '' : centsToDecimal(toCents(rule.freeOver)),
});

/**
 * issue 30 item 3, decision 025 — the shipping rule every order pays: a flat fee (0 to 1000 dt)
 * and a free-shipping threshold (above 0 dt, empty for none), two decimals at most. Checked by the
 * server's own schema as the admin types; the server's field messages show on the fields.
 */
export function ShippingRuleForm() {
  const t = useT();
  const stored = useQuery(shippingRuleQuery());
  const save = useSaveShippingRule();
  const sentence = useShippingSentence();
  const form = useForm<ShippingRuleFields>({
    // raw: the typed texts are what the API takes
    resolver: zodResolver(shippingRuleInputSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<ShippingRuleFields>,
    mode: 'onTouched',
    defaultValues: { flatFee: '', freeOver: '' },
  });
  const { reset } = form;
  const loaded = stored.data;
  useEffect(() => {
    if (loaded) reset(fieldsOf(loaded));
  }, [loaded, reset]);

  const onValid = async (fields: ShippingRuleFields) => {
    try {
      const saved = await save.mutateAsync(fields);
      reset(fieldsOf(saved));
      toast.success(t('adminSettings.shipping.saved'));
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fieldErrors))
          if (field === 'flatFee' || field === 'freeOver')
            form.setError(field, { type: 'server', message });
      toast.error(t('adminSettings.shipping.saveFailed', { reason: apiErrorMessage(error, t) }));
    }
  };
  const onSubmit = form.handleSubmit(onValid, () =>
    toast.error(t('adminSettings.toast.fixFormErrors')),
  );
  const error = (field: keyof ShippingRuleFields) =>
    validationMessage(form.formState.errors[field]?.message, t);

  return (
    <section
      aria-labelledby="shipping-rule-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h3 id="shipping-rule-title" className="text-lg font-bold text-slate-900">
          {t('adminSettings.shipping.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('adminSettings.shipping.intro')}</p>
      </div>
      {stored.isPending ? (
        <div aria-busy="true" aria-label={t('adminSettings.loading')} className="space-y-2">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : stored.isError ? (
        <ErrorState
          title={t('adminSettings.shipping.loadFailed')}
          message={apiErrorMessage(stored.error, t)}
          retryLabel={t('adminSettings.retry')}
          onRetry={() => void stored.refetch()}
        />
      ) : (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-4"
          data-testid="shipping-rule-form"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('adminSettings.shipping.flatFee')}
              hint={t('adminSettings.shipping.flatFeeHint')}
              required
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              error={error('flatFee')}
              {...form.register('flatFee')}
            />
            <TextField
              label={t('adminSettings.shipping.freeOver')}
              hint={t('adminSettings.shipping.freeOverHint')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              error={error('freeOver')}
              {...form.register('freeOver')}
            />
          </div>
          <p className="text-sm text-slate-700" data-testid="shipping-rule-preview">
            <span className="font-semibold">{t('adminSettings.shipping.current')}</span> {sentence}
          </p>
          <Button type="submit" loading={save.isPending}>
            {t('adminSettings.shipping.save')}
          </Button>
        </form>
      )}
    </section>
  );
}
