import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { landingAfterLogin } from '../../lib/access';
import { forgetRedirect, rememberedRedirect, useSessionRole } from '../../lib/session';

function Landing({ to }: { to: string }) {
  useEffect(() => {
    forgetRedirect();
  }, []);
  return <Navigate to={to} replace />;
}

/**
 * Login and sign-up are for visitors. A signed-in user (including one who just logged in here)
 * goes to their landing page: the remembered protected page when their role may open it, else
 * the role's home (storefront §2: admin /dashboard/admin, brand /dashboard/brand, others /home).
 */
export function GuestOnly() {
  const role = useSessionRole();
  if (role) return <Landing to={landingAfterLogin(role, rememberedRedirect())} />;
  return <Outlet />;
}
