import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentBrand } from '../features/auth/api/get-current-brand';
import { useCurrentUser } from '../features/auth/api/get-current-user';
import { FullPageLoader } from '../components/full-page-loader';
import { ApiError } from '../lib/api-client';
import { resolveRole } from '../lib/jwt';
import { useT } from '../lib/language';
import { queryClient } from '../lib/query-client';
import {
  adoptSessionInTab,
  isSessionExpired,
  SESSION_CHECK_INTERVAL_MS,
  useSessionRole,
  useSessionStore,
} from '../lib/session';
import { toast } from '../lib/toast';

/**
 * Keeps the session honest (storefront §4 "Session", §6):
 * - it ends 6 hours after login, checked at start and every 60 s, then the user goes to /login;
 * - brand users load their profile from /brands/me, others from /users/me, while a token exists;
 *   when that lookup fails the session is cleared and the user sent to /login with a message (a
 *   network failure is not a failed lookup: being offline does not sign anyone out).
 * Also shows the 'Logging out...' state.
 */
export function SessionKeeper() {
  const t = useT();
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const loggingOut = useSessionStore((state) => state.loggingOut);
  const role = useSessionRole();

  useEffect(() => {
    if (!token) return;
    adoptSessionInTab();
    const check = () => {
      if (!isSessionExpired(useSessionStore.getState())) return;
      useSessionStore.getState().endSession('expiry');
      queryClient.clear();
      toast.info(t('common.sessionExpired'));
      void navigate('/login', { replace: true });
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [token, navigate, t]);

  const isBrand = role === 'BRAND';
  const userLookup = useCurrentUser(token, Boolean(role) && !isBrand);
  const brandLookup = useCurrentBrand(token, isBrand);

  useEffect(() => {
    const user = userLookup.data;
    if (!user) return;
    const { token: current, setUser } = useSessionStore.getState();
    setUser({ ...user, role: resolveRole(user.role, current) ?? user.role });
  }, [userLookup.data]);

  useEffect(() => {
    const brand = brandLookup.data;
    if (!brand) return;
    const { setUser, setBrand } = useSessionStore.getState();
    setUser({ ...brand.user, role: 'BRAND' });
    setBrand({ id: brand.id, name: brand.name, logo: brand.logo });
  }, [brandLookup.data]);

  const lookupError = userLookup.error ?? brandLookup.error;
  useEffect(() => {
    if (!(lookupError instanceof ApiError) || lookupError.isNetworkError) return;
    if (!useSessionStore.getState().token) return;
    // spec: storefront §8 — the failure is logged; the person is told why they are signed out.
    console.error(`Failed to fetch current user: ${lookupError.message}`);
    useSessionStore.getState().endSession('rejected');
    queryClient.clear();
    toast.error(t('auth.session.userLoadFailed'));
    void navigate('/login', { replace: true });
    // Once per failure (not again when the language changes).
  }, [lookupError, navigate]);

  return loggingOut ? <FullPageLoader label={t('common.loggingOut')} overlay /> : null;
}
