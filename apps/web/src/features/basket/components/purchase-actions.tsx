import type { Product } from '@souk/shared/responses/catalogue';
import { Button } from '../../../components/button';
import { CartIcon } from '../../../components/icons';
import { useT } from '../../../lib/language';
import { useAddToCart } from '../api/cart';
import { missingChoices, type CartChoice } from '../cart-choice';
import { useCustomerGate, useShowsBasket } from '../use-customer-gate';
import { WishlistHeart } from './wishlist-heart';

/**
 * spec: storefront §2 product page, §5 — add to cart with the page's size, colour and quantity
 * (disabled until the required ones are chosen, saying which), and the wishlist heart.
 */
export function PurchaseActions({ product, choice }: { product: Product; choice: CartChoice }) {
  const t = useT();
  const shows = useShowsBasket();
  const gate = useCustomerGate();
  const add = useAddToCart();
  if (!shows) return null;
  const missing = missingChoices(product, choice);
  const soldOut = product.quantity <= 0;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          className="flex-1"
          loading={add.isPending}
          disabled={soldOut || missing.length > 0}
          aria-describedby={missing.length > 0 ? 'purchase-hint' : undefined}
          onClick={() => gate('cart') && add.mutate({ product, ...choice })}
        >
          <CartIcon size={20} />
          {soldOut ? t('basket.soldOut') : t('basket.addToCart')}
        </Button>
        <WishlistHeart product={product} withText />
      </div>
      {!soldOut && missing.length > 0 && (
        <div id="purchase-hint" className="text-sm text-amber-800">
          {missing.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </div>
      )}
    </div>
  );
}
