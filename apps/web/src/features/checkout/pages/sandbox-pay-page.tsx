import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { sandboxCardSchema } from '@souk/shared/schemas/orders';
import { Alert } from '../../../components/alert';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { Price } from '../../../components/price';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSandboxPayment, type SandboxPayment } from '../api/get-sandbox-payment';
import { usePaySandbox, type SandboxOutcome } from '../api/pay-sandbox';
import { TestCards } from '../components/test-cards';
import { useSingleSubmit } from '../use-single-submit';
import { useFormat } from '../../../lib/format';

/** A declined card's message stays this long before the browser goes back to the shop. */
export const DECLINED_REDIRECT_MS = 2500;

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'holder'] as const;

function CardForm({ payment }: { payment: SandboxPayment }) {
  const t = useT();
  const format = useFormat();
  const pay = usePaySandbox(payment.paymentRef);
  const [outcome, setOutcome] = useState<SandboxOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(sandboxCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', holder: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const error = (field: (typeof CARD_FIELDS)[number]) =>
    validationMessage(errors[field]?.message, t);

  // The gateway sends the browser back to the shop; a declined card is said first.
  useEffect(() => {
    if (!outcome) return;
    if (outcome.status === 'completed') {
      window.location.assign(outcome.redirectUrl);
      return;
    }
    const timer = window.setTimeout(
      () => window.location.assign(outcome.redirectUrl),
      DECLINED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const onSubmit = useSingleSubmit(
    form.handleSubmit(async (card) => {
      setFailure(null);
      try {
        setOutcome(await pay.mutateAsync({ ...card, holder: card.holder || undefined }));
      } catch (caught) {
        const refused =
          caught instanceof ApiError
            ? CARD_FIELDS.filter((field) => caught.fieldErrors[field] !== undefined)
            : [];
        for (const field of refused)
          form.setError(field, {
            type: 'server',
            message: (caught as ApiError).fieldErrors[field],
          });
        if (refused[0]) form.setFocus(refused[0]);
        setFailure(apiErrorMessage(caught, t));
      }
    }),
  );

  const chooseCard = (number: string) =>
    form.setValue('cardNumber', number, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const processing = form.formState.isSubmitting || outcome !== null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        aria-labelledby="sandbox-card"
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="sandbox-card" className="text-lg font-bold text-slate-900">
          {t('checkout.sandbox.cardTitle')}
        </h2>
        {payment.status === 'failed' && !outcome && (
          <Alert tone="info">{t('checkout.sandbox.lastDeclined')}</Alert>
        )}
        <form onSubmit={onSubmit} noValidate aria-labelledby="sandbox-card" className="grid gap-5">
          <TextField
            label={t('checkout.sandbox.cardNumber')}
            hint={t('checkout.sandbox.cardNumberHint')}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            placeholder="4242 4242 4242 4242"
            required
            error={error('cardNumber')}
            {...form.register('cardNumber')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('checkout.sandbox.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              dir="ltr"
              placeholder="MM/YY"
              required
              error={error('expiry')}
              {...form.register('expiry')}
            />
            <TextField
              label={t('checkout.sandbox.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              placeholder="123"
              required
              error={error('cvc')}
              {...form.register('cvc')}
            />
          </div>
          <TextField
            label={t('checkout.sandbox.holder')}
            autoComplete="cc-name"
            error={error('holder')}
            {...form.register('holder')}
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          {outcome?.status === 'failed' && (
            <Alert tone="error" title={t('checkout.sandbox.declinedTitle')}>
              <p>{t('checkout.sandbox.declinedBody')}</p>
              <a href={outcome.redirectUrl} className="font-semibold underline">
                {t('checkout.sandbox.backNow')}
              </a>
            </Alert>
          )}
          {outcome?.status === 'completed' && (
            <Alert tone="success" title={t('checkout.sandbox.acceptedTitle')}>
              {t('checkout.sandbox.acceptedBody')}
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" loading={processing} className="grow sm:grow-0">
              {processing
                ? t('checkout.sandbox.processing')
                : t('checkout.sandbox.pay', { amount: format.price(payment.amount) })}
            </Button>
            {!outcome && (
              <a href={payment.failUrl} className={buttonClass('ghost')}>
                {t('checkout.sandbox.cancel')}
              </a>
            )}
          </div>
        </form>
      </section>
      <TestCards onChoose={chooseCard} />
    </div>
  );
}

/**
 * /pay/sandbox/:paymentRef — the sandbox gateway's card page, standing in for Konnect's while Souk
 * is tested: what is paid, a card form checked by the shared rules, the test cards, and a way
 * back to the shop. Public: the gateway knows the payment, not the shopper's session.
 */
export default function SandboxPayPage() {
  usePageTitle('checkout.sandbox.title');
  const t = useT();
  const { paymentRef = '' } = useParams();
  const payment = useSandboxPayment(paymentRef);

  let body;
  if (payment.data) {
    const { data } = payment;
    body = (
      <>
        <section
          aria-labelledby="sandbox-paying"
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="sandbox-paying" className="text-sm font-semibold text-slate-600 uppercase">
            {t('checkout.sandbox.paying')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-[1fr_auto]">
            <div>
              <dt className="text-sm text-slate-600">{t('checkout.sandbox.description')}</dt>
              <dd data-testid="sandbox-description" className="font-semibold text-slate-900">
                {data.description}
              </dd>
            </div>
            <div className="sm:text-end">
              <dt className="text-sm text-slate-600">{t('checkout.sandbox.amount')}</dt>
              <dd data-testid="sandbox-amount">
                <Price amount={data.amount} className="text-2xl font-extrabold text-slate-900" />
              </dd>
            </div>
          </dl>
        </section>
        {data.status === 'completed' ? (
          <Alert tone="success" title={t('checkout.sandbox.completedTitle')}>
            <p>{t('checkout.sandbox.completedBody')}</p>
            <a href={data.successUrl} className="mt-2 inline-block font-semibold underline">
              {t('checkout.sandbox.backToShop')}
            </a>
          </Alert>
        ) : data.status === 'voided' || data.status === 'expired' ? (
          <Alert tone="info" title={t('checkout.sandbox.closedTitle')}>
            <p>{t('checkout.sandbox.closedBody')}</p>
            <a href={data.failUrl} className="mt-2 inline-block font-semibold underline">
              {t('checkout.sandbox.backToShop')}
            </a>
          </Alert>
        ) : (
          <CardForm payment={data} />
        )}
      </>
    );
  } else if (payment.isError) {
    const missing = payment.error instanceof ApiError && payment.error.status === 404;
    body = missing ? (
      <EmptyState
        title={t('checkout.sandbox.notFoundTitle')}
        body={t('checkout.sandbox.notFoundBody')}
      />
    ) : (
      <ErrorState
        message={`${t('checkout.sandbox.loadFailed')} ${apiErrorMessage(payment.error, t)}`}
        onRetry={() => void payment.refetch()}
      />
    );
  } else {
    body = <FullPageLoader label={t('common.loading')} size="section" />;
  }

  return (
    <div className="container-page max-w-5xl space-y-6 py-8">
      <div className="rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950">
        <p className="font-bold">{t('checkout.sandbox.bannerTitle')}</p>
        <p className="text-sm">{t('checkout.sandbox.bannerBody')}</p>
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('checkout.sandbox.title')}
      </h1>
      {body}
    </div>
  );
}
