import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@souk/shared/constants';
import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import { brands } from '../db/schema/brands';
import { articleComments } from '../db/schema/support';
import type { RouteEntry } from '../plugins/contract';
import { seedCatalogue } from './catalogue-fixture';
import {
  declaresContent,
  FORGED_TOKENS,
  readOperations,
  sampleObject,
  sampleValue,
  variantsFor,
  type ForgedToken,
  type OpenApiDocument,
  type Operation,
  type Samples,
  type Variant,
} from './fuzz-variants';
import { buildTestApp, createAccount, login, TEST_PASSWORD, type TestApp } from './helper';

/**
 * Issue 8: every operation of the OpenAPI document gets malformed requests generated from its
 * own declaration (fuzz-variants.ts), sent anonymously and as a caller its audience admits.
 * No answer may be a 5xx, and every error must leave in the envelope. Routes added later are
 * fuzzed as soon as they are in the document; nothing here names a route.
 */

const MIN_VARIANTS_PER_OPERATION = 30;
const JWT_SECRET = randomBytes(32).toString('hex');

let t: TestApp;
let operations: Operation[];
let samplesTable: Record<string, () => unknown[]>;
const tokens = new Map<string, string>();

type Caller = { role: Role; userId: number; brandId: number | null; authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ JWT_SECRET });
  const fx = await seedCatalogue(t.db);
  const someone = await createAccount(t.db, { email: 'fuzz.someone@example.tn' });
  const [comment] = await t.db
    .insert(articleComments)
    .values({ articleId: ARTICLE_IDS[0], userId: someone.id, body: 'A comment to aim at.' })
    .returning();
  let emails = 0;
  const text = () => ['A perfectly ordinary message, long enough.'];
  // Valid values by parameter name, for the parts of a request that are not being fuzzed (a value
  // is used only where it fits the declared schema; anything else is made from the schema).
  samplesTable = {
    id: () => [fx.id('Linen Summer Shirt')],
    productid: () => [fx.id('Linen Summer Shirt')],
    brandid: () => [fx.brands.medina.id],
    brand: () => [fx.brands.medina.id],
    categoryid: () => [fx.categories.clothing.id],
    category: () => [fx.categories.clothing.id, 'Clothing'],
    tagid: () => [fx.tags.summer.id],
    tag: () => ['summer'],
    userid: () => [someone.id],
    commentid: () => [comment!.id],
    articleid: () => [ARTICLE_IDS[0]],
    email: () => [`fuzz.${++emails}@example.tn`],
    password: () => [TEST_PASSWORD],
    newpassword: () => [TEST_PASSWORD],
    oldpassword: () => [TEST_PASSWORD],
    firstname: () => ['Amira'],
    lastname: () => ['Ben Salah'],
    phone: () => ['+216 20 123 456', '20123456'],
    phonenumber: () => ['+216 20 123 456', '20123456'],
    code: () => ['123456'],
    token: () => ['fuzz-token-0123456789'],
    message: text,
    body: text,
    comment: text,
    description: text,
    zipcode: () => ['1000'],
    search: () => ['shirt'],
    query: () => ['shirt'],
  };

  for (const [, kind] of FORGED_TOKENS) tokens.set(JSON.stringify(kind), await forge(kind));

  const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(document.statusCode).toBe(200);
  operations = readOperations(document.json() as OpenApiDocument);
});
afterAll(() => t?.close());

const routeEntry = (op: Operation): RouteEntry | undefined =>
  t.app.routeTable.find((r) => r.method === op.method && r.url === op.route);

/** The role of the caller that the route's audience admits (a customer where anyone may call). */
function roleFor(entry: RouteEntry | undefined): Role {
  if (entry?.owner?.kind === 'brand') return 'BRAND';
  const audience = entry?.audience;
  if (audience === undefined || audience === 'public' || audience === 'authenticated')
    return 'CUSTOMER';
  return typeof audience === 'string' ? audience : audience[0]!;
}

let accounts = 0;
/** A fresh account of the role, logged in through the API. */
async function newCaller(role: Role): Promise<Caller> {
  const n = ++accounts;
  const email = `fuzz.${role.toLowerCase()}.${n}@example.tn`;
  if (role === 'BRAND') {
    const [brand] = await t.db
      .insert(brands)
      .values({ name: `Fuzz Brand ${n}` })
      .returning();
    const user = await createAccount(t.db, { email, role, brandId: brand!.id });
    const { authorization } = await login(t.app, email, undefined, '/api/v1/brands/authenticate');
    return { role, userId: user.id, brandId: brand!.id, authorization };
  }
  const user = await createAccount(t.db, { email, role });
  const { authorization } = await login(t.app, email);
  return { role, userId: user.id, brandId: null, authorization };
}

const secretKey = new TextEncoder().encode(JWT_SECRET);
async function forge(kind: ForgedToken): Promise<string> {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  if ('unsigned' in kind) {
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '1', role: 'ADMIN' })}.`;
  }
  const role = ('role' in kind && kind.role) || 'ADMIN';
  const claims = { role, roles: [role] };
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
  if ('wrongKey' in kind) {
    return jwt.setSubject('1').setIssuedAt().setExpirationTime('1h').sign(randomBytes(32));
  }
  jwt.setSubject(kind.sub);
  if (kind.expired) jwt.setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime('-1h');
  else jwt.setIssuedAt().setExpirationTime('1h');
  return jwt.sign(secretKey);
}

/** Valid values for one operation, as `caller` would send them (their own id where it is owned). */
function samplesFor(op: Operation, caller: Caller): Samples {
  const owner = routeEntry(op)?.owner;
  const candidates = (name: string): unknown[] => {
    if (owner?.param === name) return [owner.kind === 'brand' ? caller.brandId : caller.userId];
    return samplesTable[name.toLowerCase()]?.() ?? [];
  };
  return {
    value: (name, schema) => sampleValue(schema, candidates(name)),
    body: (schema) => sampleObject(schema, candidates),
    token: (kind) => tokens.get(JSON.stringify(kind))!,
  };
}

type Failure = {
  operation: string;
  variant: string;
  caller: string;
  url: string;
  status: number;
  problem: string;
  body: string;
  cause?: string;
};

/** What is wrong with an answer, if anything. */
function problemWith(op: Operation, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return 'server error';
  if (status < 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && declaresContent(op, status, 'text/html')) return undefined;
  if (!type.startsWith('application/json')) return `not JSON (content-type "${type}")`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'body is not valid JSON';
  }
  const envelope = body as Record<string, unknown> | null;
  const ok =
    typeof envelope === 'object' &&
    envelope !== null &&
    !Array.isArray(envelope) &&
    envelope.success === false &&
    typeof envelope.message === 'string' &&
    envelope.message.length > 0 &&
    typeof envelope.errorCode === 'string' &&
    envelope.errorCode.length > 0 &&
    (envelope.errors === undefined ||
      (typeof envelope.errors === 'object' &&
        envelope.errors !== null &&
        !Array.isArray(envelope.errors) &&
        Object.values(envelope.errors).every((v) => typeof v === 'string'))) &&
    Object.keys(envelope).every((key) =>
      ['success', 'message', 'errorCode', 'errors'].includes(key),
    );
  return ok ? undefined : 'not the error envelope';
}

/** A variant whose status the contract fixes (a refusal of the caller may come first). */
function unexpectedStatus(variant: Variant, status: number): string | undefined {
  if (!variant.expectStatus || status === variant.expectStatus) return undefined;
  if (status === 401 || status === 403) return undefined;
  return `expected ${variant.expectStatus}`;
}

/** The first error the app logged while answering (the logger is silent; its calls are kept). */
function describeLogged(logged: unknown[][]): string | undefined {
  const first = logged[0];
  if (!first) return undefined;
  const [object, message] = first;
  const err = (object as { err?: unknown } | undefined)?.err ?? object;
  if (err instanceof Error) return `${err.name}: ${err.message}`.slice(0, 300);
  const record = err as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
  if (record?.cause?.message)
    return `${record.message}: ${String(record.cause.message)} (${String(record.cause.code)})`;
  return `${String(record?.message ?? message ?? JSON.stringify(object))}`.slice(0, 300);
}

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function report(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.status} ${failure.problem}: ${failure.cause ?? shorten(failure.body, 160)}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const lines = [`${failures.length} answers broke the contract:`];
  for (const [key, list] of groups) {
    lines.push('', `== ${key} (${list.length})`);
    for (const f of list)
      lines.push(`  ${f.operation}  [${f.variant}] as ${f.caller}  → ${shorten(f.url, 120)}`);
  }
  return lines.join('\n');
}

describe('fuzz: malformed requests from the OpenAPI document', () => {
  it('documents every /api/v1 route and gives each operation its full set of variants', () => {
    const documented = new Set(operations.map((op) => `${op.method} ${op.route}`));
    const missing = t.app.routeTable
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !documented.has(route));
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
    expect(operations.length).toBe(t.app.routeTable.length);

    // The floors below only rise: a generator that silently drops values fails here.
    for (const op of operations) {
      const names = variantsFor(op).map((v) => v.name);
      const label = `${op.method} ${op.path}`;
      const count = (prefix: string) => names.filter((name) => name.startsWith(prefix)).length;
      expect(names.length, label).toBeGreaterThanOrEqual(MIN_VARIANTS_PER_OPERATION);
      expect(new Set(names).size, `${label}: variant names are unique`).toBe(names.length);
      // every declared parameter and body property is fuzzed, none skipped
      for (const param of op.pathParams)
        expect(count(`path.${param.name}=`), label).toBeGreaterThanOrEqual(39);
      for (const param of op.queryParams)
        expect(count(`query.${param.name}=`), label).toBeGreaterThanOrEqual(39);
      if (!op.queryParams.length)
        expect(count('query.undeclared='), label).toBeGreaterThanOrEqual(39);
      const schema = op.body?.schema;
      const branches = schema ? (schema.anyOf ?? schema.oneOf ?? [schema]) : [];
      branches.forEach((branch, i) => {
        const prefix = branches.length > 1 ? `body[${i}]` : 'body';
        for (const property of Object.keys(branch.properties ?? {}))
          expect(count(`${prefix}.${property}=`), label).toBeGreaterThanOrEqual(40);
      });
      if (op.method !== 'GET') expect(count('body:'), label).toBeGreaterThanOrEqual(31);
      expect(count('header:'), label).toBeGreaterThanOrEqual(22);
      expect(count('url:') + count('query:'), label).toBeGreaterThanOrEqual(19);
      if (op.method !== 'GET' && op.method !== 'DELETE')
        expect(count('multipart:'), label).toBeGreaterThanOrEqual(22);
    }
  });

  it(
    'answers every malformed request below 500, with errors in the envelope',
    { timeout: 300_000 },
    async () => {
      const failures: Failure[] = [];
      const logged: unknown[][] = [];
      const log = t.app.log as unknown as Record<string, (...args: unknown[]) => void>;
      for (const level of ['error', 'fatal', 'warn']) log[level] = (...args) => logged.push(args);

      const callers = new Map<Role, Caller>();
      const callerFor = async (role: Role) => {
        let caller = callers.get(role);
        if (!caller) callers.set(role, (caller = await newCaller(role)));
        return caller;
      };
      let sent = 0;
      const counts: number[] = [];
      const started = Date.now();

      for (const op of operations) {
        const entry = routeEntry(op);
        const role = roleFor(entry);
        const variants = variantsFor(op);
        counts.push(variants.length);
        let rotations = 0;
        for (const variant of variants) {
          // Anonymous, and as a caller the audience admits (so that a signed-in route's validation
          // and service are reached). On a public route the anonymous caller is admitted already:
          // the values of its parameters go once, the malformed requests as a whole go both ways.
          const senders: Array<Role | 'anonymous' | 'own token'> = variant.ownAuthorization
            ? ['own token']
            : entry?.audience === 'public' && variant.kind === 'value'
              ? ['anonymous']
              : ['anonymous', role];
          for (const who of senders) {
            const caller = await callerFor(role);
            const options: InjectOptions = variant.build(samplesFor(op, caller));
            if (who === role)
              options.headers = { ...options.headers, authorization: caller.authorization };
            // a new address for every request: the per-IP limiters must not hide the route
            sent++;
            options.remoteAddress = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
            logged.length = 0;
            const response = await t.app.inject(options);
            // a limit per account (comments, ...): the next request comes from a new account
            if (who === role && response.statusCode === 429 && rotations++ < 20)
              callers.delete(role);
            const problem =
              problemWith(op, response) ?? unexpectedStatus(variant, response.statusCode);
            if (problem) {
              failures.push({
                operation: `${op.method} ${op.path}`,
                variant: variant.name,
                caller: who,
                url: options.url as string,
                status: response.statusCode,
                problem,
                body: response.body,
                cause: describeLogged(logged),
              });
            }
          }
        }
        // A write as the caller may have changed their account: the next operation gets a new one.
        if (op.method !== 'GET') callers.delete(role);
      }
      console.log(
        `fuzz: ${operations.length} operations, ${counts.reduce((a, b) => a + b, 0)} variants ` +
          `(${Math.min(...counts)} to ${Math.max(...counts)} per operation), ${sent} requests ` +
          `in ${Date.now() - started} ms`,
      );

      expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBe(
        undefined,
      );
      expect(failures.length, report(failures)).toBe(0);
    },
  );
});
