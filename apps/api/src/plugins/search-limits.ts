import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIMITS } from '@souk/shared/constants';
import { attemptLimiter } from '../lib/attempt-limiter';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route runs searches or facet counts, the costliest public work: 'always', or only
     * 'with-search' text in the query (search, searchQuery, or query of 3 characters or more).
     */
    searchCost?: 'always' | 'with-search';
  }
  interface FastifyRequest {
    searchSlot?: { released: boolean };
  }
}

const SEARCH_PARAMS = ['search', 'searchQuery', 'query'] as const;

function isCostly(request: FastifyRequest): boolean {
  const cost = request.routeOptions.config?.searchCost;
  if (cost === 'always') return true;
  if (cost !== 'with-search') return false;
  const query = request.query as Record<string, unknown> | undefined;
  return SEARCH_PARAMS.some((name) => {
    const value = query?.[name];
    return typeof value === 'string' && value.trim().length >= LIMITS.searchMinChars;
  });
}

/**
 * Searches and facet counts per address, tighter than the API's global limit (decision 008): at
 * most LIMITS.searchConcurrentPerAddress running at once and SEARCH_RATE_LIMIT_PER_MINUTE (default
 * LIMITS.searchPerMinutePerAddress) a minute. Thirty-two worst-case searches sent at once from one address run a few and refuse the
 * rest at once (429), so that another visitor's page is not queued behind them — on the embedded
 * database every query waits its turn on one connection. In memory, like the other limits.
 */
export default fp(async function searchLimits(app: FastifyInstance, opts: { perMinute: number }) {
  // 0 turns the limits off (the benchmark measures capacity from one address).
  if (opts.perMinute <= 0) return;
  const running = new Map<string, number>();
  const perMinute = attemptLimiter(opts.perMinute, 60_000);

  const release = (request: FastifyRequest) => {
    const slot = request.searchSlot;
    if (!slot || slot.released) return;
    slot.released = true;
    const left = (running.get(request.ip) ?? 1) - 1;
    if (left > 0) running.set(request.ip, left);
    else running.delete(request.ip);
  };

  // After the response cache (registered earlier): a cached answer costs nothing and is not counted.
  app.addHook('onRequest', async (request) => {
    if (!isCostly(request)) return;
    perMinute.check([request.ip]);
    const now = running.get(request.ip) ?? 0;
    if (now >= LIMITS.searchConcurrentPerAddress) throw new AppError('too_many_requests');
    perMinute.fail([request.ip]);
    running.set(request.ip, now + 1);
    request.searchSlot = { released: false };
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
});
