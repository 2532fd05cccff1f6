import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { OrderTotals } from '../../../components/order-totals';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import type { CheckoutState } from '../../../lib/checkout-state';
import { useT } from '../../../lib/language';
import { useLineOptions } from '../../../lib/line-options';
import { usePageTitle } from '../../../lib/use-page-title';

const isCheckoutState = (state: unknown): state is CheckoutState =>
  typeof state === 'object' &&
  state !== null &&
  Array.isArray((state as CheckoutState).cartItems) &&
  typeof (state as CheckoutState).total === 'number';

/**
 * spec: storefront §2 "Payment page" — the order summary of the cart the shopper brought from the
 * cart page (items, subtotal, shipping, "Free" when 0, total). The shipping form and the payment
 * choice come with the checkout issue.
 */
export default function PayPage() {
  const t = useT();
  const lineOptions = useLineOptions();
  usePageTitle('payPage.title');
  const { state } = useLocation();
  const checkout = isCheckoutState(state) && state.cartItems.length > 0 ? state : null;

  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('payPage.title')}</h1>
      {checkout ? (
        <section
          aria-labelledby="pay-summary"
          className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="pay-summary" className="text-lg font-bold text-slate-900">
            {t('payPage.summary')}
          </h2>
          <ul className="grid gap-3">
            {checkout.cartItems.map((item) => (
              <li key={item.id} data-testid="pay-item" className="flex items-center gap-3">
                <ProductImage
                  src={item.imageUrl}
                  alt=""
                  sizes="56px"
                  className="size-14 shrink-0 rounded-lg bg-slate-100"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-slate-900">{item.name}</p>
                  <p className="text-slate-600">
                    {lineOptions({
                      color: item.selectedColor,
                      size: item.selectedSize,
                      quantity: item.cart_quantity,
                    })}
                  </p>
                </div>
                <Price amount={item.subtotal} className="font-semibold text-slate-900" />
              </li>
            ))}
          </ul>
          <OrderTotals totals={checkout} />
          <p className="text-sm text-slate-600">{t('payPage.nextStep')}</p>
        </section>
      ) : (
        <EmptyState
          title={t('payPage.nothing')}
          body={t('payPage.nothingBody')}
          action={
            <Link to="/dashboard/profile/cart" className={buttonClass('primary')}>
              {t('payPage.toCart')}
            </Link>
          }
        />
      )}
    </div>
  );
}
