import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts';
import { buildTestApp, createAccount, type TestApp } from '../test/helper';
import errorsPlugin from './errors';

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
