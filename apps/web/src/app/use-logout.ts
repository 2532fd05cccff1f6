import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session';

/** spec: storefront §4, dashboards §2 — 'Logging out...' for about 300 ms. */
export const LOGOUT_DELAY_MS = 300;

/** Logs out: shows the logging-out state, clears the session and goes to /login (replace). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const session = useSessionStore.getState();
    if (session.loggingOut) return;
    session.setLoggingOut(true);
    window.setTimeout(() => {
      useSessionStore.getState().endSession('logout');
      queryClient.clear();
      void navigate('/login', { replace: true });
    }, LOGOUT_DELAY_MS);
  }, [navigate]);
}
