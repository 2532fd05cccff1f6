import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@souk/shared/constants';
import { passwordResetTokens, users } from '../db/schema/accounts';
import { brands } from '../db/schema/brands';
import { AppError } from '../lib/errors';
import type { SessionTokens } from '../lib/tokens';
import type { OwnerParam } from './contract';
import type { Database } from '../db/client';

/**
 * Every route declares its audience (DESIGN.md): 'public', 'authenticated' (any signed-in
 * account), or the roles allowed. Routes under /api/v1 without an audience refuse to register.
 */
export type Audience = 'public' | 'authenticated' | Role | readonly Role[];

export type Caller = { userId: number; role: Role; brandId: number | null; email: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export type AuthOptions = { db: Database; tokens: SessionTokens };

export default fp(async function auth(app: FastifyInstance, { db, tokens }: AuthOptions) {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
    if (!route.config?.audience) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its audience`);
    }
  });

  // Only an anonymous GET of a public route may be kept by a browser or a proxy; everything a
  // signed-in caller gets, and every answer to a write (tokens included), is no-store.
  app.addHook('onRequest', async (request, reply) => {
    const audience = request.routeOptions.config?.audience;
    if (!audience) return;
    if (request.headers.authorization || request.method !== 'GET' || audience !== 'public')
      reply.header('cache-control', 'no-store');
  });

  // Before the body is even parsed: a caller without the right to call learns 401 or 403, not
  // the body rules, and no upload of theirs is read.
  app.addHook('onRequest', async (request) => {
    const audience = request.routeOptions.config?.audience;
    if (!audience) return;
    if (audience === 'public') {
      // A stale token on a public page is no error: the caller is simply anonymous.
      request.caller = await identify(request).catch(() => null);
      return;
    }
    request.caller = await identify(request);
    if (!request.caller) throw new AppError('unauthorized');
    if (audience !== 'authenticated') {
      const allowed = typeof audience === 'string' ? [audience] : audience;
      if (!allowed.includes(request.caller.role)) throw new AppError('forbidden');
    }
    // A path parameter that names the caller's own account or brand (config.owner) is checked
    // here too, before the body is read: another caller learns 403, not the body rules. The
    // services check ownership again where they load the record.
    const owner = request.routeOptions.config?.owner;
    if (owner && !ownsParam(request.caller, owner, request.params)) throw new AppError('forbidden');
  });

  /** The bearer's account, if the token is valid and the account (and its brand) still enabled. */
  async function identify(request: FastifyRequest): Promise<Caller | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await tokens.verify(header.slice(7).trim());
    if (!claims) throw new AppError('invalid_token');
    const [account] = await db
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        enabled: users.enabled,
        brandId: users.brandId,
        brandEnabled: brands.enabled,
        // seconds since the epoch of the account's last password reset, if any
        lastReset: sql<number | null>`(
          select extract(epoch from max(${passwordResetTokens.usedAt}))
          from ${passwordResetTokens} where ${passwordResetTokens.userId} = ${users.id}
        )`.mapWith(Number),
      })
      .from(users)
      .leftJoin(brands, eq(brands.id, users.brandId))
      .where(eq(users.id, Number(claims.sub)));
    if (!account) throw new AppError('invalid_token');
    // A password reset signs out every session opened before it (compared by whole seconds, the
    // precision of a token's iat, so a login right after the reset stays valid).
    if (account.lastReset !== null && (claims.issuedAt ?? 0) < Math.floor(account.lastReset))
      throw new AppError('invalid_token');
    if (!account.enabled || account.brandEnabled === false) throw new AppError('account_disabled');
    return {
      userId: account.id,
      role: account.role,
      brandId: account.brandId,
      email: account.email,
    };
  }
});

function ownsParam(caller: Caller, owner: OwnerParam, params: unknown): boolean {
  if (caller.role === 'ADMIN' && owner.adminMay !== false) return true;
  const given = String((params as Record<string, unknown>)[owner.param] ?? '');
  const own = owner.kind === 'brand' ? caller.brandId : caller.userId;
  return own !== null && given === String(own);
}

/** The signed-in caller of a route whose audience is not public. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('unauthorized');
  return request.caller;
}
