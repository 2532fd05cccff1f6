import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@souk/shared/responses/orders';
import { Alert } from '../../../components/alert';
import { Button, buttonClass } from '../../../components/button';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/icons';
import { ClockIcon } from '../../../components/shop-icons';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePaymentCheck } from '../api/confirm-payment';
import { useOrder } from '../api/get-order';
import { useInitPayment } from '../api/init-payment';
import {
  AfterOrderLinks,
  ORDER_HISTORY_PATH,
  OrderFacts,
  OUTCOME_CARD,
} from '../components/order-placed';

/** While the order still waits for its payment, it is read again this often, this many times. */
export const POLL_MS = 1500;
export const MAX_POLLS = 5;

type View = 'checking' | 'success' | 'failed' | 'refunded' | 'pending';

/**
 * Where the order's payment stands. The gateway's `outcome` in the address is only a hint (anyone
 * can type it): the order's paymentStatus decides. While it is still PENDING the gateway is asked
 * once through the webhook, then the order is read again a few times.
 */
function usePaymentOutcome(orderId: number, paymentRef: string | null, gaveUp: boolean) {
  const order = useOrder(orderId);
  const pending = order.data?.paymentStatus === 'PENDING';
  const check = usePaymentCheck(paymentRef, pending);
  const checked = !paymentRef || check.isFetched;
  const [polls, setPolls] = useState(0);

  // The webhook may just have recorded the payment: read the order again at once.
  const { refetch } = order;
  useEffect(() => {
    if (paymentRef && check.isFetched) void refetch();
  }, [paymentRef, check.isFetched, refetch]);

  const polling = pending && checked && !gaveUp && polls < MAX_POLLS && !order.isFetching;
  useEffect(() => {
    if (!polling) return;
    const timer = window.setTimeout(() => {
      setPolls((count) => count + 1);
      void refetch();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
    // `polls` too: a read that ends before the next render leaves `polling` true throughout.
  }, [polling, polls, refetch]);

  let view: View = 'checking';
  if (order.data?.paymentStatus === 'PAID') view = 'success';
  else if (order.data?.paymentStatus === 'REFUNDED') view = 'refunded';
  else if (order.data?.paymentStatus === 'FAILED' || order.data?.paymentStatus === 'CANCELLED')
    view = 'failed';
  else if (pending && checked && gaveUp) view = 'failed';
  else if (pending && checked && polls >= MAX_POLLS && !order.isFetching) view = 'pending';

  const checkAgain = () => {
    setPolls(0);
    void refetch();
  };
  return { order, view, checkAgain };
}

function Outcome({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 text-center">
      {icon}
      <h1
        data-testid="payment-outcome"
        className="text-2xl font-bold tracking-tight text-slate-900"
      >
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A failed payment: try again for the same order while it can still be paid. */
function TryAgain({ order }: { order: Order }) {
  const t = useT();
  const initPayment = useInitPayment();
  if (!order.canPay)
    return <p className="text-center text-slate-700">{t('checkout.result.failed.notPayable')}</p>;
  return (
    <div className="grid justify-items-center gap-3">
      <p className="text-center text-slate-700">{t('checkout.result.failed.retryNote')}</p>
      {initPayment.isError && (
        <Alert tone="error" title={t('checkout.failure.paymentFailed')} className="w-full">
          {apiErrorMessage(initPayment.error, t)}
        </Alert>
      )}
      <Button
        size="lg"
        loading={initPayment.isPending || initPayment.isSuccess}
        onClick={() =>
          initPayment.mutate(order, {
            onSuccess: ({ payUrl }) => window.location.assign(payUrl),
          })
        }
      >
        {t('checkout.result.failed.retry')}
      </Button>
    </div>
  );
}

/**
 * /pay/result?order=…&outcome=success|failure&payment_ref=… — where the gateway sends the
 * customer back (storefront §4 "Checkout submit", §8 "Payment"): payment received, failed (with a
 * new attempt for the same order while it can be paid), or still being confirmed.
 */
export default function PaymentResultPage() {
  usePageTitle('checkout.result.title');
  const t = useT();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  const paymentRef = params.get('payment_ref') || null;
  const { order, view, checkAgain } = usePaymentOutcome(
    orderId,
    paymentRef,
    params.get('outcome') === 'failure',
  );

  const historyLink = (
    <Link to={ORDER_HISTORY_PATH} className={buttonClass('secondary')}>
      {t('checkout.placed.history')}
    </Link>
  );
  let content: ReactNode;
  if (!Number.isInteger(orderId) || orderId <= 0 || order.isError) {
    const missing =
      !order.isError || (order.error instanceof ApiError && order.error.status === 404);
    content = (
      <Outcome
        icon={<AlertCircleIcon size={48} className="text-red-700" />}
        title={missing ? t('checkout.result.notFound.title') : t('checkout.result.loadFailed')}
      >
        <p className="text-slate-700">
          {missing ? t('checkout.result.notFound.body') : apiErrorMessage(order.error, t)}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {!missing && (
            <Button onClick={checkAgain}>{t('checkout.result.pending.checkAgain')}</Button>
          )}
          {historyLink}
        </div>
      </Outcome>
    );
  } else if (!order.data || view === 'checking') {
    content = (
      <div className="grid justify-items-center gap-4 text-center">
        <Spinner size={40} className="text-brand-700" />
        <h1 data-testid="payment-outcome" className="text-xl font-bold text-slate-900">
          {t('checkout.result.checking')}
        </h1>
      </div>
    );
  } else {
    const facts = <OrderFacts order={order.data} totalLabel={t('checkout.placed.total')} />;
    if (view === 'success')
      content = (
        <Outcome
          icon={<CheckCircleIcon size={48} className="text-emerald-700" />}
          title={t('checkout.result.success.title')}
        >
          <p className="text-slate-700">{t('checkout.result.success.body')}</p>
          {facts}
          <AfterOrderLinks />
        </Outcome>
      );
    else if (view === 'failed')
      content = (
        <Outcome
          icon={<AlertCircleIcon size={48} className="text-red-700" />}
          title={t('checkout.result.failed.title')}
        >
          <p className="text-slate-700">{t('checkout.result.failed.body')}</p>
          {facts}
          <TryAgain order={order.data} />
          {historyLink}
        </Outcome>
      );
    else if (view === 'refunded')
      content = (
        <Outcome
          icon={<CheckCircleIcon size={48} className="text-slate-600" />}
          title={t('checkout.result.refunded.title')}
        >
          <p className="text-slate-700">{t('checkout.result.refunded.body')}</p>
          {facts}
          {historyLink}
        </Outcome>
      );
    else
      content = (
        <Outcome
          icon={<ClockIcon size={48} className="text-amber-700" />}
          title={t('checkout.result.pending.title')}
        >
          <p className="text-slate-700">{t('checkout.result.pending.body')}</p>
          {facts}
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button onClick={checkAgain}>{t('checkout.result.pending.checkAgain')}</Button>
            {historyLink}
          </div>
        </Outcome>
      );
  }

  return (
    <div className="container-page py-10">
      {/* One live region for every state, so that the outcome is read out when it replaces
          the waiting message. */}
      <section aria-live="polite" className={OUTCOME_CARD}>
        {content}
      </section>
    </div>
  );
}
