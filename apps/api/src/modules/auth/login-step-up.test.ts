import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { emailVerificationTokens, loginCodes, users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { hashSecret, randomToken } from '../../lib/tokens';
import { buildTestApp, createAccount, TEST_PASSWORD, type TestApp } from '../../test/helper';

/**
 * Issue 29, item 4 (decision 021): strangers' failures from many addresses must not lock the
 * owner out. Past the account's ceiling, a correct password logs in with a one-time code mailed
 * to the account; a wrong one learns nothing more.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Door = '/auth/authenticate' | '/brands/authenticate';

const login = (door: Door, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${door}`, payload, remoteAddress });

/** The attack of the issue: 100 wrong passwords on one account from 11 addresses, in minutes. */
async function distributedAttack(door: Door, email: string, network: number) {
  for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
    const guess = await login(
      door,
      { email, password: 'Wrong-guess1' },
      `10.${network}.${i % 11}.1`,
    );
    expect(guess.statusCode).toBe(401);
  }
}

const mailsTo = (email: string) => t.mail.filter((mail) => mail.to === email);

/** The code of the last login-code mail to an address. */
function loginCodeMailedTo(email: string): string {
  const mail = mailsTo(email).findLast((m) => m.subject === 'Your Souk login code');
  if (!mail) throw new Error(`no login code mailed to ${email}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a login after a distributed attack on the account (issue 29)', () => {
  it('does not refuse the correct password from a new address: it mails a code, and the code logs in', async () => {
    await createAccount(t.db, { email: 'admin@souk.tn', role: 'ADMIN' });
    await distributedAttack('/auth/authenticate', 'admin@souk.tn', 50);
    const mailed = mailsTo('admin@souk.tn').length;

    const owner = '10.59.0.1';
    const first = await login(
      '/auth/authenticate',
      { email: 'admin@souk.tn', password: TEST_PASSWORD },
      owner,
    );
    expect(first.statusCode).not.toBe(429);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ success: false, errorCode: 'login_code_required' });
    expect(first.json().message).toMatch(/emailed you a 6-digit code/);
    expect(first.json().token).toBeUndefined();
    expect(mailsTo('admin@souk.tn').length).toBe(mailed + 1);
    const mail = mailsTo('admin@souk.tn').at(-1)!;
    expect(mail.subject).toBe('Your Souk login code');
    expect(mail.text).toContain(`valid for ${LIMITS.otpValidityMinutes} minutes`);
    const code = loginCodeMailedTo('admin@souk.tn');

    const withCode = await login(
      '/auth/authenticate',
      { email: 'admin@souk.tn', password: TEST_PASSWORD, code },
      owner,
    );
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email: 'admin@souk.tn', role: 'ADMIN' },
    });
    expect(decodeJwt(withCode.json().token).role).toBe('ADMIN');

    // Single use: the same code does not log in twice.
    const again = await login(
      '/auth/authenticate',
      { email: 'admin@souk.tn', password: TEST_PASSWORD, code },
      owner,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('invalid_or_expired_code');
  });

  it('does the same on the brand door', async () => {
    const [brand] = await t.db.insert(brands).values({ name: 'Step-up Threads' }).returning();
    await createAccount(t.db, { email: 'shop@souk.tn', role: 'BRAND', brandId: brand!.id });
    await distributedAttack('/brands/authenticate', 'shop@souk.tn', 60);

    const owner = '10.69.0.1';
    const first = await login(
      '/brands/authenticate',
      { email: 'shop@souk.tn', password: TEST_PASSWORD },
      owner,
    );
    expect(first.statusCode).toBe(403);
    expect(first.json().errorCode).toBe('login_code_required');
    expect(mailsTo('shop@souk.tn')).toHaveLength(1);

    const withCode = await login(
      '/brands/authenticate',
      { email: 'shop@souk.tn', password: TEST_PASSWORD, code: loginCodeMailedTo('shop@souk.tn') },
      owner,
    );
    expect(withCode.statusCode).toBe(200);
    expect(Object.keys(withCode.json()).sort()).toEqual(['success', 'token']);
    expect(decodeJwt(withCode.json().token)).toMatchObject({ role: 'BRAND', brandId: brand!.id });
  });

  it('answers a wrong password past the ceiling as a right one, mails nothing, and never lets the code in with it', async () => {
    await createAccount(t.db, { email: 'oracle@souk.tn' });
    await distributedAttack('/auth/authenticate', 'oracle@souk.tn', 70);

    const wrong = await login(
      '/auth/authenticate',
      { email: 'oracle@souk.tn', password: 'Another-guess2' },
      '10.79.0.1',
    );
    const right = await login(
      '/auth/authenticate',
      { email: 'oracle@souk.tn', password: TEST_PASSWORD },
      '10.79.0.2',
    );
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.json()).toEqual(right.json());
    expect(mailsTo('oracle@souk.tn')).toHaveLength(1); // the right password's code only
    const code = loginCodeMailedTo('oracle@souk.tn');

    // A stranger holding the code, with a wrong password: refused as a wrong code, code kept.
    const stranger = await login(
      '/auth/authenticate',
      { email: 'oracle@souk.tn', password: 'Another-guess2', code },
      '10.79.0.3',
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errorCode).toBe('invalid_or_expired_code');
    expect(stranger.json().token).toBeUndefined();

    const owner = await login(
      '/auth/authenticate',
      { email: 'oracle@souk.tn', password: TEST_PASSWORD, code },
      '10.79.0.2',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('counts wrong codes from one address: its eleventh try is 429, and the owner elsewhere still gets in', async () => {
    await createAccount(t.db, { email: 'guessed@souk.tn' });
    await distributedAttack('/auth/authenticate', 'guessed@souk.tn', 80);
    await login(
      '/auth/authenticate',
      { email: 'guessed@souk.tn', password: TEST_PASSWORD },
      '10.89.0.1',
    );
    const code = loginCodeMailedTo('guessed@souk.tn');

    const guesser = '10.89.0.2';
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) {
      const guess = await login(
        '/auth/authenticate',
        { email: 'guessed@souk.tn', password: TEST_PASSWORD, code: otherCode(code) },
        guesser,
      );
      expect(guess.statusCode).toBe(400);
      expect(guess.json().errorCode).toBe('invalid_or_expired_code');
    }
    const eleventh = await login(
      '/auth/authenticate',
      { email: 'guessed@souk.tn', password: TEST_PASSWORD, code },
      guesser,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorCode).toBe('too_many_requests');

    const owner = await login(
      '/auth/authenticate',
      { email: 'guessed@souk.tn', password: TEST_PASSWORD, code },
      '10.89.0.1',
    );
    expect(owner.statusCode).toBe(200);
  });

  it(`mails at most ${LIMITS.loginCodesPerAccount} codes per account in the window, and the earlier codes still work`, async () => {
    await createAccount(t.db, { email: 'flooded@souk.tn' });
    await distributedAttack('/auth/authenticate', 'flooded@souk.tn', 90);
    const codes: string[] = [];
    for (let i = 0; i < LIMITS.loginCodesPerAccount + 3; i++) {
      const answer = await login(
        '/auth/authenticate',
        { email: 'flooded@souk.tn', password: TEST_PASSWORD },
        `10.99.0.${i}`,
      );
      expect(answer.json().errorCode).toBe('login_code_required');
      if (i === 0) codes.push(loginCodeMailedTo('flooded@souk.tn'));
    }
    expect(mailsTo('flooded@souk.tn')).toHaveLength(LIMITS.loginCodesPerAccount);
    const first = await login(
      '/auth/authenticate',
      { email: 'flooded@souk.tn', password: TEST_PASSWORD, code: codes[0] },
      '10.99.1.1',
    );
    expect(first.statusCode).toBe(200);
  });

  it('keeps login codes apart from verification codes, stores them hashed, and refuses an expired one', async () => {
    const account = await createAccount(t.db, { email: 'apart@souk.tn' });
    await distributedAttack('/auth/authenticate', 'apart@souk.tn', 100);
    const owner = '10.109.0.1';
    const credentials = { email: 'apart@souk.tn', password: TEST_PASSWORD };
    await login('/auth/authenticate', credentials, owner);
    const code = loginCodeMailedTo('apart@souk.tn');
    const [stored] = await t.db.select().from(loginCodes).where(eq(loginCodes.userId, account.id));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    // A verification code of the account is no login code.
    const verificationCode = otherCode(code);
    await t.db.insert(emailVerificationTokens).values({
      userId: account.id,
      email: account.email,
      tokenHash: hashSecret(randomToken()),
      codeHash: hashSecret(`${account.id}:${verificationCode}`),
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
    const asLogin = await login(
      '/auth/authenticate',
      { ...credentials, code: verificationCode },
      owner,
    );
    expect(asLogin.json().errorCode).toBe('invalid_or_expired_code');

    // A login code verifies no address: not even while the account waits for verification.
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, account.id));
    const asVerification = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { email: 'apart@souk.tn', code },
      remoteAddress: owner,
    });
    expect(asVerification.statusCode).toBe(400);
    expect(asVerification.json().errorCode).toBe('invalid_or_expired_code');
    const [unverified] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(unverified!.emailVerified).toBe(false);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, account.id));

    // Past its validity the code is refused.
    await t.db
      .update(loginCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginCodes.userId, account.id));
    const late = await login('/auth/authenticate', { ...credentials, code }, owner);
    expect(late.statusCode).toBe(400);
    expect(late.json().errorCode).toBe('invalid_or_expired_code');
  });

  it('needs no code below the ceiling: a code sent with the right password is ignored', async () => {
    await createAccount(t.db, { email: 'calm@souk.tn' });
    const answer = await login(
      '/auth/authenticate',
      { email: 'calm@souk.tn', password: TEST_PASSWORD, code: '123456' },
      '10.119.0.1',
    );
    expect(answer.statusCode).toBe(200);
    expect(mailsTo('calm@souk.tn')).toHaveLength(0);
  });
});
