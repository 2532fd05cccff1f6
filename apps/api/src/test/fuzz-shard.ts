import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@souk/shared/constants';
import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import { brands } from '../db/schema/brands';
import { articleComments } from '../db/schema/support';
import type { RouteEntry } from '../plugins/contract';
import { seedCatalogue } from './catalogue-fixture';
import {
  describeLogged,
  problemWith,
  report,
  unexpectedStatus,
  type Failure,
} from './fuzz-answers';
import {
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
 * No answer may be a 5xx, and every error must leave in the envelope (fuzz-answers.ts). Routes
 * added later are fuzzed as soon as they are in the document; nothing here names a route.
 *
 * Issue 29: each operation is a test of its own, named `METHOD /path` (one with many variants, a
 * few), and the operations are shared out over FUZZ_SHARDS test files (fuzz-1.test.ts, ...),
 * which Vitest runs in parallel, each on its own app and database. Vitest collects a file's tests
 * before its hooks run, so a shard builds its app while its module loads (top-level await) to read
 * the operations.
 */

export const FUZZ_SHARDS = 4;

const MIN_VARIANTS_PER_OPERATION = 30;

export const operationName = (op: Operation) => `${op.method} ${op.path}`;

/**
 * The operations of each shard (index 0 holds shard 1's): the one with the most variants goes
 * first, each to the shard with the fewest variants so far, so that the shards take about as
 * long. Every shard computes the same split from the same document.
 */
export function shareOut(operations: Operation[], shards = FUZZ_SHARDS): Operation[][] {
  const weighed = operations
    .map((op) => ({ op, weight: variantsFor(op).length }))
    .sort((a, b) => b.weight - a.weight || operationName(a.op).localeCompare(operationName(b.op)));
  const loads = new Array<number>(shards).fill(0);
  const split = loads.map(() => new Set<Operation>());
  for (const { op, weight } of weighed) {
    const lightest = loads.indexOf(Math.min(...loads));
    split[lightest]!.add(op);
    loads[lightest]! += weight;
  }
  // each shard sends its operations in the document's order
  return split.map((ops) => operations.filter((op) => ops.has(op)));
}

type Caller = { role: Role; userId: number; brandId: number | null; authorization: string };

/**
 * The most variants one test sends (each goes once or twice): an operation with more is fuzzed in
 * several tests, so that no test runs for long on a busy machine.
 */
const VARIANTS_PER_TEST = 400;

type Part = { name: string; variants: Variant[]; last: boolean };

/** The tests of one operation: `METHOD /path`, or `METHOD /path (variants 1-303 of 1212)`, ... */
function partsOf(op: Operation): Part[] {
  const variants = variantsFor(op);
  const count = Math.ceil(variants.length / VARIANTS_PER_TEST);
  const size = Math.ceil(variants.length / count);
  return Array.from({ length: count }, (_, i) => {
    const part = variants.slice(i * size, (i + 1) * size);
    const range = `variants ${i * size + 1}-${i * size + part.length} of ${variants.length}`;
    return {
      name: count === 1 ? operationName(op) : `${operationName(op)} (${range})`,
      variants: part,
      last: i === count - 1,
    };
  });
}

/** Registers the tests of one shard (1 to FUZZ_SHARDS): call it with `await` from a test file. */
export async function fuzzShard(shard: number): Promise<void> {
  const jwtSecret = randomBytes(32).toString('hex');
  const t: TestApp = await buildTestApp({ JWT_SECRET: jwtSecret });
  let operations: Operation[];
  try {
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (document.statusCode !== 200) throw new Error(`GET /api/docs/json: ${document.statusCode}`);
    operations = readOperations(document.json() as OpenApiDocument);
  } catch (error) {
    await t.close();
    throw error;
  }
  const shards = shareOut(operations);
  const mine = shards[shard - 1] ?? [];

  let samplesTable: Record<string, () => unknown[]> = {};
  const tokens = new Map<string, string>();
  // what the app logs while it answers (its logger is silent): the cause of a failure
  const logged: unknown[][] = [];
  const callers = new Map<Role, Caller>();
  let accounts = 0;
  let sent = 0;
  let variantCount = 0;
  let started = 0;

  const routeEntry = (op: Operation): RouteEntry | undefined =>
    t.app.routeTable.find((r) => r.method === op.method && r.url === op.route);

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

  async function callerFor(role: Role): Promise<Caller> {
    let caller = callers.get(role);
    if (!caller) callers.set(role, (caller = await newCaller(role)));
    return caller;
  }

  const secretKey = new TextEncoder().encode(jwtSecret);
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
    if (kind.expired)
      jwt.setIssuedAt(Math.floor(Date.now() / 1000) - 7200).setExpirationTime('-1h');
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

  /**
   * Variants of one operation, anonymously and as its caller: the answers that broke the contract.
   * `rotations` counts the operation's new accounts over all its parts.
   */
  async function fuzz(op: Operation, part: Part, rotations: { count: number }): Promise<Failure[]> {
    const failures: Failure[] = [];
    const entry = routeEntry(op);
    const role = roleFor(entry);
    variantCount += part.variants.length;
    for (const variant of part.variants) {
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
        if (who === role && response.statusCode === 429 && rotations.count++ < 20)
          callers.delete(role);
        const problem = problemWith(op, response) ?? unexpectedStatus(variant, response.statusCode);
        if (problem) {
          failures.push({
            operation: operationName(op),
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
    if (part.last && op.method !== 'GET') callers.delete(role);
    return failures;
  }

  describe(`fuzz, shard ${shard} of ${FUZZ_SHARDS}: malformed requests from the OpenAPI document`, () => {
    beforeAll(async () => {
      started = Date.now();
      const fx = await seedCatalogue(t.db);
      const someone = await createAccount(t.db, { email: 'fuzz.someone@example.tn' });
      const [comment] = await t.db
        .insert(articleComments)
        .values({ articleId: ARTICLE_IDS[0], userId: someone.id, body: 'A comment to aim at.' })
        .returning();
      let emails = 0;
      const text = () => ['A perfectly ordinary message, long enough.'];
      // Valid values by parameter name, for the parts of a request that are not being fuzzed (a
      // value is used only where it fits the declared schema; anything else is made from the schema).
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
      const log = t.app.log as unknown as Record<string, (...args: unknown[]) => void>;
      for (const level of ['error', 'fatal', 'warn']) log[level] = (...args) => logged.push(args);
    });
    afterAll(async () => {
      console.log(
        `fuzz shard ${shard}: ${mine.length} operations, ${variantCount} variants, ` +
          `${sent} requests in ${Date.now() - started} ms`,
      );
      await t.close();
    });

    if (shard === 1) {
      it('documents every /api/v1 route, and gives each operation to exactly one shard', () => {
        const documented = new Set(operations.map((op) => `${op.method} ${op.route}`));
        const missing = t.app.routeTable
          .map((r) => `${r.method} ${r.url}`)
          .filter((route) => !documented.has(route));
        expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
        expect(operations.length).toBe(t.app.routeTable.length);

        const shared = shards.flat().map(operationName);
        expect(shards).toHaveLength(FUZZ_SHARDS);
        expect(new Set(shared).size, 'an operation in two shards').toBe(shared.length);
        expect(shared.sort()).toEqual(operations.map(operationName).sort());
        expect(shards.every((ops) => ops.length > 0)).toBe(true);
      });
    }

    it('gives each of its operations the full set of variants', () => {
      expect(mine.length).toBeGreaterThan(0);
      // The floors below only rise: a generator that silently drops values fails here.
      for (const op of mine) expectFullVariants(op);
    });

    for (const op of mine) {
      const rotations = { count: 0 };
      for (const part of partsOf(op)) {
        it(part.name, async () => {
          const failures = await fuzz(op, part, rotations);
          expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBe(
            undefined,
          );
          expect(failures.length, report(failures)).toBe(0);
        });
      }
    }
  });
}

/** The role of the caller that the route's audience admits (a customer where anyone may call). */
function roleFor(entry: RouteEntry | undefined): Role {
  if (entry?.owner?.kind === 'brand') return 'BRAND';
  const audience = entry?.audience;
  if (audience === undefined || audience === 'public' || audience === 'authenticated')
    return 'CUSTOMER';
  return typeof audience === 'string' ? audience : audience[0]!;
}

/** Every declared parameter and body property is fuzzed with all its values, none skipped. */
function expectFullVariants(op: Operation): void {
  const names = variantsFor(op).map((v) => v.name);
  const label = operationName(op);
  const count = (prefix: string) => names.filter((name) => name.startsWith(prefix)).length;
  expect(names.length, label).toBeGreaterThanOrEqual(MIN_VARIANTS_PER_OPERATION);
  expect(new Set(names).size, `${label}: variant names are unique`).toBe(names.length);
  for (const param of op.pathParams)
    expect(count(`path.${param.name}=`), label).toBeGreaterThanOrEqual(39);
  for (const param of op.queryParams)
    expect(count(`query.${param.name}=`), label).toBeGreaterThanOrEqual(39);
  if (!op.queryParams.length) expect(count('query.undeclared='), label).toBeGreaterThanOrEqual(39);
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
