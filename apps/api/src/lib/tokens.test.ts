import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAccount, type TestApp } from '../test/helper';
import { sessionTokens } from './tokens';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the app's own secret, with exactly the claims given. */
function forge(claims: Record<string, unknown>, sub?: string) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' });
  if (sub !== undefined) jwt.setSubject(sub);
  return jwt.sign(key);
}

let t: TestApp;
let accountId: number;
beforeAll(async () => {
  t = await buildTestApp({ JWT_SECRET: SECRET });
  accountId = (await createAccount(t.db, { email: 'claims@example.tn' })).id;
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/users/me',
    headers: { authorization: `Bearer ${token}` },
  });

describe('session tokens', () => {
  it('accept a token of ours with a numeric subject, iat and exp', async () => {
    const token = await forge({ role: 'CUSTOMER', iat: now(), exp: now() + 60 }, String(accountId));
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuse, with 401 and never 500, a subject that is not a positive account id', async () => {
    for (const sub of ['abc', '-1', '0', '1.5', '2147483648', '99999999999', '1e3', ' 1', '']) {
      const token = await forge({ role: 'CUSTOMER', iat: now(), exp: now() + 60 }, sub);
      const answer = await me(token);
      expect(answer.statusCode, sub).toBe(401);
      expect(answer.json().errorCode, sub).toBe('invalid_token');
    }
    const noSubject = await forge({ role: 'CUSTOMER', iat: now(), exp: now() + 60 });
    expect((await me(noSubject)).statusCode).toBe(401);
  });

  it('refuse a token without exp or iat, and one issued in the future', async () => {
    const sub = String(accountId);
    const withoutExp = await forge({ role: 'CUSTOMER', iat: now() }, sub);
    const withoutIat = await forge({ role: 'CUSTOMER', exp: now() + 60 }, sub);
    const future = await forge({ role: 'CUSTOMER', iat: now() + 3600, exp: now() + 7200 }, sub);
    for (const token of [withoutExp, withoutIat, future]) {
      expect((await me(token)).statusCode).toBe(401);
    }
  });

  it('are signed with sub, iat and exp by the app itself', async () => {
    const tokens = sessionTokens(SECRET);
    const token = await tokens.sign({ sub: '7', role: 'CUSTOMER', roles: ['CUSTOMER'] });
    expect(await tokens.verify(token)).toMatchObject({ sub: '7', issuedAt: expect.any(Number) });
  });
});

describe('Cache-Control', () => {
  it('is no-store on every signed-in answer and every write, and absent on anonymous public reads', async () => {
    const token = await forge({ role: 'CUSTOMER', iat: now(), exp: now() + 60 }, String(accountId));
    expect((await me(token)).headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/authenticate',
      payload: { email: 'claims@example.tn', password: 'Passw0rd!' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const publicRead = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(publicRead.headers['cache-control']).toBeUndefined();
    const signedInPublicRead = await t.app.inject({
      method: 'GET',
      url: '/api/v1/categories',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedInPublicRead.headers['cache-control']).toBe('no-store');
  });
});
