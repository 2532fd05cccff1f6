import { useId, useState } from 'react';
import { centsToNumber, toCents } from '@souk/shared/money';
import type { Product } from '@souk/shared/responses/catalogue';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { ErrorState } from '../../../components/error-state';
import { Price } from '../../../components/price';
import { ProductPrice } from '../../../components/product-card';
import { ProductImage } from '../../../components/product-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { Spinner } from '../../../components/spinner';
import { StockText } from '../../../components/stock-text';
import { CartIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useColorName } from '../../../lib/color-name';
import { useT } from '../../../lib/language';
import { useAddToCart } from '../api/cart';
import { useProductOptions } from '../api/get-product-options';
import type { WishlistCandidate } from '../api/wishlist';
import { useCustomerGate, useShowsBasket } from '../use-customer-gate';
import { missingChoices, type CartChoice } from '../cart-choice';
import { OptionSelect } from './option-select';

/**
 * spec: storefront §2 "Product card", §5 "Add to cart" — colour and size selects (the product's
 * own lists), quantity from 1 to what is in stock, stock text, subtotal, cancel and add; add stays
 * disabled until the required choices are made.
 */
export function AddToCartPanel({ product, onDone }: { product: Product; onDone: () => void }) {
  const t = useT();
  const colorName = useColorName();
  const hintId = useId();
  const add = useAddToCart();
  const [choice, setChoice] = useState<CartChoice>({
    color: product.colors.length === 1 ? product.colors[0]! : null,
    size: product.sizes.length === 1 ? product.sizes[0]! : null,
    quantity: 1,
  });
  const missing = missingChoices(product, choice);
  const soldOut = product.quantity <= 0;
  const subtotal = centsToNumber(toCents(product.discountedPrice) * choice.quantity);

  const submit = () => add.mutate({ product, ...choice }, { onSuccess: onDone });

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0 && !soldOut) submit();
      }}
    >
      <div className="flex gap-3">
        <ProductImage
          src={product.imageUrl}
          alt=""
          sizes="80px"
          className="size-20 shrink-0 rounded-xl bg-slate-100"
        />
        <div className="min-w-0">
          <p className="line-clamp-2 font-semibold text-slate-900">{product.name}</p>
          <ProductPrice product={product} />
          <StockText quantity={product.quantity} />
        </div>
      </div>
      {product.colors.length > 0 && (
        <OptionSelect
          label={t('basket.color')}
          placeholder={t('basket.chooseColor')}
          options={product.colors}
          value={choice.color}
          nameOf={colorName}
          describe={hintId}
          onChange={(color) => setChoice({ ...choice, color })}
        />
      )}
      {product.sizes.length > 0 && (
        <OptionSelect
          label={t('basket.size')}
          placeholder={t('basket.chooseSize')}
          options={product.sizes}
          value={choice.size}
          describe={hintId}
          onChange={(size) => setChoice({ ...choice, size })}
        />
      )}
      <QuantityStepper
        value={choice.quantity}
        available={product.quantity}
        onChange={(quantity) => setChoice({ ...choice, quantity })}
      />
      <p className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-sm">
        <span className="font-semibold text-slate-700">{t('basket.subtotal')}</span>
        <Price amount={subtotal} className="text-lg font-bold text-slate-900" />
      </p>
      <div id={hintId} aria-live="polite" className="text-sm text-amber-800 empty:hidden">
        {!soldOut && missing.map((key) => <p key={key}>{t(key)}</p>)}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('basket.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending} disabled={missing.length > 0 || soldOut}>
          <CartIcon size={18} />
          {soldOut ? t('basket.soldOut') : t('basket.addToCart')}
        </Button>
      </div>
    </form>
  );
}

const isWhole = (product: WishlistCandidate): product is WishlistCandidate & Product =>
  Array.isArray(product.colors) &&
  Array.isArray(product.sizes) &&
  typeof product.quantity === 'number' &&
  typeof product.brandId === 'number';

/** The panel for a product that may only be a card's summary: the rest is fetched. */
function PanelFor({ product, onDone }: { product: WishlistCandidate; onDone: () => void }) {
  const t = useT();
  const whole = isWhole(product);
  const fetched = useProductOptions(product.id, !whole);
  if (whole) return <AddToCartPanel product={product} onDone={onDone} />;
  if (fetched.data) return <AddToCartPanel product={fetched.data} onDone={onDone} />;
  if (fetched.isError)
    return (
      <ErrorState
        headingLevel={3}
        message={apiErrorMessage(fetched.error, t)}
        onRetry={() => void fetched.refetch()}
      />
    );
  return (
    <div className="flex justify-center py-10" role="status" aria-label={t('common.loading')}>
      <Spinner size={28} />
    </div>
  );
}

/**
 * The add-to-cart button of a product card or wishlist item: opens the options panel; a visitor
 * is asked to log in first. Brands and admins do not see it.
 */
export function AddToCartButton({
  product,
  fullWidth = true,
}: {
  product: WishlistCandidate;
  fullWidth?: boolean;
}) {
  const t = useT();
  const shows = useShowsBasket();
  const gate = useCustomerGate();
  const [open, setOpen] = useState(false);
  if (!shows) return null;
  const soldOut = product.inStock === false;
  return (
    <>
      <Button
        size="sm"
        fullWidth={fullWidth}
        disabled={soldOut}
        onClick={() => gate('cart') && setOpen(true)}
        aria-label={soldOut ? undefined : t('basket.addNamedToCart', { name: product.name })}
        className="mt-2"
      >
        <CartIcon size={16} />
        {soldOut ? t('basket.soldOut') : t('basket.addToCart')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('basket.chooseOptions')}>
        <PanelFor product={product} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
