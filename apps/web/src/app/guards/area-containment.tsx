import { Navigate, Outlet, useLocation } from 'react-router';
import { containmentRedirect } from '../../lib/access';
import { useSessionRole } from '../../lib/session';

/** Pages where the guest-only guard decides instead (it knows the remembered page). */
const GUEST_PAGES = new Set(['/login', '/signup']);

/**
 * spec: storefront §6 — admins on any page outside /dashboard/admin go to /dashboard/admin; brand
 * users outside /dashboard/brand go to /dashboard/brand. Silent, before the page shows.
 */
export function AreaContainment() {
  const { pathname } = useLocation();
  const role = useSessionRole();
  const redirect = GUEST_PAGES.has(pathname) ? null : containmentRedirect(role, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
