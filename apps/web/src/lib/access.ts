import type { Role } from '@souk/shared/constants';

/**
 * Who may be where (storefront §6, dashboards §6). Pure functions: the guards, the login page and
 * the tests all ask the same questions here.
 */

export const ADMIN_AREA = '/dashboard/admin';
export const BRAND_AREA = '/dashboard/brand';
export const CUSTOMER_AREA = '/dashboard/profile';

const within = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/** Where a role lands after login (storefront §2): admin and brand dashboards, others /home. */
export function homeFor(role: Role): string {
  if (role === 'ADMIN') return ADMIN_AREA;
  if (role === 'BRAND') return BRAND_AREA;
  return '/home';
}

/**
 * Admins are kept inside /dashboard/admin and brands inside /dashboard/brand: anywhere else they
 * are sent back to their dashboard. Answers the path to go to, or null to stay.
 */
export function containmentRedirect(role: Role | undefined, path: string): string | null {
  if (role === 'ADMIN' && !within(path, ADMIN_AREA)) return ADMIN_AREA;
  if (role === 'BRAND' && !within(path, BRAND_AREA)) return BRAND_AREA;
  return null;
}

export type GuardDecision =
  | { allow: true }
  | { allow: false; to: string; /** remember the page for after login */ remember: boolean };

/**
 * The guard of a protected area: visitors go to /login (the page is remembered); admins and
 * brands outside their own dashboard go back to it; any other role not allowed goes to /login.
 */
export function guardDecision(
  role: Role | undefined,
  path: string,
  allowed: readonly Role[],
): GuardDecision {
  if (!role) return { allow: false, to: '/login', remember: true };
  const contained = containmentRedirect(role, path);
  if (contained) return { allow: false, to: contained, remember: false };
  if (!allowed.includes(role)) return { allow: false, to: '/login', remember: false };
  return { allow: true };
}

/** A remembered page is used after login only if the new role may open it. */
export function landingAfterLogin(role: Role, remembered: string | null): string {
  if (!remembered) return homeFor(role);
  const pathname = remembered.split(/[?#]/)[0]!;
  if (['/login', '/signup', '/otb', '/forgot-password', '/reset-password'].includes(pathname))
    return homeFor(role);
  if (role === 'ADMIN') return within(pathname, ADMIN_AREA) ? remembered : ADMIN_AREA;
  if (role === 'BRAND') return within(pathname, BRAND_AREA) ? remembered : BRAND_AREA;
  if (within(pathname, ADMIN_AREA) || within(pathname, BRAND_AREA)) return homeFor(role);
  return remembered;
}

/** The profile link of the header's user menu, by role (storefront §6). */
export function profilePathFor(role: Role): string {
  return role === 'CUSTOMER' ? CUSTOMER_AREA : homeFor(role);
}
