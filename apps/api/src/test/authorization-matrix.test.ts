import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@souk/shared/constants';
import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import { brands } from '../db/schema/brands';
import type { Audience } from '../plugins/auth';
import type { RouteEntry } from '../plugins/contract';
import { buildTestApp, createAccount, login, type TestApp } from './helper';
import { differencesFromReview, reviewedRoutes, routeKey } from './route-audiences';

/**
 * The authorization matrix, generated from the app's own route table: every route under /api/v1
 * is called as each of six callers, and the route's reviewed audience (route-audiences.json: and,
 * where it has one, the path parameter naming the caller's own account or brand) decides what each
 * may get. The expectations come from the reviewed file, not from the declarations under test: a
 * route opened by mistake answers a caller the file refuses, and fails here.
 */

type CallerName = 'anonymous' | 'customer' | 'otherCustomer' | 'brand' | 'otherBrand' | 'admin';
type Caller = {
  name: CallerName;
  role: Role | null;
  headers: Record<string, string>;
  /** the account and brand this caller owns */
  accountId: number | null;
  brandId: number | null;
};

let t: TestApp;
const callers: Caller[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const [brandA, brandB] = await t.db
    .insert(brands)
    .values([{ name: 'Matrix Brand A' }, { name: 'Matrix Brand B' }])
    .returning();
  const people: Array<[CallerName, Role, string, number | null]> = [
    ['customer', 'CUSTOMER', 'matrix-customer@example.tn', null],
    ['otherCustomer', 'CUSTOMER', 'matrix-other@example.tn', null],
    ['brand', 'BRAND', 'matrix-brand@example.tn', brandA!.id],
    ['otherBrand', 'BRAND', 'matrix-other-brand@example.tn', brandB!.id],
    ['admin', 'ADMIN', 'matrix-admin@example.tn', null],
  ];
  callers.push({ name: 'anonymous', role: null, headers: {}, accountId: null, brandId: null });
  for (const [name, role, email, brandId] of people) {
    const account = await createAccount(t.db, { email, role, brandId });
    const door = role === 'BRAND' ? '/api/v1/brands/authenticate' : '/api/v1/auth/authenticate';
    const headers = await login(t.app, email, undefined, door);
    callers.push({ name, role, headers, accountId: account.id, brandId });
  }
});
afterAll(() => t.close());

const caller = (name: CallerName) => callers.find((c) => c.name === name)!;

/** The route as reviewed (a route missing from the file fails 'matches the reviewed file'). */
function reviewed(route: RouteEntry): Pick<RouteEntry, 'audience' | 'owner'> {
  const entry = reviewedRoutes[routeKey(route)];
  return { audience: entry?.audience, owner: entry?.owner };
}

function allows(audience: Audience, role: Role | null): boolean {
  if (audience === 'public') return true;
  if (role === null) return false;
  if (audience === 'authenticated') return true;
  return (typeof audience === 'string' ? [audience] : audience).includes(role);
}

/**
 * Whose thing the owner parameter of a route names in this matrix: the customer's account (or,
 * on a brand-only route, the brand login's account), or brand A.
 */
function ownerOf(route: RouteEntry): Caller | null {
  const { audience, owner } = reviewed(route);
  if (!owner || !audience) return null;
  if (owner.kind === 'brand') return caller('brand');
  return allows(audience, 'CUSTOMER') ? caller('customer') : caller('brand');
}

type Expected = 'allowed' | 'unauthorized' | 'forbidden' | 'not-theirs';

/** What the declared audience and owner parameter promise this caller. */
function expectedFor(route: RouteEntry, who: Caller): Expected {
  const { audience, owner: ownerParam } = reviewed(route);
  // not reviewed yet: nobody is promised anything
  if (!audience) return who.role === null ? 'unauthorized' : 'forbidden';
  if (!allows(audience, who.role)) return who.role === null ? 'unauthorized' : 'forbidden';
  const owner = ownerOf(route);
  if (!owner || owner.name === who.name) return 'allowed';
  if (who.role === 'ADMIN' && ownerParam!.adminMay !== false) return 'allowed';
  return 'not-theirs';
}

/**
 * A value for each path parameter: the owner's id for the owner parameter, else an id that names
 * nothing, so that an admin's delete or toggle never reaches one of the matrix's own callers.
 */
function pathOf(route: RouteEntry): string {
  const owner = ownerOf(route);
  const ownerParam = reviewed(route).owner;
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    if (ownerParam?.param === name && owner)
      return String(ownerParam.kind === 'brand' ? owner.brandId : owner.accountId);
    if (name === 'articleId') return ARTICLE_IDS[0];
    return '999999';
  });
}

function call(route: RouteEntry, who: Caller): Promise<LightMyRequestResponse> {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url: pathOf(route),
    headers: who.headers,
    // Each caller from its own address: the per-address limits are not what is tested here.
    remoteAddress: `10.90.${callers.indexOf(who)}.1`,
    ...(hasBody ? { payload: {} } : {}),
  });
}

function meets(expected: Expected, status: number): boolean {
  switch (expected) {
    case 'unauthorized':
      return status === 401;
    case 'forbidden':
      return status === 403;
    case 'not-theirs':
      return status === 403 || status === 404;
    case 'allowed':
      return status !== 401 && status !== 403 && status < 500;
  }
}

describe('the route table', () => {
  it('lists every API route, each with its declared audience', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(40);
    const undeclared = t.app.routeTable.filter((route) => !route.audience);
    expect(undeclared).toEqual([]);
  });

  it('matches the reviewed file of audiences and owner rules (route-audiences.json)', () => {
    // Opening a route, or adding one, is a visible change to that file.
    expect(differencesFromReview(t.app.routeTable)).toEqual([]);
  });

  it('says what changed when a route is opened, added or loses its owner rule', () => {
    const changed = t.app.routeTable.map((route) => ({ ...route }));
    const adminRoute = changed.find((r) => routeKey(r) === 'GET /api/v1/users/:id')!;
    adminRoute.audience = 'authenticated';
    const owned = changed.find((r) => routeKey(r) === 'GET /api/v1/orders/brand/:brandId/paged')!;
    owned.owner = undefined;
    changed.push({ method: 'GET', url: '/api/v1/secrets', audience: 'public', owner: undefined });
    expect(differencesFromReview(changed)).toEqual([
      'GET /api/v1/users/:id: the app declares audience "authenticated", the reviewed file "ADMIN"',
      'GET /api/v1/orders/brand/:brandId/paged: the app declares owner none, the reviewed file {"param":"brandId","kind":"brand"}',
      'GET /api/v1/secrets is not in route-audiences.json: add it with its audience "public", and say what its ids name',
    ]);
  });

  it('has an operation in the OpenAPI document for every route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const missing = t.app.routeTable.filter((route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      return !doc.paths[path]?.[route.method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });
});

describe('the authorization matrix', () => {
  it('answers every route, for each of six callers, as the reviewed file says', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of t.app.routeTable) {
      for (const who of callers) {
        const expected = expectedFor(route, who);
        const answer = await call(route, who);
        calls++;
        if (!meets(expected, answer.statusCode)) {
          failures.push(
            `${route.method} ${pathOf(route)} as ${who.name}: expected ${expected}, got ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          );
        }
        // An error is always the envelope; never another caller's data.
        if (
          answer.statusCode >= 400 &&
          String(answer.headers['content-type'] ?? '').includes('json')
        ) {
          const body = answer.json() as Record<string, unknown>;
          if (body.success !== false || typeof body.errorCode !== 'string')
            failures.push(`${route.method} ${route.url} as ${who.name}: not the error envelope`);
        }
      }
    }
    expect(calls).toBe(t.app.routeTable.length * 6);
    expect(failures).toEqual([]);
  });

  it('checks ownership where a route names the caller’s account or brand', () => {
    // The matrix is only as strong as the routes' declarations: the routes that take another
    // person's account id must say so.
    const owned = t.app.routeTable
      .filter((route) => route.owner)
      .map((r) => `${r.method} ${r.url}`);
    expect(owned).toEqual(
      expect.arrayContaining([
        'PATCH /api/v1/users/update/:id',
        'PUT /api/v1/users/update/:id',
        'POST /api/v1/users/upload-profile-picture/:userId',
      ]),
    );
  });
});
