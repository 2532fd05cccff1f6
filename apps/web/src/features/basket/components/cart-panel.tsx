import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { Price } from '../../../components/price';
import { productPath } from '../../../components/product-card';
import { OrderTotals } from '../../../components/order-totals';
import { ProductImage } from '../../../components/product-image';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { useLineOptions } from '../../../lib/line-options';
import { useSessionRole } from '../../../lib/session';
import { cartTotals, useCart, useRemoveCartItem } from '../api/cart';
import { CartItemIssue } from './cart-item-issue';
import { PanelStatus } from './panel-status';

export const CART_PAGE = '/dashboard/profile/cart';

/**
 * spec: storefront §2 "Cart panel" — items with quantity, image, name, unit price, colour, size
 * and line subtotal; subtotal and total; remove per item; a button to the cart page; an empty
 * state with a browse button and a logged-out state with a login button.
 */
export function CartPanel({ close }: { close: () => void }) {
  const t = useT();
  const lineOptions = useLineOptions();
  const role = useSessionRole();
  const cart = useCart();
  const remove = useRemoveCartItem();

  if (role !== 'CUSTOMER')
    return (
      <div className="grid gap-3 p-5 text-center">
        <p className="font-semibold text-slate-900">{t('basket.cartPanel.loggedOut')}</p>
        <Link to="/login" onClick={close} className={buttonClass('primary')}>
          {t('basket.cartPanel.login')}
        </Link>
      </div>
    );
  if (!cart.data)
    return (
      <PanelStatus
        loading={t('basket.cartPanel.loading')}
        failure={
          cart.isError
            ? t('basket.toast.loadCartFailed', { reason: apiErrorMessage(cart.error, t) })
            : null
        }
      />
    );
  const { items } = cart.data;
  return (
    <div className="grid gap-4 p-4">
      <h2 className="text-base font-bold text-slate-900">{t('basket.cartPanel.title')}</h2>
      {items.length === 0 ? (
        <div className="grid justify-items-center gap-3 py-4 text-center">
          <p className="font-semibold text-slate-900">{t('basket.cartPanel.empty')}</p>
          <p className="text-sm text-slate-600">{t('basket.cartPanel.emptyBody')}</p>
          <Link to="/catalogue" onClick={close} className={buttonClass('primary', 'sm')}>
            {t('basket.cartPanel.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid max-h-80 gap-3 overflow-y-auto">
            {items.map((item) => (
              <li key={item.id} data-testid="cart-panel-item" className="flex gap-3">
                <ProductImage
                  src={item.imageUrl}
                  alt=""
                  sizes="64px"
                  className="size-16 shrink-0 rounded-lg bg-slate-100"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <Link
                    to={productPath(item.productId)}
                    onClick={close}
                    dir="auto"
                    className="line-clamp-2 align-with-text font-semibold text-slate-900 hover:underline"
                  >
                    {item.productName}
                  </Link>
                  <p className="text-slate-600">
                    {t('basket.unitPrice')} <Price amount={item.unitPrice} />
                  </p>
                  <p className="text-slate-600">{lineOptions(item)}</p>
                  <CartItemIssue item={item} />
                </div>
                <div className="flex flex-col items-end justify-between gap-1">
                  <Price amount={item.subtotal} className="text-sm font-bold text-slate-900" />
                  <button
                    type="button"
                    onClick={() => remove.mutate(item.id)}
                    aria-label={t('basket.remove', { name: item.productName })}
                    className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700"
                  >
                    <CloseIcon size={16} />
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <OrderTotals totals={cartTotals(cart.data)} size="sm" />
          <Link to={CART_PAGE} onClick={close} className={buttonClass('primary')}>
            {t('basket.cartPanel.viewCart')}
          </Link>
        </>
      )}
    </div>
  );
}
