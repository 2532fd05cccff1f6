/**
 * spec: storefront §3 — the browser storage keys. The session lives in localStorage; the login
 * timestamp in sessionStorage ("per tab session", so it survives a reload but not a new tab).
 */
import { LANGUAGE_COOKIE } from '@souk/shared/constants';

export const STORAGE_KEYS = {
  recentlyViewed: 'recentlyViewed',
  authStore: 'auth-store',
  cartStorage: 'cart-storage',
  wishlistStore: 'wishlist-store',
  languageStore: 'language-store',
  loginTimestamp: 'loginTimestamp',
  redirectAfterLogin: 'redirectAfterLogin',
  authToken: 'auth_token',
  /** Not in the spec's list: the payment page's form while the customer fixes the cart (tab only). */
  checkoutForm: 'checkout-form',
  /** Not in the spec's list: set once the tab's visit was counted (lib/visit-beacon.ts). */
  visitCounted: 'visit-counted',
  /** Not in the spec's list: a cookie, so the server renders pages in the chosen language. */
  languageCookie: LANGUAGE_COOKIE,
} as const;

/** Storage that never throws (private modes and full quotas make the Web Storage API throw). */
export function safeStorage(kind: 'local' | 'session') {
  const storage = () => (kind === 'local' ? window.localStorage : window.sessionStorage);
  return {
    get(key: string): string | null {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage().setItem(key, value);
      } catch {
        // The app keeps working in memory.
      }
    },
    remove(key: string): void {
      try {
        storage().removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}
