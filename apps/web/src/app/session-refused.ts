import type { createBrowserRouter } from 'react-router';
import { translate } from '../lib/i18n';
import { currentLanguage } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { rememberRedirect, useSessionStore } from '../lib/session';
import { toast } from '../lib/toast';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

/**
 * A bearer call answered 401: the server no longer accepts the session (expired, revoked, the
 * account gone). The session is cleared, the person told, the page remembered for after login.
 */
export function endRefusedSession(router: AppRouter): void {
  if (!useSessionStore.getState().token) return;
  const { pathname, search } = router.state.location;
  rememberRedirect(`${pathname}${search}`);
  useSessionStore.getState().endSession('rejected');
  queryClient.clear();
  toast.info(translate(currentLanguage(), 'common.sessionExpired'));
  void router.navigate('/login', { replace: true });
}
