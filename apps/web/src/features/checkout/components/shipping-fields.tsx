import type { UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/form-fields';
import { CheckboxField, TextField } from '../../../components/text-field';
import { validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import type { CheckoutDetails, CheckoutField, CheckoutFormValues } from '../checkout-form';

export type CheckoutFormApi = UseFormReturn<CheckoutFormValues, unknown, CheckoutDetails>;

const sectionTitle = 'text-lg font-bold text-slate-900';

/**
 * spec: storefront §3 "Shipping form" — first and last name, email, phone, address, country
 * (Tunisia, fixed), city, state, postal code, all required; an optional note; the billing address,
 * the shipping one unless the box is unticked.
 */
export function ShippingFields({ form }: { form: CheckoutFormApi }) {
  const t = useT();
  const { errors } = form.formState;
  const error = (field: CheckoutField) => validationMessage(errors[field]?.message, t);
  const sameBilling = form.watch('sameBilling');

  return (
    <>
      <section aria-labelledby="checkout-shipping" className="grid gap-5">
        <div>
          <h2 id="checkout-shipping" className={sectionTitle}>
            {t('checkout.shipping.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('checkout.shipping.requiredNote')}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('checkout.shipping.firstName')}
            autoComplete="given-name"
            required
            error={error('firstName')}
            {...form.register('firstName')}
          />
          <TextField
            label={t('checkout.shipping.lastName')}
            autoComplete="family-name"
            required
            error={error('lastName')}
            {...form.register('lastName')}
          />
          <TextField
            label={t('checkout.shipping.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            required
            error={error('email')}
            {...form.register('email')}
          />
          <TextField
            label={t('checkout.shipping.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="+216 12 345 678"
            hint={t('checkout.shipping.phoneHint')}
            required
            error={error('phone')}
            {...form.register('phone')}
          />
        </div>
        <TextField
          label={t('checkout.shipping.address')}
          autoComplete="shipping street-address"
          required
          error={error('address')}
          {...form.register('address')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('checkout.shipping.country')}
            value={t('checkout.shipping.countryName')}
            hint={t('checkout.shipping.countryHint')}
            readOnly
            className="[&_input]:bg-slate-100"
          />
          <TextField
            label={t('checkout.shipping.city')}
            autoComplete="shipping address-level2"
            required
            error={error('city')}
            {...form.register('city')}
          />
          <TextField
            label={t('checkout.shipping.state')}
            autoComplete="shipping address-level1"
            required
            error={error('state')}
            {...form.register('state')}
          />
          <TextField
            label={t('checkout.shipping.postalCode')}
            inputMode="numeric"
            autoComplete="shipping postal-code"
            dir="ltr"
            hint={t('checkout.shipping.postalCodeHint')}
            required
            error={error('postalCode')}
            {...form.register('postalCode')}
          />
        </div>
        <TextAreaField
          label={t('checkout.shipping.note')}
          hint={t('checkout.shipping.noteHint')}
          rows={3}
          className="[&_textarea]:min-h-24"
          error={error('note')}
          {...form.register('note')}
        />
      </section>

      <div className="grid gap-5">
        <CheckboxField label={t('checkout.billing.same')} {...form.register('sameBilling')} />
        {!sameBilling && (
          <fieldset className="grid gap-5">
            <legend className={`${sectionTitle} mb-5`}>{t('checkout.billing.title')}</legend>
            <TextField
              label={t('checkout.billing.address')}
              autoComplete="billing street-address"
              required
              error={error('billingAddress')}
              {...form.register('billingAddress')}
            />
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField
                label={t('checkout.billing.city')}
                autoComplete="billing address-level2"
                required
                error={error('billingCity')}
                {...form.register('billingCity')}
              />
              <TextField
                label={t('checkout.billing.state')}
                autoComplete="billing address-level1"
                required
                error={error('billingState')}
                {...form.register('billingState')}
              />
              <TextField
                label={t('checkout.billing.postalCode')}
                inputMode="numeric"
                autoComplete="billing postal-code"
                dir="ltr"
                required
                error={error('billingPostalCode')}
                {...form.register('billingPostalCode')}
              />
            </div>
          </fieldset>
        )}
      </div>
    </>
  );
}
