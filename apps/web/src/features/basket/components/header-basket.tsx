import { CartIcon, HeartIcon } from '../../../components/icons';
import { Popover } from '../../../components/popover';
import { useT } from '../../../lib/language';
import { useSessionRole } from '../../../lib/session';
import { useCart } from '../api/cart';
import { useWishlist } from '../api/wishlist';
import { CartPanel } from './cart-panel';
import { WishlistPanel } from './wishlist-panel';

const iconButton =
  'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900';

function CountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={`absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] font-bold leading-5 text-white ${
        count === 0 ? 'hidden' : ''
      }`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * spec: storefront §2 header — the wishlist and cart icons with their counts, each opening its
 * panel; for logged-in customers only (brands and admins have no cart).
 */
export function HeaderBasket() {
  const t = useT();
  const role = useSessionRole();
  const cart = useCart();
  const wishlist = useWishlist();
  if (role !== 'CUSTOMER') return null;
  const cartCount = cart.data?.itemCount ?? 0;
  const wishlistCount = wishlist.data?.itemCount ?? 0;
  return (
    <>
      <Popover
        label={t('basket.wishlistPanel.open', { count: wishlistCount })}
        triggerClassName={iconButton}
        trigger={
          <>
            <HeartIcon size={22} />
            <CountBadge count={wishlistCount} testId="wishlist-count" />
          </>
        }
      >
        {(close) => <WishlistPanel close={close} />}
      </Popover>
      <Popover
        label={t('basket.cartPanel.open', { count: cartCount })}
        triggerClassName={iconButton}
        trigger={
          <>
            <CartIcon size={22} />
            <CountBadge count={cartCount} testId="cart-count" />
          </>
        }
      >
        {(close) => <CartPanel close={close} />}
      </Popover>
    </>
  );
}
