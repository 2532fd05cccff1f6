import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { buildTestApp, createAccount, type TestApp } from '../test/helper';
import { CATALOGUE_STATEMENT_TIMEOUT_MS, queryRows } from '../db/client';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$bm90LWEtcmVhbC1oYXNo';

/** A server whose logs are kept, with one route that fails the way a real query fails. */
async function serverWithLogs(fail: () => Promise<unknown>) {
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  });
  await app.register(errorsPlugin);
  app.get('/boom', async () => fail());
  await app.ready();
  return { app, logs: () => lines.join('') };
}

describe('errors plugin', () => {
  it('answers a failed database query with a bare 500 and keeps its parameters out of the logs', async () => {
    await createAccount(t.db, { email: 'taken@example.tn' });
    // A real failing insert on the test database: drizzle puts every parameter in its error.
    const { app, logs } = await serverWithLogs(() =>
      t.db.insert(users).values({ email: 'taken@example.tn', passwordHash: SECRET_HASH }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errorCode: 'internal_error',
    });
    expect(response.body).not.toContain('argon2');
    const logged = logs();
    expect(logged).toContain('request failed');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('users_email_key');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('taken@example.tn');
    await app.close();
  });

  it('still logs other failures in full', async () => {
    const { app, logs } = await serverWithLogs(async () => {
      throw new Error('disk on fire');
    });
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    expect(logs()).toContain('disk on fire');
    await app.close();
  });
});

describe("Fastify's own refusals", () => {
  const envelope = (errorCode: string) => ({
    success: false,
    message: expect.any(String),
    errorCode,
  });

  it('answer a bad URL encoding with 400 bad_request and a path parameter past its length with 414', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/v1/products/%c0' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual(envelope('bad_request'));
    const longParam = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${'1'.repeat(200)}`,
    });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual(envelope('uri_too_long'));
  });

  it('answer a statement timeout with 503 service_unavailable and Retry-After', async () => {
    const { app } = await serverWithLogs(async () => {
      const cause = Object.assign(new Error('canceling statement due to statement timeout'), {
        code: '57014',
      });
      throw new DrizzleQueryError('select 1', [], cause);
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(envelope('service_unavailable'));
    await app.close();
  });

  it('answer over a real socket: headers past the limit 431, an unparsable request 400, in the envelope', async () => {
    const app = Fastify({ frameworkErrors, clientErrorHandler });
    app.get('/', async () => 'ok');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += String(chunk)));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    try {
      const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(huge.split('\r\n\r\n')[1]!)).toEqual(envelope('headers_too_large'));
      const garbage = await raw('NOT A REQUEST\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toEqual(envelope('bad_request'));
    } finally {
      await app.close();
    }
  });
});

describe('the catalogue connection', () => {
  it('cuts catalogue statements off on PostgreSQL, and is the one connection on PGlite', async () => {
    if (t.database.kind === 'postgres') {
      const rows = await queryRows<{ statement_timeout: string }>(
        t.database.catalogue,
        sql`show statement_timeout`,
      );
      expect(rows[0]!.statement_timeout).toBe(`${CATALOGUE_STATEMENT_TIMEOUT_MS / 1000}s`);
    } else {
      expect(t.database.catalogue).toBe(t.database.db);
    }
  });
});
