import { HeartIcon } from '../../../components/icons';
import { useT } from '../../../lib/language';
import { useInWishlist, useWishlistChange, type WishlistCandidate } from '../api/wishlist';
import { useCustomerGate, useShowsBasket } from '../use-customer-gate';

/**
 * spec: storefront §2, §5 — the wishlist heart of a product card or page: adds or removes the
 * product; a visitor is asked to log in first. Brands and admins do not see it.
 */
export function WishlistHeart({
  product,
  withText = false,
}: {
  product: WishlistCandidate;
  /** Show "Wishlist" beside the heart (the product page). */
  withText?: boolean;
}) {
  const t = useT();
  const shows = useShowsBasket();
  const gate = useCustomerGate();
  const inWishlist = useInWishlist(product.id);
  const change = useWishlistChange();
  if (!shows) return null;

  const toggle = () => {
    if (!gate('wishlist')) return;
    change.mutate(
      inWishlist ? { kind: 'remove', productId: product.id } : { kind: 'add', product },
    );
  };
  const label = t(inWishlist ? 'basket.removeFromWishlist' : 'basket.addToWishlist', {
    name: product.name,
  });
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={inWishlist}
      aria-label={label}
      title={label}
      data-testid="wishlist-heart"
      className={
        withText
          ? 'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base font-semibold text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50'
          : 'inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-200 transition-colors hover:text-red-700'
      }
    >
      <HeartIcon
        size={withText ? 20 : 18}
        className={inWishlist ? 'fill-current text-red-600' : ''}
      />
      {withText && (
        // The accessible name (with the product's name) holds this text too.
        <span>{t('basket.wishlistShort')}</span>
      )}
    </button>
  );
}
