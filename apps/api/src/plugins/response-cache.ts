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
    /** the catalogue's version when this request began: what its answer is kept with */
    responseCacheVersion?: number;
  }
}

type Cached = { payload: string; contentType: string; version: number };

/** At most this many answers and this many bytes of them are kept (oldest leave first). */
export const MAX_ENTRIES = 2000;
export const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The catalogue's version now, counting every change committed before the call, in this instance
 * or another: two calls answer the same number only if nothing the storefront shows changed
 * between them. Undefined when it cannot tell.
 */
export type CatalogueFreshness = () => Promise<number | undefined>;

/**
 * A micro-cache for the public catalogue: the same anonymous GET in the same language within a few
 * seconds gets the same answer without running the route. A shop's pages are read far more than
 * they change, but a visitor must not see stock that is gone (issue 29). So each answer is kept
 * with the catalogue's version when its request began (`freshness`), and served again only while
 * that version is still the current one: a sale, a product edit or a new rating, made here or
 * through another instance, shows in the very next answer (the catalogue's change notifications,
 * decision 020). Asking costs a round trip to the database, shared by the requests waiting
 * (docs/benchmarks.md "Response micro-cache and fresh stock"). When the version cannot be read,
 * nothing is kept or served. Without `freshness`, an answer is served for up to `ttlSeconds`
 * unless a route of this instance marked `changesCatalogue` succeeds meanwhile. Signed-in callers
 * always reach the services (their answers may differ). In memory, per instance.
 */
export type ResponseCacheOptions = { ttlSeconds: number; freshness?: CatalogueFreshness };

export default fp(async function responseCache(app: FastifyInstance, opts: ResponseCacheOptions) {
  // Bounded in bytes as well as in entries: 2,000 catalogue pages of 300 KB would be 600 MB.
  const kept = new TtlCache<Cached>(Math.max(opts.ttlSeconds, 0) * 1000, MAX_ENTRIES, Date.now, {
    maxWeight: MAX_BYTES,
    weigh: (entry) => Buffer.byteLength(entry.payload),
  });
  // A version that cannot be read (the listening connection is away) keeps nothing and serves
  // nothing: the route answers, as without a cache.
  const versionNow: () => Promise<number | undefined> = opts.freshness
    ? () => opts.freshness!().catch(() => undefined)
    : async () => 0;

  app.addHook('onResponse', async (request, reply) => {
    if (!request.routeOptions.config?.changesCatalogue || reply.statusCode >= 400) return;
    kept.clear();
  });
  if (opts.ttlSeconds <= 0) return;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.responseCache) return;
    if (request.headers.authorization) return;
    const version = await versionNow();
    if (version === undefined) return;
    const key = `${request.headers['accept-language'] ?? ''}|${request.url}`;
    const hit = kept.peek(key);
    if (hit?.version === version) {
      reply.header('x-cache', 'hit').type(hit.contentType);
      return reply.send(hit.payload);
    }
    if (hit) kept.delete(key);
    request.responseCacheKey = key;
    request.responseCacheVersion = version;
  });

  // Kept with the version its request began with: a change heard while the route ran makes the
  // answer stale at once rather than hiding behind it.
  app.addHook('onSend', async (request, reply, payload) => {
    const { responseCacheKey: key, responseCacheVersion: version } = request;
    if (!key || version === undefined || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    kept.set(key, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      version,
    });
    reply.header('x-cache', 'miss');
    return payload;
  });
});
