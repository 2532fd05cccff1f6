import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@souk/shared/constants';
import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import { products } from '../db/schema/catalogue';
import { orderItems } from '../db/schema/commerce';
import type { Audience } from '../plugins/auth';
import { buildTestApp, multipartBody, type TestApp } from './helper';
import { DELIVERY_ADDRESS, type Headers } from './order-fixture';
import {
  fixtures,
  makeSide,
  newProduct,
  OWNER_ROLES,
  type OrderOptions,
  type Side,
} from './owner-fixtures';
import {
  OWNED_KINDS,
  reviewedRoutes,
  type OwnedKind,
  type RecordKind,
  type ReviewedRoute,
} from './route-audiences';

/**
 * Issue 29, generated owner checks: every signed-in route whose parameters name someone's record
 * (route-audiences.json `records`) is called on records made for two owners, side Alpha and side
 * Bravo. Bravo reaches for each of Alpha's records in turn, the rest of the request its own, and
 * is refused (403 or 404) with nothing of Alpha's in the answer; then Alpha, on its own records,
 * succeeds. A route that names a record kind without a fixture, or a parameter the reviewed file
 * does not classify, fails here: a new route is covered the day it is added.
 */

let t: TestApp;
let alpha: Side;
let bravo: Side;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  alpha = await makeSide(t, 'Alpha');
  bravo = await makeSide(t, 'Bravo');
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

/** The values of a request's parameters, by `path.x`, `body.x` or `query.x`. */
type Values = Record<string, number | string>;

/** What the owner sends besides the record parameters, and what must hold before. */
type Request = {
  body?: Record<string, unknown>;
  /** more of the body, read from the records the request names */
  bodyFor?: (values: Values) => Promise<Record<string, unknown>>;
  /** a multipart form (an upload) instead of a JSON body */
  files?: string[];
  /** how the order fixture makes the order this route acts on */
  order?: OrderOptions;
  /** brings the owner's records to where the call makes sense (a reply to remove, say) */
  prepare?: (side: Side, values: Values) => Promise<void>;
};

const payLines = (productId: number) => ({
  items: [{ productId, quantity: 1 }],
  shippingAddress: DELIVERY_ADDRESS,
  paymentMethod: 'ON_DELIVERY',
});

/**
 * The owner's own call of each route that acts on records, where it needs more than its
 * parameters: a write's body, an upload, an order in the right state. A route missing here is
 * called with no body: the owner's call then has to succeed as it is.
 */
const REQUESTS: Record<string, (role: Role, side: Side) => Request | Promise<Request>> = {
  'PATCH /api/v1/users/update/:id': () => ({ body: { lastname: 'Renamed' } }),
  'PUT /api/v1/users/update/:id': () => ({ body: { lastname: 'Renamed' } }),
  'POST /api/v1/users/upload-profile-picture/:userId': () => ({ files: ['file'] }),
  'PUT /api/v1/reviews/:id': () => ({ body: { rating: 5, comment: 'Even better.' } }),
  'PUT /api/v1/reviews/:id/reply': () => ({ body: { reply: 'Thank you.' } }),
  'DELETE /api/v1/reviews/:id/reply': () => ({
    prepare: async (side, values) => {
      const replied = await call(
        side.brandLogin.headers,
        'PUT',
        `/reviews/${values['path.id']}/reply`,
        {
          reply: 'Thank you.',
        },
      );
      expect(replied.statusCode, replied.body).toBe(200);
    },
  }),
  'PUT /api/v1/cart/items/:id': () => ({ body: { quantity: 2 } }),
  'POST /api/v1/orders': async (_role, side) => ({ body: payLines(await newProduct(t, side)) }),
  'PATCH /api/v1/orders/:id/status': (role) => ({
    body: { status: role === 'CUSTOMER' ? 'CANCELLED' : 'SHIPPED' },
  }),
  'POST /api/v1/orders/konnect/init-payment': () => ({ order: { paymentMethod: 'ONLINE' } }),
  // a receipt once paid, an invoice once delivered (decision 028)
  'GET /api/v1/orders/:id/invoice': () => ({ order: { delivered: true } }),
  'GET /api/v1/orders/:id/receipt': () => ({ order: { delivered: true } }),
  'PATCH /api/v1/orders/brand/:brandId/items/:itemId/status': () => ({
    body: { status: 'ACCEPTED' },
  }),
  'PATCH /api/v1/orders/brand/:brandId/order/:orderId/status': () => ({
    body: { status: 'SHIPPED' },
  }),
  'POST /api/v1/orders/brand/:brandId/order/:orderId/refunds': () => ({
    body: { amount: 1 },
    order: { delivered: true },
  }),
  'POST /api/v1/orders/brand/:brandId/order/:orderId/messages': () => ({
    body: { subject: 'Your order', body: 'It leaves today.' },
  }),
  'POST /api/v1/orders/:id/returns': () => ({
    order: { delivered: true },
    bodyFor: async (values) => ({
      items: [{ orderItemId: await firstItemOf(values['path.id']), quantity: 1 }],
      reason: 'damaged',
    }),
  }),
  'PATCH /api/v1/returns/:id': () => ({ body: { action: 'accept' } }),
  'PUT /api/v1/brands/:brandId/bank-details': () => ({
    body: { rib: '10006035183598478831', taxId: '1234567A/B/M/000' },
  }),
  'PUT /api/v1/price-alerts/:id': () => ({ body: { targetPrice: 30 } }),
  'PUT /api/v1/products/:id': () => ({ body: { price: 45 } }),
  'POST /api/v1/products/:id/images': () => ({ files: ['images'] }),
  'DELETE /api/v1/products/:id/images': () => ({
    bodyFor: async (values) => ({ url: (await imagesOf(values['path.id']))[1] }),
  }),
  'PUT /api/v1/products/:id/images/order': () => ({
    bodyFor: async (values) => {
      const [main, more] = await imagesOf(values['path.id']);
      return { imageUrl: more, additionalImages: [main] };
    },
  }),
  'PATCH /api/v1/support/tickets/:id/status': () => ({ body: { status: 'CLOSED' } }),
  'POST /api/v1/support/tickets/:id/messages': () => ({ body: { message: 'Any news?' } }),
};

/** The first item of an order. */
async function firstItemOf(orderId: number | string | undefined): Promise<number> {
  const [row] = await t.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, Number(orderId)));
  return row!.id;
}

/** A product's main image, then the others. */
async function imagesOf(productId: number | string | undefined): Promise<string[]> {
  const [row] = await t.db
    .select({ main: products.imageUrl, more: products.additionalImages })
    .from(products)
    .where(eq(products.id, Number(productId)));
  return [row!.main!, ...row!.more];
}

/** Routes a signed-in caller may call on records of their own. */
function checkedRoutes(): Array<[string, ReviewedRoute]> {
  return Object.entries(reviewedRoutes).filter(
    ([, route]) =>
      isSignedInNonAdmin(route.audience) &&
      Object.values(route.records ?? {}).some((kind) => kind !== 'catalogue'),
  );
}

function rolesOf(audience: Audience): Role[] {
  if (audience === 'public') return [];
  if (audience === 'authenticated') return ['CUSTOMER', 'BRAND', 'ADMIN'];
  return typeof audience === 'string' ? [audience] : [...audience];
}
const isSignedInNonAdmin = (audience: Audience) =>
  rolesOf(audience).some((role) => role !== 'ADMIN');

const isOwned = (kind: RecordKind): kind is OwnedKind =>
  (OWNED_KINDS as readonly string[]).includes(kind);

/** The roles whose two members the route is tried between: callers who may own every record. */
function ownerRoles(route: ReviewedRoute): Role[] {
  const kinds = Object.values(route.records ?? {}).filter(isOwned);
  return rolesOf(route.audience).filter(
    (role) => role !== 'ADMIN' && kinds.every((kind) => OWNER_ROLES[kind].includes(role)),
  );
}

const headersOf = (side: Side, role: Role) =>
  role === 'BRAND' ? side.brandLogin.headers : side.customer.headers;

function call(
  headers: Headers,
  method: string,
  url: string,
  body?: Record<string, unknown>,
  files?: string[],
): Promise<LightMyRequestResponse> {
  const form = files
    ? multipartBody(files.map((name) => ({ name, file: png, filename: 'picture.png' })))
    : undefined;
  return t.app.inject({
    method: method as 'GET',
    url: url.startsWith('/api/') ? url : `/api/v1${url}`,
    headers: form ? { ...headers, 'content-type': form.contentType } : headers,
    ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
  });
}

/** A value for each parameter of the route, made for this side. */
async function valuesFor(
  route: ReviewedRoute,
  side: Side,
  role: Role,
  request: Request,
): Promise<Values> {
  const values: Values = {};
  for (const [param, kind] of Object.entries(route.records ?? {})) {
    if (isOwned(kind)) values[param] = await fixtures[kind](t, side, role, request.order ?? {});
    else if (kind === 'catalogue')
      values[param] = param.endsWith('articleId') ? ARTICLE_IDS[0] : await newProduct(t, side);
    else values[param] = await ownValue(param, side, role);
  }
  return values;
}

/** What a `self` or `filter` parameter names of the side's own: its account, brand or product. */
async function ownValue(param: string, side: Side, role: Role): Promise<number> {
  const name = param.split('.')[1]!;
  if (name === 'brandId') return side.brandId;
  if (name === 'id' || name === 'customerId' || name === 'userId')
    return role === 'BRAND' ? side.brandLogin.id : side.customer.id;
  throw new Error(`no own value for ${param}`);
}

/**
 * The request of the route with these values in its path, query and body. A public record named
 * in the body or the query (a category, the review's product) is left out: it is no one's.
 */
async function requestOf(key: string, values: Values, request: Request, route: ReviewedRoute) {
  const [method, template] = key.split(' ') as [string, string];
  let url = template.replace(/:(\w+)/g, (_m, name: string) => String(values[`path.${name}`]));
  const sent = Object.entries(values).filter(
    ([param]) => param.startsWith('path.') || route.records?.[param] !== 'catalogue',
  );
  const query = sent.filter(([param]) => param.startsWith('query.'));
  if (query.length)
    url += `?${query.map(([param, value]) => `${param.slice(6)}=${value}`).join('&')}`;
  const more = await request.bodyFor?.(values);
  const body =
    request.body || more || sent.some(([param]) => param.startsWith('body.'))
      ? { ...request.body, ...more }
      : undefined;
  for (const [param, value] of sent) if (param.startsWith('body.')) body![param.slice(5)] = value;
  return { method, url, body };
}

describe('the reviewed file classifies what every signed-in route names', () => {
  it('says what each path id, body id and query id of a non-admin signed-in route names', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const unclassified: string[] = [];
    for (const [key, route] of Object.entries(reviewedRoutes)) {
      if (!isSignedInNonAdmin(route.audience)) continue;
      const [method, url] = key.split(' ') as [string, string];
      const operation = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      for (const param of idParameters(url, operation))
        if (!route.records?.[param]) unclassified.push(`${key}: ${param}`);
      if (route.owner && !isOwned(route.records?.[`path.${route.owner.param}`] ?? 'catalogue'))
        unclassified.push(`${key}: its owner parameter names no owned record`);
    }
    expect(unclassified, 'add them to the records of route-audiences.json').toEqual([]);
  });

  it('has a fixture for every kind of record, and tries every route that names one', () => {
    expect(Object.keys(fixtures).sort()).toEqual([...OWNED_KINDS].sort());
    const untried = checkedRoutes().filter(([, route]) => ownerRoles(route).length === 0);
    expect(untried.map(([key]) => key)).toEqual([]);
    // the REQUESTS table names only routes that exist and are tried
    const tried = new Set(checkedRoutes().map(([key]) => key));
    expect(Object.keys(REQUESTS).filter((key) => !tried.has(key))).toEqual([]);
  });
});

type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: OpenApiSchema }> };
};
type OpenApiSchema = {
  type?: string;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
};

/** An id made of numbers (or a list of them), not a text that happens to end in "Id". */
const namesNumber = (schema: OpenApiSchema): boolean =>
  schema.type === 'integer' ||
  schema.type === 'number' ||
  (schema.items !== undefined && namesNumber(schema.items)) ||
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(namesNumber);

/** Every path parameter, and every query or body field that names a record by its id. */
function idParameters(url: string, operation: OpenApiOperation | undefined): string[] {
  const isId = (name: string) => /^(id|\w+Ids?)$/.test(name);
  const found = [...url.matchAll(/:(\w+)/g)].map((m) => `path.${m[1]}`);
  for (const parameter of operation?.parameters ?? [])
    if (parameter.in === 'query' && isId(parameter.name)) found.push(`query.${parameter.name}`);
  const schema = operation?.requestBody?.content['application/json']?.schema;
  const branches = schema ? [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] : [];
  for (const branch of branches)
    for (const [name, property] of Object.entries(branch.properties ?? {}))
      if (isId(name) && namesNumber(property) && !found.includes(`body.${name}`))
        found.push(`body.${name}`);
  return found;
}

const cases = checkedRoutes().flatMap(([key, route]) =>
  ownerRoles(route).map((role) => ({ key, route, role })),
);

describe('owner checks, generated from the reviewed file', () => {
  for (const { key, route, role } of cases)
    it(`${key}, between two owners of role ${role}`, async () => {
      const request = (await REQUESTS[key]?.(role, alpha)) ?? {};
      const otherRequest = (await REQUESTS[key]?.(role, bravo)) ?? {};
      const own = await valuesFor(route, alpha, role, request);
      const other = await valuesFor(route, bravo, role, otherRequest);
      await request.prepare?.(alpha, own);

      // Bravo reaches for each of Alpha's records in turn, the rest of the request its own.
      for (const [param, kind] of Object.entries(route.records ?? {})) {
        if (kind === 'catalogue') continue;
        const mixed = { ...other, [param]: own[param]! };
        const { method, url, body } = await requestOf(key, mixed, otherRequest, route);
        const answer = await call(headersOf(bravo, role), method, url, body, otherRequest.files);
        const where = `${key} as ${role} Bravo with Alpha's ${param}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        if (kind === 'filter') expect(answer.statusCode, where).toBeLessThan(300);
        else if (kind === 'self') expect([400, 403, 404], where).toContain(answer.statusCode);
        else expect([403, 404], where).toContain(answer.statusCode);
        expect(answer.body, where).not.toContain('Alpha');
      }

      // Alpha, on its own records, gets what it asked for.
      const { method, url, body } = await requestOf(key, own, request, route);
      const answer = await call(headersOf(alpha, role), method, url, body, request.files);
      expect(
        answer.statusCode,
        `${key} as ${role} Alpha: ${answer.body.slice(0, 300)}`,
      ).toBeLessThan(300);
    });
});
