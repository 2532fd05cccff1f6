import { createHash, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@souk/shared/constants';
import { LIMITS } from '@souk/shared/constants';
import { idIn } from '@souk/shared/validation';

/** How far ahead of our clock a token's iat may be (clocks of several instances drift a little). */
const CLOCK_SKEW_SECONDS = 30;

/** What a session token says about its bearer (storefront §6: role, and for brands roles + brand). */
export type TokenClaims = {
  sub: string;
  role: Role;
  roles: Role[];
  brandId?: number;
  /** when the token was signed, in seconds since the epoch (set by sign, read back by verify) */
  issuedAt?: number;
};

export type SessionTokens = {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string): Promise<TokenClaims | null>;
};

/** HS256 JWTs that expire after 6 hours (storefront §4 "Session"). */
export function sessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, roles: claims.roles, brandId: claims.brandId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${LIMITS.sessionHours}h`)
        .sign(key),
    async verify(token) {
      try {
        // exp and iat are required: a token that never expires, or that claims to come from the
        // future, is refused even when its signature is ours.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.iat !== 'number' || payload.iat > now() + CLOCK_SKEW_SECONDS)
          return null;
        // The subject is an account id: anything else is no session (a 401, not a database error).
        const { sub } = payload;
        if (sub === undefined || !idIn(sub) || typeof payload.role !== 'string') return null;
        return {
          sub,
          role: payload.role as Role,
          roles: (payload.roles as Role[] | undefined) ?? [payload.role as Role],
          brandId: typeof payload.brandId === 'number' ? payload.brandId : undefined,
          issuedAt: payload.iat,
        };
      } catch {
        return null;
      }
    },
  };
}

const now = () => Math.floor(Date.now() / 1000);

/** A random, URL-safe secret for links (reset, verification, unsubscribe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit code (storefront §9: OTP length 6). */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(LIMITS.otpLength, '0');
}

/** Tokens and codes are stored hashed: a database leak gives no usable link. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
