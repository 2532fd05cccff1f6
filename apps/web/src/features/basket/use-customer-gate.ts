import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TranslationKey } from '../../lib/i18n';
import { useT } from '../../lib/language';
import { rememberRedirect, useSessionRole } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * spec: storefront §5 — adding to the cart or the wishlist needs a customer's login. A visitor is
 * told so, the page is remembered (redirectAfterLogin) and the browser goes to /login; after the
 * login the visitor comes back to the same page. Answers whether the caller may go on.
 */
export function useCustomerGate() {
  const role = useSessionRole();
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (purpose: 'cart' | 'wishlist'): boolean => {
      if (role === 'CUSTOMER') return true;
      const message: TranslationKey =
        purpose === 'cart' ? 'basket.loginForCart' : 'basket.loginForWishlist';
      toast.error(t(message));
      rememberRedirect(`${pathname}${search}${hash}`);
      void navigate('/login');
      return false;
    },
    [role, t, navigate, pathname, search, hash],
  );
}

/** Whether cart and wishlist controls show: customers and visitors; never brands or admins. */
export function useShowsBasket(): boolean {
  const role = useSessionRole();
  return role === undefined || role === 'CUSTOMER';
}
