import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Cart, CartItem } from '@souk/shared/responses/basket';
import { BackToTop } from '../../../components/back-to-top';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CartIcon } from '../../../components/icons';
import { Price } from '../../../components/price';
import { productPath } from '../../../components/product-card';
import { OrderTotals } from '../../../components/order-totals';
import { FreeShippingHint } from '../../../components/shipping-rule-texts';
import { ProductImage } from '../../../components/product-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { Skeleton } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useColorName } from '../../../lib/color-name';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  cartTotals,
  useCart,
  useClearCart,
  useRemoveCartItem,
  useUpdateCartItem,
} from '../api/cart';
import { CartItemIssue } from '../components/cart-item-issue';
import { OptionSelect } from '../components/option-select';
import { checkoutState } from '../../../lib/checkout-state';

function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const t = useT();
  const colorName = useColorName();
  const update = useUpdateCartItem();
  const change = (next: { quantity?: number; color?: string; size?: string }) =>
    update.mutate({ itemId: item.id, change: next });
  const offered = (options: string[], value: string | null) =>
    value && options.includes(value) ? value : null;
  return (
    <li
      data-testid="cart-line"
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Link to={productPath(item.productId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={item.imageUrl}
          alt=""
          sizes="112px"
          className="size-20 rounded-xl bg-slate-100 sm:size-28"
        />
      </Link>
      <div className="grid min-w-0 flex-1 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-slate-900">
              <Link to={productPath(item.productId)} dir="auto" className="hover:underline">
                {item.productName}
              </Link>
            </h2>
            {item.brandName && (
              <p className="text-sm text-slate-600">
                {t('cartPage.soldBy', { brand: item.brandName })}
              </p>
            )}
            <p className="text-sm text-slate-600">
              {t('basket.unitPrice')} <Price amount={item.unitPrice} />
            </p>
          </div>
          <Price amount={item.subtotal} className="text-lg font-bold text-slate-900" />
        </div>
        <CartItemIssue item={item} />
        <div className="flex flex-wrap items-end gap-3">
          {item.colors.length > 0 && (
            <div className="w-40">
              <OptionSelect
                label={t('basket.color')}
                placeholder={t('basket.chooseColor')}
                options={item.colors}
                value={offered(item.colors, item.color)}
                nameOf={colorName}
                onChange={(color) => change({ color })}
              />
            </div>
          )}
          {item.sizes.length > 0 && (
            <div className="w-32">
              <OptionSelect
                label={t('basket.size')}
                placeholder={t('basket.chooseSize')}
                options={item.sizes}
                value={offered(item.sizes, item.size)}
                onChange={(size) => change({ size })}
              />
            </div>
          )}
          <QuantityStepper
            value={item.quantity}
            available={Math.max(item.available, item.quantity)}
            disabled={item.issue === 'unavailable' || item.issue === 'out_of_stock'}
            onChange={(quantity) => quantity !== item.quantity && change({ quantity })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="ms-auto text-red-700"
            onClick={onRemove}
            aria-label={t('basket.remove', { name: item.productName })}
          >
            {t('cartPage.removeItem')}
          </Button>
        </div>
      </div>
    </li>
  );
}

function Summary({ cart }: { cart: Cart }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <aside
      aria-labelledby="cart-summary"
      className="grid h-fit gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="cart-summary" className="text-lg font-bold text-slate-900">
        {t('cartPage.summary')}
      </h2>
      <OrderTotals totals={cartTotals(cart)} />
      <FreeShippingHint subtotal={cart.totalPrice} shipping={cart.shippingCost} />
      {!cart.purchasable && (
        <p role="status" className="text-sm font-medium text-red-800">
          {t('cartPage.needsAttention')}
        </p>
      )}
      <Button
        size="lg"
        fullWidth
        disabled={!cart.purchasable}
        onClick={() => void navigate('/pay', { state: checkoutState(cart) })}
      >
        {t('cartPage.checkout')}
      </Button>
      <Link to="/catalogue" className={buttonClass('link', 'md', 'justify-self-center')}>
        {t('cartPage.continueShopping')}
      </Link>
    </aside>
  );
}

/**
 * spec: storefront §2 "Cart page" — the items with their quantity, colour and size, remove and
 * clear (each confirmed), the summary and the way to checkout; flagged items say why they cannot
 * be bought; a back-to-top button on narrow screens.
 */
export default function CartPage() {
  const t = useT();
  usePageTitle('cartPage.title');
  const cart = useCart({ fresh: true });
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const [clearing, setClearing] = useState(false);

  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {t('cartPage.title')}
        {cart.data && cart.data.items.length > 0 && (
          <span className="ms-2 text-base font-medium text-slate-600">
            ({t('cartPage.items', { count: cart.data.itemCount })})
          </span>
        )}
      </h1>
      {cart.data && cart.data.items.length > 0 && (
        <Button variant="secondary" size="sm" onClick={() => setClearing(true)}>
          {t('cartPage.clear')}
        </Button>
      )}
    </div>
  );

  let body;
  if (cart.data) {
    body =
      cart.data.items.length === 0 ? (
        <EmptyState
          icon={<CartIcon size={28} />}
          title={t('cartPage.empty')}
          body={t('cartPage.emptyBody')}
          action={
            <Link to="/catalogue" className={buttonClass('primary')}>
              {t('cartPage.browse')}
            </Link>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <ul className="grid h-fit gap-4" aria-label={t('cartPage.title')}>
            {cart.data.items.map((item) => (
              <CartLine key={item.id} item={item} onRemove={() => setRemoving(item)} />
            ))}
          </ul>
          <Summary cart={cart.data} />
        </div>
      );
  } else if (cart.isError) {
    body = (
      <ErrorState
        message={t('basket.toast.loadCartFailed', { reason: apiErrorMessage(cart.error, t) })}
        retryLabel={t('cartPage.retry')}
        onRetry={() => void cart.refetch()}
      />
    );
  } else {
    body = (
      <div role="status" aria-label={t('cartPage.loading')} className="grid gap-4">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-6" aria-busy={cart.isFetching && !cart.data}>
      {heading}
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={t('cartPage.removeTitle')}
        body={t('cartPage.removeBody', { name: removing?.productName ?? '' })}
        confirmLabel={t('cartPage.removeItem')}
        cancelLabel={t('cartPage.keep')}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={clearing}
        title={t('cartPage.clearTitle')}
        body={t('cartPage.clearBody')}
        confirmLabel={t('cartPage.clear')}
        cancelLabel={t('cartPage.keep')}
        onConfirm={() => clear.mutate()}
        onClose={() => setClearing(false)}
      />
      <BackToTop />
    </div>
  );
}
