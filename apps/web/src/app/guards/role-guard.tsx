import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@souk/shared/constants';
import { FullPageLoader } from '../../components/full-page-loader';
import { guardDecision } from '../../lib/access';
import { useT } from '../../lib/language';
import { rememberRedirect, useSessionRole, useSessionStore } from '../../lib/session';

/** spec: storefront §6, dashboards §4 — the guard waits 50 ms, showing 'Verifying access...'. */
export const GUARD_WAIT_MS = 50;

function RedirectTo({ to, remember }: { to: string; remember: string | null }) {
  useLayoutEffect(() => {
    if (remember) rememberRedirect(remember);
  }, [remember]);
  return <Navigate to={to} replace />;
}

/**
 * Guards an area for the given roles (dashboards §6 "generic guard"): visitors go to /login and the
 * page is remembered for after login; admins and brands outside their dashboard go back to it;
 * other roles go to /login. Denials are silent redirects.
 */
export function RoleGuard({ allow, inline = false }: { allow: readonly Role[]; inline?: boolean }) {
  const t = useT();
  const location = useLocation();
  const role = useSessionRole();
  const endedBy = useSessionStore((state) => state.endedBy);
  const [checked, setChecked] = useState(false);
  // Whether this page was open with a session: only then can a logout have left it.
  const hadSession = useRef(false);
  if (role) hadSession.current = true;

  useEffect(() => {
    const timer = window.setTimeout(() => setChecked(true), GUARD_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!checked)
    return (
      <FullPageLoader label={t('common.verifyingAccess')} size={inline ? 'section' : 'screen'} />
    );

  const decision = guardDecision(role, location.pathname, allow);
  if (!decision.allow) {
    // A logout does not remember the page it left; an expired session or a visitor does (also
    // a visitor who logged out earlier and opens a protected page now).
    const leftByLogout = hadSession.current && endedBy === 'logout';
    const remember =
      decision.remember && !leftByLogout ? `${location.pathname}${location.search}` : null;
    return <RedirectTo to={decision.to} remember={remember} />;
  }
  return <Outlet />;
}
