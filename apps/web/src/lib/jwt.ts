import { ROLES, type Role } from '@souk/shared/constants';

/** What the client reads from a session token (never trusted: the server verifies it). */
export type TokenPayload = {
  sub?: string;
  role?: string;
  roles?: string[];
  brandId?: number;
  exp?: number;
  iat?: number;
};

/** Decodes a JWT's payload without verifying it; undefined when it is not a JWT. */
export function decodeTokenPayload(token: string): TokenPayload | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as TokenPayload) : undefined;
  } catch {
    return undefined;
  }
}

/** spec: storefront §3 — a role is "text containing ADMIN, BRAND or CUSTOMER" (e.g. ROLE_ADMIN). */
function roleInText(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.toUpperCase();
  return ROLES.find((role) => text.includes(role));
}

/**
 * spec: storefront §6 — the role is read from the user's role text; BRAND is also recognised from
 * the roles list inside the login token.
 */
export function resolveRole(userRole: string | undefined, token: string | null): Role | undefined {
  const fromUser = roleInText(userRole);
  if (fromUser) return fromUser;
  const payload = token ? decodeTokenPayload(token) : undefined;
  if (payload?.roles?.some((role) => roleInText(role) === 'BRAND')) return 'BRAND';
  return roleInText(payload?.role);
}
