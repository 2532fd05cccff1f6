import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Order } from '@souk/shared/responses/orders';
import { buttonClass } from '../../../components/button';
import { CheckCircleIcon } from '../../../components/icons';
import { Price } from '../../../components/price';
import { useT } from '../../../lib/language';

export const ORDER_HISTORY_PATH = '/dashboard/profile/order-history';

/** spec: storefront §4 — after a pay-on-delivery order, the thank-you shows, then / opens. */
export const THANK_YOU_MS = 4000;

/** The order's number and total, as every outcome of checkout shows them. */
export function OrderFacts({ order, totalLabel }: { order: Order; totalLabel: string }) {
  const t = useT();
  return (
    <dl className="grid gap-2 rounded-xl bg-slate-50 p-4 text-start sm:grid-cols-2">
      <div>
        <dt className="text-sm text-slate-600">{t('checkout.placed.orderNumber')}</dt>
        <dd data-testid="order-number" className="font-mono text-lg font-bold text-slate-900">
          <bdi dir="ltr">{order.orderNumber}</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{totalLabel}</dt>
        <dd data-testid="order-total">
          <Price amount={order.total} className="text-lg font-bold text-slate-900" />
        </dd>
      </div>
    </dl>
  );
}

/**
 * Moves the reader to a heading that replaces the page's content (the form was long: the window
 * may be far down it).
 */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return ref;
}

/** Where a shopper goes once an order is placed or paid: their orders, or back to the shop. */
export function AfterOrderLinks() {
  const t = useT();
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      <Link to={ORDER_HISTORY_PATH} className={buttonClass('primary')}>
        {t('checkout.placed.history')}
      </Link>
      <Link to="/" className={buttonClass('secondary')}>
        {t('checkout.placed.continue')}
      </Link>
    </div>
  );
}

/** The card every outcome of checkout shows its result in. */
export const OUTCOME_CARD =
  'mx-auto grid max-w-xl gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

/**
 * An outcome that replaces the payment form: its heading takes the focus, so that the reader
 * (and a screen reader) is moved to it.
 */
export function OutcomeCard({
  title,
  testId,
  icon,
  centered = false,
  children,
}: {
  title: string;
  testId: string;
  icon?: ReactNode;
  centered?: boolean;
  children: ReactNode;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={centered ? `${OUTCOME_CARD} text-center` : OUTCOME_CARD}>
      {icon}
      <h1
        ref={heading}
        tabIndex={-1}
        data-testid={testId}
        className="text-2xl font-bold tracking-tight text-slate-900"
      >
        {title}
      </h1>
      {children}
    </section>
  );
}

/** spec: storefront §4 "Checkout submit" — the thank-you of a pay-on-delivery order. */
export function OrderPlaced({ order }: { order: Order }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/'), THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <OutcomeCard
      title={t('checkout.placed.title')}
      testId="order-placed"
      icon={<CheckCircleIcon size={48} className="mx-auto text-emerald-700" />}
      centered
    >
      <OrderFacts order={order} totalLabel={t('checkout.placed.total')} />
      <p className="text-slate-700">{t('checkout.placed.onDelivery')}</p>
      <p role="status" className="text-sm text-slate-600">
        {t('checkout.placed.goingHome')}
      </p>
      <AfterOrderLinks />
    </OutcomeCard>
  );
}
