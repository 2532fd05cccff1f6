import type { Cart } from '@souk/shared/responses/basket';
import { Price } from '../../../components/price';
import { useT } from '../../../lib/language';

/**
 * spec: storefront §2, §9 — the cart's subtotal, shipping (7 dt, "Free" when every item ships
 * free) and total, as the server counted them (the header panel, the cart and payment pages).
 */
export function CartTotals({ cart, size = 'md' }: { cart: Cart; size?: 'sm' | 'md' }) {
  const t = useT();
  const row = `flex items-baseline justify-between gap-4 ${size === 'sm' ? 'text-sm' : ''}`;
  return (
    <dl className="grid gap-2">
      <div className={row}>
        <dt className="text-slate-600">{t('basket.subtotal')}</dt>
        <dd>
          <Price amount={cart.totalPrice} className="font-semibold text-slate-900" />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t('basket.shipping')}</dt>
        <dd data-testid="cart-shipping">
          {cart.shippingCost === 0 ? (
            <span className="font-semibold text-emerald-800">{t('basket.free')}</span>
          ) : (
            <Price amount={cart.shippingCost} className="font-semibold text-slate-900" />
          )}
        </dd>
      </div>
      <div className={`${row} border-t border-slate-200 pt-2`}>
        <dt className="font-bold text-slate-900">{t('basket.total')}</dt>
        <dd data-testid="cart-total">
          <Price
            amount={cart.total}
            className={`font-extrabold text-slate-900 ${size === 'sm' ? 'text-base' : 'text-xl'}`}
          />
        </dd>
      </div>
    </dl>
  );
}
