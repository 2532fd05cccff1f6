import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LIMITS, type Role } from '@souk/shared/constants';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import type { User } from '@souk/shared/schemas/users';
import { decodeTokenPayload, resolveRole } from './jwt';
import { safeStorage, STORAGE_KEYS } from './storage-keys';

/**
 * The signed-in session: token, user and login time. It is shared state rather than a feature's
 * store because every area reads it (the API client for the bearer token, the guards, the header,
 * later the cart and reviews) and features do not import each other.
 * spec: storefront §3 (auth-store, auth_token, loginTimestamp, redirectAfterLogin), §4 "Session".
 */

/** A brand login first holds a placeholder user (id 0, role BRAND) until /brands/me answers. */
export type SessionUser = Partial<User> & { id: number; role: Role };
export type SessionBrand = Pick<OwnBrand, 'id' | 'name' | 'logo'>;
export type SessionEnd = 'logout' | 'expiry' | 'rejected';

type SessionState = {
  token: string | null;
  user: SessionUser | null;
  brand: SessionBrand | null;
  loginTimestamp: number | null;
  /** spec: storefront §4 — 'Logging out...' shows for about 300 ms before the session ends. */
  loggingOut: boolean;
  /** Why the last session ended: a logout forgets the page; an expiry remembers it. */
  endedBy: SessionEnd | null;
  startSession: (token: string, user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  setBrand: (brand: SessionBrand) => void;
  endSession: (reason: SessionEnd) => void;
  setLoggingOut: (loggingOut: boolean) => void;
};

export const SESSION_DURATION_MS = LIMITS.sessionHours * 60 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = LIMITS.sessionCheckSeconds * 1000;

const local = safeStorage('local');
const tab = safeStorage('session');

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      brand: null,
      loginTimestamp: null,
      loggingOut: false,
      endedBy: null,
      startSession: (token, user) => {
        const now = Date.now();
        local.set(STORAGE_KEYS.authToken, token);
        tab.set(STORAGE_KEYS.loginTimestamp, String(now));
        set({ token, user, brand: null, loginTimestamp: now, loggingOut: false, endedBy: null });
      },
      setUser: (user) => set({ user }),
      setBrand: (brand) => set({ brand }),
      endSession: (reason) => {
        local.remove(STORAGE_KEYS.authToken);
        // the copies of the cart and wishlist belong to the session that ends
        local.remove(STORAGE_KEYS.cartStorage);
        local.remove(STORAGE_KEYS.wishlistStore);
        tab.remove(STORAGE_KEYS.loginTimestamp);
        // so are the shipping details typed on the payment page
        tab.remove(STORAGE_KEYS.checkoutForm);
        set({
          token: null,
          user: null,
          brand: null,
          loginTimestamp: null,
          loggingOut: false,
          endedBy: reason,
        });
      },
      setLoggingOut: (loggingOut) => set({ loggingOut }),
    }),
    {
      name: STORAGE_KEYS.authStore,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, brand, loginTimestamp }) => ({
        token,
        user,
        brand,
        loginTimestamp,
      }),
    },
  ),
);

export const getToken = () => useSessionStore.getState().token;

/** The signed-in role, or undefined for visitors. */
export function sessionRole(state: Pick<SessionState, 'token' | 'user'>): Role | undefined {
  if (!state.token || !state.user) return undefined;
  return resolveRole(state.user.role, state.token);
}

export const useSessionRole = () => useSessionStore(sessionRole);

/**
 * When this tab's session started: the tab's own loginTimestamp, else (a new tab of a signed-in
 * browser) the stored login time, else the token's issue time.
 */
export function loginTimeOf(state: Pick<SessionState, 'token' | 'loginTimestamp'>): number | null {
  const fromTab = Number(tab.get(STORAGE_KEYS.loginTimestamp));
  if (Number.isFinite(fromTab) && fromTab > 0) return fromTab;
  if (state.loginTimestamp) return state.loginTimestamp;
  const issuedAt = state.token ? decodeTokenPayload(state.token)?.iat : undefined;
  return issuedAt ? issuedAt * 1000 : null;
}

/** spec: storefront §4 — the session ends 6 hours after login (or when the token itself expires). */
export function isSessionExpired(
  state: Pick<SessionState, 'token' | 'loginTimestamp'>,
  now = Date.now(),
): boolean {
  if (!state.token) return false;
  const loginTime = loginTimeOf(state);
  if (loginTime === null || now - loginTime >= SESSION_DURATION_MS) return true;
  const expiresAt = decodeTokenPayload(state.token)?.exp;
  return expiresAt !== undefined && expiresAt * 1000 <= now;
}

/** A tab opened on a signed-in browser keeps the login time of the session it continues. */
export function adoptSessionInTab(): void {
  const state = useSessionStore.getState();
  if (state.token && !tab.get(STORAGE_KEYS.loginTimestamp) && state.loginTimestamp)
    tab.set(STORAGE_KEYS.loginTimestamp, String(state.loginTimestamp));
}

/**
 * Logging in or out in another tab applies here too. A session this tab takes over keeps the login
 * time of that session, not of the one the tab had before (else the older time would end the new
 * session early, in every tab).
 */
export function followSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.authStore) return;
    const before = useSessionStore.getState().token;
    void Promise.resolve(useSessionStore.persist.rehydrate()).then(() => {
      const { token, loginTimestamp } = useSessionStore.getState();
      if (token === before) return;
      if (token && loginTimestamp) tab.set(STORAGE_KEYS.loginTimestamp, String(loginTimestamp));
      else tab.remove(STORAGE_KEYS.loginTimestamp);
    });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** spec: storefront §4 — a protected page remembers itself for the redirect after login. */
export function rememberRedirect(path: string): void {
  local.set(STORAGE_KEYS.redirectAfterLogin, path);
}

/** The remembered page: only a path of this site (never another origin). */
export function rememberedRedirect(): string | null {
  const path = local.get(STORAGE_KEYS.redirectAfterLogin);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function forgetRedirect(): void {
  local.remove(STORAGE_KEYS.redirectAfterLogin);
}

/** The name people see: full name, else first name, else the email's local part, else 'User'. */
export function displayNameOf(user: SessionUser | null, fallback: string): string {
  if (!user) return fallback;
  const first = user.firstname?.trim();
  const last = user.lastname?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = user.email?.split('@')[0];
  return local || fallback;
}
