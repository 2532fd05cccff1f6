import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelopeSchema } from '@souk/shared/api';
import type { Audience } from './auth';

/** One route of the API as the route table records it (the route-table tests read it). */
export type RouteEntry = {
  method: string;
  url: string;
  audience: Audience | undefined;
  /** the path parameter naming the caller's own account or brand, when the route has one */
  owner: OwnerParam | undefined;
};

/**
 * A path parameter that names something of the caller's: their account ('account') or their
 * brand ('brand'). Another caller of the same role gets 403 or 404; an admin passes unless
 * `adminMay` is false.
 */
export type OwnerParam = { param: string; kind: 'account' | 'brand'; adminMay?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    owner?: OwnerParam;
  }
  interface FastifyInstance {
    /** every route under /api/v1, as registered */
    routeTable: RouteEntry[];
  }
}

const API_PREFIX = '/api/v1';

/** 200, 201, ... or 2xx: a status under which a route declares its success answer. */
const isSuccessStatus = (status: string) => /^2(\d\d|xx)$/i.test(status);

/**
 * The contract of every API route (DESIGN.md "API conventions"): it is recorded in the route
 * table, it declares the schema of its success answer (a route without one refuses to register:
 * Fastify serializes through it, so no undeclared field leaves), and every failure it can answer
 * is declared as the error envelope, so that the OpenAPI document describes each answer a client
 * gets and no error leaves in another shape.
 */
export default fp(async function contract(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const answers = methods.some((method) => method !== 'HEAD' && method !== 'OPTIONS');
    if (answers && !Object.keys(route.schema?.response ?? {}).some(isSuccessStatus)) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its answer`);
    }
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({
        method,
        url: route.url,
        audience: route.config?.audience,
        owner: route.config?.owner,
      });
    }
    const schema = (route.schema ??= {});
    const response = (schema.response ??= {}) as Record<string, unknown>;
    response['4xx'] ??= errorEnvelopeSchema;
    response['5xx'] ??= errorEnvelopeSchema;
  });
});
