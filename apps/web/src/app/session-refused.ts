import type { createBrowserRouter } from 'react-router';
import type { ApiError } from '../lib/api-client';
import { translate } from '../lib/i18n';
import { currentLanguage } from '../lib/language';
import { queryClient } from '../lib/query-client';
import { rememberRedirect, useSessionStore } from '../lib/session';
import { toast } from '../lib/toast';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'navigate'>;

/**
 * A bearer call answered 401: the server no longer accepts the session (expired, revoked, the
 * account gone), or 403 account_disabled. The session is cleared, the person told why, the page
 * remembered for after login.
 */
export function endRefusedSession(router: AppRouter, error?: ApiError): void {
  if (!useSessionStore.getState().token) return;
  const { pathname, search } = router.state.location;
  rememberRedirect(`${pathname}${search}`);
  useSessionStore.getState().endSession('rejected');
  queryClient.clear();
  const language = currentLanguage();
  toast.info(
    error?.errorCode === 'account_disabled'
      ? translate(language, 'errors.account_disabled')
      : translate(language, 'common.sessionExpired'),
  );
  void router.navigate('/login', { replace: true });
}
