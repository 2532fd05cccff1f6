import { Link } from 'react-router';
import type { Cart } from '@souk/shared/responses/basket';
import { OrderTotals } from '../../../components/order-totals';
import { FreeShippingHint } from '../../../components/shipping-rule-texts';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { useT } from '../../../lib/language';
import { useLineOptions } from '../../../lib/line-options';

export const CART_PATH = '/dashboard/profile/cart';

/**
 * spec: storefront §2 "Payment page" — the cart's items (image, name, options, line subtotal),
 * then subtotal, shipping ('Free' when 0) and total, as the server counted them.
 */
export function OrderSummary({ cart, className = '' }: { cart: Cart; className?: string }) {
  const t = useT();
  const lineOptions = useLineOptions();
  return (
    <section
      aria-labelledby="checkout-summary"
      className={`grid h-fit gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h2 id="checkout-summary" className="text-lg font-bold text-slate-900">
        {t('checkout.summary.title')}
      </h2>
      <ul className="grid gap-3">
        {cart.items.map((item) => (
          <li key={item.id} data-testid="pay-item" className="flex items-center gap-3">
            <ProductImage
              src={item.imageUrl}
              alt=""
              sizes="56px"
              className="size-14 shrink-0 rounded-lg bg-slate-100"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p dir="auto" className="align-with-text font-semibold text-slate-900">
                {item.productName}
              </p>
              <p className="text-slate-600">
                {lineOptions({ color: item.color, size: item.size, quantity: item.quantity })}
              </p>
              {item.issue && (
                <p className="font-medium text-red-800">
                  {t(`basket.issue.${item.issue}`, { count: item.available })}
                </p>
              )}
            </div>
            <Price amount={item.subtotal} className="font-semibold text-slate-900" />
          </li>
        ))}
      </ul>
      <OrderTotals
        totals={{ subtotal: cart.totalPrice, shipping: cart.shippingCost, total: cart.total }}
      />
      <FreeShippingHint subtotal={cart.totalPrice} shipping={cart.shippingCost} />
      {!cart.purchasable && (
        <p role="status" className="text-sm font-medium text-red-800">
          {t('checkout.summary.needsAttention')}{' '}
          <Link to={CART_PATH} className="font-semibold text-brand-800 underline">
            {t('checkout.summary.fixCart')}
          </Link>
        </p>
      )}
    </section>
  );
}
