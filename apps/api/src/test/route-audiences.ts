import { readFileSync } from 'node:fs';
import type { Audience } from '../plugins/auth';
import type { OwnerParam, RouteEntry } from '../plugins/contract';

/**
 * The reviewed audience of every API route (route-audiences.json, issue 29). The file was
 * generated once from the route table and is edited by hand only on purpose: the route-table tests
 * take what each caller may get from it, not from the routes' own declarations, so that opening a
 * route by mistake fails them, and opening one on purpose shows as a change to the file in review.
 *
 * `records` says what each parameter of a signed-in route names (`path.id`, `body.orderId`,
 * `query.brandId`): one of the record kinds below, owned by a customer or a brand, which the owner
 * checks (owner-checks.test.ts) create for two owners and reach for as the other one; `self`, a
 * value that must be the caller's own (another is refused); `filter`, a value a non-admin caller
 * cannot widen (the route answers only the caller's own records whatever it names); or
 * `catalogue`, a public record anyone may name.
 */

export const OWNED_KINDS = [
  'account',
  'brand',
  'product',
  'order',
  'orderItem',
  'review',
  'brandReview',
  'comment',
  'cartItem',
  'payment',
  'alert',
  'priceAlert',
  'ticket',
  'return',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];
export type RecordKind = OwnedKind | 'self' | 'filter' | 'catalogue';
const KINDS: readonly string[] = [...OWNED_KINDS, 'self', 'filter', 'catalogue'];

export type ReviewedRoute = {
  audience: Audience;
  owner?: OwnerParam;
  records?: Record<string, RecordKind>;
};

/** Every route, keyed `METHOD /api/v1/url`, as reviewed. */
export const reviewedRoutes: Record<string, ReviewedRoute> = JSON.parse(
  readFileSync(new URL('./route-audiences.json', import.meta.url), 'utf8'),
);

export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) =>
  `${route.method} ${route.url}`;

const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
const same = (a: unknown, b: unknown) => show(a) === show(b);

/**
 * How the app's route table differs from the reviewed file, one sentence a difference: a route
 * missing from the file, one the app no longer has, an audience or an owner rule changed, a record
 * kind the file does not know.
 */
export function differencesFromReview(table: RouteEntry[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of table) {
    const key = routeKey(route);
    seen.add(key);
    const reviewed = reviewedRoutes[key];
    if (!reviewed) {
      problems.push(
        `${key} is not in route-audiences.json: add it with its audience ${show(route.audience)}` +
          `${route.owner ? ` and owner ${show(route.owner)}` : ''}, and say what its ids name`,
      );
      continue;
    }
    if (!same(route.audience, reviewed.audience))
      problems.push(
        `${key}: the app declares audience ${show(route.audience)}, the reviewed file ${show(reviewed.audience)}`,
      );
    if (!same(route.owner, reviewed.owner))
      problems.push(
        `${key}: the app declares owner ${show(route.owner)}, the reviewed file ${show(reviewed.owner)}`,
      );
    for (const [param, kind] of Object.entries(reviewed.records ?? {}))
      if (!KINDS.includes(kind)) problems.push(`${key}: ${param} names an unknown kind "${kind}"`);
  }
  for (const key of Object.keys(reviewedRoutes))
    if (!seen.has(key)) problems.push(`${key} is in route-audiences.json but not in the app`);
  return problems;
}
