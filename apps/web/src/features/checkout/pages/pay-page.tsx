import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Cart } from '@souk/shared/responses/basket';
import type { Order } from '@souk/shared/responses/orders';
import { Alert } from '../../../components/alert';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FullPageLoader } from '../../../components/full-page-loader';
import { CartIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { useSessionStore } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInitPayment } from '../api/init-payment';
import { usePlaceOrder } from '../api/place-order';
import {
  checkoutResolver,
  clearDraft,
  formFieldOf,
  hasInvalidItems,
  initialValues,
  orderRequestOf,
  saveDraft,
  shortItemsOf,
  type CheckoutField,
  type ShortItem,
} from '../checkout-form';
import { CART_PATH, OrderSummary } from '../components/order-summary';
import {
  ORDER_HISTORY_PATH,
  OrderFacts,
  OrderPlaced,
  OutcomeCard,
} from '../components/order-placed';
import { PaymentMethodField } from '../components/payment-method-field';
import { ShippingFields } from '../components/shipping-fields';
import { StockProblem } from '../components/stock-problem';
import { useSingleSubmit } from '../use-single-submit';

export type PayPageProps = {
  /** The customer's cart (the app layer loads it: features do not import each other). */
  cart: Cart | undefined;
  cartLoading: boolean;
  cartError?: unknown;
  onRetryCart?: () => void;
  /** The server has taken the ordered lines out of the cart: the app refreshes its copy. */
  onOrderPlaced: () => void;
};

/** What went wrong with the last submit, shown above the submit button. */
type Failure =
  | { kind: 'cart'; message: string }
  | { kind: 'order'; message: string }
  | { kind: 'stock'; items: ShortItem[]; message: string };

type Step =
  | { step: 'form' }
  | { step: 'placed'; order: Order }
  | { step: 'unpaid'; order: Order; message: string }
  | { step: 'redirecting' };

/** The form's fields in the order they show, to focus the first one the server refused. */
const FIELD_ORDER: CheckoutField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'postalCode',
  'note',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingPostalCode',
  'paymentMethod',
];

/**
 * /pay — spec: storefront §2 "Payment page", §4 "Checkout submit", §5 "Checkout": the order
 * summary, the shipping form prefilled from the user, the payment choice and the submit with its
 * processing state. On delivery: a thank-you with the order number, then /. Online: the payment
 * starts for the new order and the browser goes to the gateway.
 */
export function PayPage({
  cart,
  cartLoading,
  cartError,
  onRetryCart,
  onOrderPlaced,
}: PayPageProps) {
  usePageTitle('checkout.title');
  const t = useT();
  const user = useSessionStore((state) => state.user);
  const [defaults] = useState(() => initialValues(user));
  const form = useForm({ resolver: checkoutResolver, defaultValues: defaults, mode: 'onTouched' });
  const placeOrder = usePlaceOrder();
  const initPayment = useInitPayment();
  const [step, setStep] = useState<Step>({ step: 'form' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // What the customer types outlives a visit to the cart page (an out-of-stock answer sends them).
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(user?.id, values));
    return () => subscription.unsubscribe();
  }, [form, user?.id]);

  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failure]);

  /** Starts paying an order placed online; the browser leaves for the gateway. */
  const startPayment = async (order: Order) => {
    try {
      const { payUrl } = await initPayment.mutateAsync(order);
      onOrderPlaced();
      setStep({ step: 'redirecting' });
      window.location.assign(payUrl);
    } catch (error) {
      // The order exists (and left the cart) even though its payment did not start.
      onOrderPlaced();
      setStep({ step: 'unpaid', order, message: apiErrorMessage(error, t) });
    }
  };

  const showOrderFailure = (error: unknown, sameBilling: boolean) => {
    const shortItems = shortItemsOf(error);
    if (shortItems) {
      setFailure({ kind: 'stock', items: shortItems, message: (error as ApiError).message });
      return;
    }
    if (error instanceof ApiError && error.errorCode === 'validation_failed') {
      const refused: CheckoutField[] = [];
      const others: string[] = [];
      for (const [key, message] of Object.entries(error.fieldErrors)) {
        const field = formFieldOf(key);
        if (field && !(sameBilling && field.startsWith('billing'))) {
          form.setError(field, { type: 'server', message });
          refused.push(field);
        } else if (!others.includes(message)) others.push(message);
      }
      setFailure({
        kind: 'order',
        message: others.length > 0 ? others.join(' ') : t('checkout.failure.checkFields'),
      });
      const first = FIELD_ORDER.find((field) => refused.includes(field));
      if (first) form.setFocus(first);
      return;
    }
    setFailure({ kind: 'order', message: apiErrorMessage(error, t) });
  };

  const submit = form.handleSubmit(async (details) => {
    setFailure(null);
    // spec: storefront §5 — an empty cart and items without a productId are refused.
    if (!cart || cart.items.length === 0) {
      setFailure({ kind: 'cart', message: t('errors.no_items') });
      return;
    }
    if (hasInvalidItems(cart)) {
      setFailure({ kind: 'cart', message: t('errors.invalid_cart_items') });
      return;
    }
    let order: Order;
    try {
      order = (await placeOrder.mutateAsync(orderRequestOf(details, cart))).data;
    } catch (error) {
      showOrderFailure(error, details.sameBilling);
      return;
    }
    clearDraft();
    if (details.paymentMethod === 'ON_DELIVERY') {
      onOrderPlaced();
      setStep({ step: 'placed', order });
      return;
    }
    await startPayment(order);
  });

  const onSubmit = useSingleSubmit(submit);

  if (step.step === 'placed')
    return (
      <div className="container-page py-10">
        <OrderPlaced order={step.order} />
      </div>
    );
  if (step.step === 'unpaid')
    return (
      <div className="container-page py-10">
        <UnpaidOrder
          order={step.order}
          message={step.message}
          retrying={initPayment.isPending}
          onRetry={() => void startPayment(step.order)}
        />
      </div>
    );
  if (step.step === 'redirecting')
    return <FullPageLoader label={t('checkout.redirecting')} size="section" />;

  const processing = form.formState.isSubmitting;
  const method = form.watch('paymentMethod');
  let body;
  if (cart && cart.items.length === 0) {
    body = (
      <EmptyState
        icon={<CartIcon size={28} />}
        title={t('errors.no_items')}
        body={t('checkout.empty.body')}
        action={
          <>
            <Link to={CART_PATH} className={buttonClass('primary')}>
              {t('checkout.empty.toCart')}
            </Link>
            <Link to="/catalogue" className={buttonClass('secondary')}>
              {t('checkout.empty.browse')}
            </Link>
          </>
        }
      />
    );
  } else if (cart) {
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <OrderSummary cart={cart} className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1" />
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="checkout-title"
          className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-1 lg:row-start-1"
        >
          <ShippingFields form={form} />
          <PaymentMethodField form={form} />
          <div ref={failureRef} className="grid gap-4">
            {failure?.kind === 'stock' && (
              <StockProblem items={failure.items} message={failure.message} />
            )}
            {failure?.kind === 'order' && (
              <Alert tone="error" title={t('checkout.failure.orderFailed')}>
                {failure.message}
              </Alert>
            )}
            {failure?.kind === 'cart' && <Alert tone="error">{failure.message}</Alert>}
            <Button
              type="submit"
              size="lg"
              fullWidth
              loading={processing}
              disabled={!cart.purchasable}
              data-testid="place-order"
            >
              {processing
                ? t('checkout.submit.processing')
                : method === 'ON_DELIVERY'
                  ? t('checkout.submit.onDelivery')
                  : t('checkout.submit.online')}
            </Button>
          </div>
        </form>
      </div>
    );
  } else if (cartError && !cartLoading) {
    body = (
      <ErrorState
        message={`${t('checkout.summary.loadFailed')} ${apiErrorMessage(cartError, t)}`}
        retryLabel={t('checkout.summary.retry')}
        onRetry={onRetryCart}
      />
    );
  } else {
    body = (
      <div role="status" aria-label={t('checkout.summary.loading')} className="grid gap-4">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  }

  return (
    <div className="container-page space-y-6 py-8">
      <h1 id="checkout-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('checkout.title')}
      </h1>
      {body}
    </div>
  );
}

/** An online order whose payment did not start: try again for the same order, not a new one. */
function UnpaidOrder({
  order,
  message,
  retrying,
  onRetry,
}: {
  order: Order;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <OutcomeCard title={t('checkout.unpaid.title')} testId="order-unpaid">
      <OrderFacts order={order} totalLabel={t('checkout.placed.total')} />
      <Alert tone="error" title={t('checkout.failure.paymentFailed')}>
        {message}
      </Alert>
      <p className="text-slate-700">{t('checkout.unpaid.body')}</p>
      <div className="flex flex-wrap gap-3">
        <Button loading={retrying} onClick={onRetry}>
          {t('checkout.unpaid.retry')}
        </Button>
        <Link to={ORDER_HISTORY_PATH} className={buttonClass('secondary')}>
          {t('checkout.placed.history')}
        </Link>
      </div>
    </OutcomeCard>
  );
}
