import { useId } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@souk/shared/constants';
import { ShieldIcon, TruckIcon } from '../../../components/icons';
import { validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import type { CheckoutFormApi } from './shipping-fields';

const CHOICES: Record<PaymentMethod, { label: 'online' | 'onDelivery'; Icon: typeof ShieldIcon }> =
  {
    ONLINE: { label: 'online', Icon: ShieldIcon },
    ON_DELIVERY: { label: 'onDelivery', Icon: TruckIcon },
  };

/** spec: storefront §2, §4 "Payment method" — online by card, or on delivery in cash. */
export function PaymentMethodField({ form }: { form: CheckoutFormApi }) {
  const t = useT();
  const id = useId();
  const error = validationMessage(form.formState.errors.paymentMethod?.message, t);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid gap-3">
      <legend className="mb-3 text-lg font-bold text-slate-900">
        {t('checkout.payment.legend')}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => {
          const { label, Icon } = CHOICES[method];
          const inputId = `${id}-${method}`;
          return (
            <div
              key={method}
              className="relative flex gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm transition-colors has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600"
            >
              <input
                id={inputId}
                type="radio"
                value={method}
                aria-describedby={`${inputId}-hint`}
                className="relative z-10 mt-0.5 size-5 shrink-0 accent-brand-700"
                {...form.register('paymentMethod')}
              />
              <div className="min-w-0 flex-1">
                {/* The label covers the card (the radio sits above it): a click anywhere chooses. */}
                <label
                  htmlFor={inputId}
                  className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl"
                >
                  <Icon size={18} className="text-brand-700" />
                  {t(`checkout.payment.${label}`)}
                </label>
                <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
                  {t(`checkout.payment.${label}Hint`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
