import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** keep the public answer of this GET route for a few seconds (anonymous callers only) */
    responseCache?: boolean;
    /**
     * a successful call of this route changes what the storefront shows (products, brands,
     * categories, tags): every kept answer is dropped at once
     */
    changesCatalogue?: boolean;
  }
  interface FastifyRequest {
    responseCacheKey?: string;
  }
}

type Cached = { payload: string; contentType: string };

/** At most this many answers and this many bytes of them are kept (oldest leave first). */
export const MAX_ENTRIES = 2000;
export const MAX_BYTES = 32 * 1024 * 1024;

/**
 * A micro-cache for the public catalogue: the same anonymous GET in the same language within a few
 * seconds gets the same answer without touching the database. A shop's pages are read far more
 * than they change; a product edit shows after at most `ttlSeconds`. Signed-in callers always
 * reach the services (their answers may differ). In memory; behind several instances Redis or a
 * CDN would hold it (DESIGN.md).
 */
export type ResponseCacheOptions = { ttlSeconds: number };

export default fp(async function responseCache(app: FastifyInstance, opts: ResponseCacheOptions) {
  // Bounded in bytes as well as in entries: 2,000 catalogue pages of 300 KB would be 600 MB.
  const kept = new TtlCache<Cached>(Math.max(opts.ttlSeconds, 0) * 1000, MAX_ENTRIES, Date.now, {
    maxWeight: MAX_BYTES,
    weigh: (entry) => Buffer.byteLength(entry.payload),
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.routeOptions.config?.changesCatalogue || reply.statusCode >= 400) return;
    kept.clear();
  });
  if (opts.ttlSeconds <= 0) return;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.responseCache) return;
    if (request.headers.authorization) return;
    const key = `${request.headers['accept-language'] ?? ''}|${request.url}`;
    const hit = kept.peek(key);
    if (hit) {
      reply.header('x-cache', 'hit').type(hit.contentType);
      return reply.send(hit.payload);
    }
    request.responseCacheKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.responseCacheKey || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    kept.set(request.responseCacheKey, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
    reply.header('x-cache', 'miss');
    return payload;
  });
});
