import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands } from '../../db/schema/brands';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/schema/accounts';
import {
  buildTestApp,
  createAccount,
  lastVerification,
  login,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/helper';
import { appLimiters } from '../../lib/attempt-limiter';
import { hashSecret } from '../../lib/tokens';
import { registerSchema } from '@souk/shared/schemas/auth';
import { registerCustomer } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Each sign-up comes from its own address: the per-address sign-up limit has its own tests.
let signupAddress = 0;
const signup = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers,
    remoteAddress: `10.20.${Math.floor(++signupAddress / 250)}.${signupAddress % 250}`,
    payload: {
      firstname: 'Leila',
      lastname: 'Trabelsi',
      email: 'leila@example.tn',
      password: 'Medina2026x',
      phoneNumber: '+21698765432',
      role: 'CUSTOMER',
      ...overrides,
    },
  });

const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress });

describe('POST /auth/register', () => {
  it('creates a customer with 201 and the spec fields, and mails a code and a link', async () => {
    const response = await signup();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      status: 201,
      data: {
        email: 'leila@example.tn',
        role: 'CUSTOMER',
        firstname: 'Leila',
        emailVerified: false,
      },
    });
    expect(body.message).toMatch(/check your email/i);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const [stored] = await t.db.select().from(users).where(eq(users.id, body.data.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe('leila@example.tn');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).toContain('http://souk.test/otb?email=leila%40example.tn&token=');
  });

  it('refuses a duplicate email with 409 email_already_in_use (case-insensitive)', async () => {
    const response = await signup({ email: 'LEILA@example.tn', phoneNumber: '+21611111111' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'email_already_in_use' });
  });

  it('refuses a duplicate phone with a clear error', async () => {
    const response = await signup({ email: 'other@example.tn' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'phone_already_in_use',
      errors: { phoneNumber: expect.stringMatching(/phone/i) },
    });
  });

  it.each([
    ['firstname', { firstname: 'L' }, /at least 2/],
    ['lastname', { lastname: ' ' }, /at least 2/],
    ['email', { email: 'not-an-email' }, /valid email/],
    ['password', { password: 'short1' }, /at least 8/],
    ['phoneNumber', { phoneNumber: '98765432' }, /\+ sign/],
    ['phoneNumber', { phoneNumber: '+216123' }, /\+ sign/],
    ['role', { role: 'ADMIN' }, /customer accounts only/],
  ])('validates %s (%j)', async (field, overrides, message) => {
    const response = await signup({
      email: 'v@example.tn',
      phoneNumber: '+21622222222',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('validation_failed');
    expect(body.errors[field]).toMatch(message);
  });

  it('accepts the spec examples of phone numbers: +216 with 8 digits, +40 with 9', async () => {
    expect((await signup({ email: 'ro@example.ro', phoneNumber: '+40712345678' })).statusCode).toBe(
      201,
    );
    expect(
      (await signup({ email: 'tn@example.tn', phoneNumber: '+216 55 123 456' })).statusCode,
    ).toBe(201);
  });

  it('accepts any customer spelling of the role and refuses every other role', async () => {
    const spelled = await signup({
      email: 'rolecase@example.tn',
      phoneNumber: '+21677777701',
      role: 'ROLE_CUSTOMER',
    });
    expect(spelled.statusCode).toBe(201);
    expect(spelled.json().data.role).toBe('CUSTOMER');
    for (const role of ['ROLE_ADMIN', 'BRAND', 'ADMIN_CUSTOMER']) {
      const refused = await signup({ email: 'r@example.tn', phoneNumber: '+21677777702', role });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.role).toMatch(/customer accounts only/);
    }
  });

  it('answers two sign-ups racing for one email or one phone with 409, never 500', async () => {
    const sameEmail = await Promise.all([
      signup({ email: 'race@example.tn', phoneNumber: '+21677777711' }),
      signup({ email: 'race@example.tn', phoneNumber: '+21677777712' }),
    ]);
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(sameEmail.find((r) => r.statusCode === 409)!.json().errorCode).toBe(
      'email_already_in_use',
    );
    const samePhone = await Promise.all([
      signup({ email: 'race1@example.tn', phoneNumber: '+21677777721' }),
      signup({ email: 'race2@example.tn', phoneNumber: '+216 77 777 721' }),
    ]);
    expect(samePhone.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(samePhone.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      errorCode: 'phone_already_in_use',
      errors: { phoneNumber: expect.stringMatching(/phone/i) },
    });
  });

  it("writes the verification email in the new customer's language", async () => {
    const response = await signup(
      { email: 'fr@example.tn', phoneNumber: '+21677777731' },
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.language).toBe('fr');
    const mail = t.mail.filter((m) => m.to === 'fr@example.tn').at(-1)!;
    expect(mail.subject).toBe('Activez votre compte Souk');
    expect(mail.text).toContain('Votre code de vérification est');
    await signup({ email: 'ar@example.tn', phoneNumber: '+21677777732', language: 'ar' });
    expect(t.mail.filter((m) => m.to === 'ar@example.tn').at(-1)!.subject).toBe('فعّل حسابك في سوق');
  });

  it('takes the account back when its verification email cannot be sent', async () => {
    const ctx = {
      db: t.db,
      publicUrl: 'http://souk.test',
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
      limiters: appLimiters(),
    };
    const input = registerSchema.parse({
      firstname: 'Hedi',
      lastname: 'Mansour',
      email: 'nomail@example.tn',
      password: 'Medina2026x',
      phoneNumber: '+21677777781',
    });
    await expect(registerCustomer(ctx, input, 'en', '10.0.0.9')).rejects.toThrow('SMTP down');
    expect(await t.db.select().from(users).where(eq(users.email, 'nomail@example.tn'))).toEqual([]);
    const again = await signup({ email: 'nomail@example.tn', phoneNumber: '+21677777781' });
    expect(again.statusCode).toBe(201);
  });

  it('takes a few sign-ups per address within 10 minutes, conflicts included, then 429 with no mail', async () => {
    const ip = '10.21.0.1';
    const from = (n: number, overrides: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: ip,
        payload: {
          firstname: 'Nour',
          lastname: 'Ayari',
          email: `burst${n}@example.tn`,
          password: 'Medina2026x',
          phoneNumber: `+2165100000${n}`,
          ...overrides,
        },
      });
    for (let n = 0; n < 4; n++) expect((await from(n)).statusCode).toBe(201);
    // an "already registered" answer counts too: it tells who has an account
    expect((await from(0)).statusCode).toBe(409);
    const mailed = t.mail.length;
    const sixth = await from(5);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('too_many_requests');
    expect(t.mail.length).toBe(mailed);
    // another address signs up as usual
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: '10.21.0.2',
      payload: {
        firstname: 'Nour',
        lastname: 'Ayari',
        email: 'burst5@example.tn',
        password: 'Medina2026x',
        phoneNumber: '+21651000005',
      },
    });
    expect(other.statusCode).toBe(201);
  });

  it('accepts names in any script with spaces, apostrophes, hyphens and dots, and refuses links', async () => {
    const accepted = await signup({
      firstname: "Anne-Marie O'Neil",
      lastname: 'بن علي',
      email: 'names@example.tn',
      phoneNumber: '+21651111111',
    });
    expect(accepted.statusCode).toBe(201);
    for (const firstname of [
      'http://evil.example',
      'Visit www.evil.tn/x',
      'a\u0000b',
      'Sami\r\nBcc: x@y.z',
    ]) {
      const refused = await signup({
        firstname,
        email: 'names2@example.tn',
        phoneNumber: '+21651111112',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.firstname).toBeDefined();
    }
  });

  it('mails an unproven address nothing the caller wrote: the verification mail carries no name', async () => {
    await signup({
      firstname: 'Zzcallertext',
      email: 'noname@example.tn',
      phoneNumber: '+21651111113',
    });
    const mail = t.mail.filter((m) => m.to === 'noname@example.tn').at(-1)!;
    expect(mail.text).not.toContain('Zzcallertext');
    expect(mail.text.indexOf('Hello,')).toBe(0);
  });

  it('refuses the weak, common and email passwords on sign-up, with a message on the field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['password', /lowercase letter, an uppercase letter and a digit/],
      ['aaaaaaaa', /lowercase letter, an uppercase letter and a digit/],
      ['        ', /lowercase letter, an uppercase letter and a digit/],
      ['Abc1', /at least 8/],
      ['Password1', /too common/],
      ['Passw0rd!', /too common/],
      ['Qwerty123', /too common/],
      ['Weak.email1@example.tn', /must not be your email/],
    ];
    for (const [password, message] of cases) {
      const response = await signup({
        password,
        email: 'weak.email1@example.tn',
        phoneNumber: '+21651111114',
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors.password, password).toMatch(message);
    }
  });

  it('lets a sign-up nobody verified within 24 hours give way to the real owner of the address', async () => {
    const first = await signup({ email: 'owner@example.tn', phoneNumber: '+21651111115' });
    expect(first.statusCode).toBe(201);
    // a day later, still unverified and never logged in
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(users.email, 'owner@example.tn'));
    const owner = await signup({ email: 'owner@example.tn', phoneNumber: '+21651111116' });
    expect(owner.statusCode).toBe(201);
    expect(owner.json().data.id).not.toBe(first.json().data.id);
    // a fresh unverified sign-up still keeps its address
    const again = await signup({ email: 'owner@example.tn', phoneNumber: '+21651111117' });
    expect(again.statusCode).toBe(409);
    // and a verified account is never released, however old
    await createAccount(t.db, {
      email: 'old@example.tn',
      createdAt: new Date(Date.now() - 90 * 86_400_000),
    });
    expect(
      (await signup({ email: 'old@example.tn', phoneNumber: '+21651111118' })).statusCode,
    ).toBe(409);
  });

  it('answers in French when asked', async () => {
    const response = await signup({ email: 'x' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.json().errors.email).toBe('Veuillez saisir une adresse e-mail valide.');
  });
});

describe('email verification', () => {
  it('refuses login before verification, then verifies with the 6-digit code and logs in', async () => {
    await signup({ email: 'otp@example.tn', phoneNumber: '+21633333333' });
    const before = await post('/auth/authenticate', {
      email: 'otp@example.tn',
      password: 'Medina2026x',
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().errorCode).toBe('email_not_verified');

    const { code } = lastVerification(t.mail, 'otp@example.tn');
    const wrong = await post('/auth/verify-email', {
      email: 'otp@example.tn',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('invalid_or_expired_code');

    const verified = await post('/auth/verify-email', { email: 'otp@example.tn', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { emailVerified: true },
    });

    // A verified address answers like a wrong code: this door does not tell who has an account.
    const again = await post('/auth/verify-email', { email: 'otp@example.tn', code });
    expect(again.json().errorCode).toBe('invalid_or_expired_code');
    expect(
      (await post('/auth/authenticate', { email: 'otp@example.tn', password: 'Medina2026x' }))
        .statusCode,
    ).toBe(200);
  });

  it('verifies with the link token once, and rejects an expired code', async () => {
    await signup({ email: 'link@example.tn', phoneNumber: '+21644444444' });
    const { token } = lastVerification(t.mail, 'link@example.tn');
    expect((await post('/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await post('/auth/verify-email', { token })).json().errorCode).toBe(
      'invalid_or_expired_token',
    );

    await signup({ email: 'late@example.tn', phoneNumber: '+21655555555' });
    const { code } = lastVerification(t.mail, 'late@example.tn');
    await t.db.update(emailVerificationTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect(
      (await post('/auth/verify-email', { email: 'late@example.tn', code })).json().errorCode,
    ).toBe('invalid_or_expired_code');
  });

  it('stores the code and the link token hashed, valid 10 minutes', async () => {
    const before = Date.now();
    const response = await signup({ email: 'hash@example.tn', phoneNumber: '+21677777741' });
    const after = Date.now();
    const userId: number = response.json().data.id;
    const { code, token } = lastVerification(t.mail, 'hash@example.tn');
    const [stored] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, userId));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    // Issued between `before` and `after`, however slow the machine.
    expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(after + 10 * 60_000);
  });

  it('answers the eleventh wrong code with 429 too_many_requests, even when right', async () => {
    await signup({ email: 'guess@example.tn', phoneNumber: '+21677777751' });
    const { code } = lastVerification(t.mail, 'guess@example.tn');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      const wrong = await post(
        '/auth/verify-email',
        { email: 'guess@example.tn', code: wrongCode },
        `10.20.0.${i}`,
      );
      expect(wrong.json().errorCode).toBe('invalid_or_expired_code');
    }
    const eleventh = await post(
      '/auth/verify-email',
      { email: 'guess@example.tn', code },
      '10.20.1.1',
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorCode).toBe('too_many_requests');
  });

  it('does not let a disabled account in through its verification code', async () => {
    const response = await signup({ email: 'banned@example.tn', phoneNumber: '+21677777771' });
    await t.db.update(users).set({ enabled: false }).where(eq(users.id, response.json().data.id));
    const { code } = lastVerification(t.mail, 'banned@example.tn');
    const verified = await post(
      '/auth/verify-email',
      { email: 'banned@example.tn', code },
      '10.21.0.1',
    );
    expect(verified.statusCode).toBe(403);
    expect(verified.json()).toEqual({
      success: false,
      message: expect.any(String),
      errorCode: 'account_disabled',
    });
  });

  it('resends a fresh code that replaces the old one, answering the same for unknown emails', async () => {
    await signup({ email: 'resend@example.tn', phoneNumber: '+21666666666' });
    const first = lastVerification(t.mail, 'resend@example.tn');
    const unknown = await post('/auth/resend-verification', { email: 'nobody@example.tn' });
    const known = await post('/auth/resend-verification', { email: 'resend@example.tn' });
    expect(unknown.json()).toEqual(known.json());
    const second = lastVerification(t.mail, 'resend@example.tn');
    expect(second.token).not.toBe(first.token);
    expect((await post('/auth/verify-email', { token: first.token })).statusCode).toBe(400);
    expect((await post('/auth/verify-email', { token: second.token })).statusCode).toBe(200);
  });
});

describe('POST /auth/authenticate', () => {
  beforeAll(async () => {
    await createAccount(t.db, { email: 'amira@example.tn', firstname: 'Amira' });
    await createAccount(t.db, { email: 'admin@example.tn', role: 'ADMIN' });
    await createAccount(t.db, { email: 'off@example.tn', enabled: false });
  });

  it('answers {success, token, user} with a 6-hour JWT carrying the role', async () => {
    const response = await post('/auth/authenticate', {
      email: 'Amira@Example.tn',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email: 'amira@example.tn', role: 'CUSTOMER' },
    });
    const claims = decodeJwt(body.token);
    expect(claims.role).toBe('CUSTOMER');
    expect(claims.exp! - claims.iat!).toBe(6 * 3600);
    const admin = await post('/auth/authenticate', {
      email: 'admin@example.tn',
      password: TEST_PASSWORD,
    });
    expect(admin.json().user.role).toBe('ADMIN');
  });

  it('gives 401 invalid_credentials, 404 for an unknown email and refuses a disabled account', async () => {
    const wrong = await post('/auth/authenticate', {
      email: 'amira@example.tn',
      password: 'Wrong-pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('invalid_credentials');
    const unknown = await post('/auth/authenticate', {
      email: 'ghost@example.tn',
      password: 'whatever1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('user_not_found');
    const disabled = await post('/auth/authenticate', {
      email: 'off@example.tn',
      password: TEST_PASSWORD,
    });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().errorCode).toBe('account_disabled');
  });

  it('validates the payload (email pattern, password at least 6)', async () => {
    const response = await post('/auth/authenticate', { email: 'nope', password: '123' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('never answers with a password hash', async () => {
    const login = await post('/auth/authenticate', {
      email: 'amira@example.tn',
      password: TEST_PASSWORD,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    for (const body of [login.body, me.body]) {
      expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
    }
    // storefront §7: GET /users/me answers success, data and message.
    expect(me.json()).toMatchObject({
      success: true,
      message: 'Account details loaded',
      data: { email: 'amira@example.tn' },
    });
  });

  it('limits one address trying many accounts: past 30 failures it gets 429, on both doors', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 30; i++) {
      const response = await post(
        '/auth/authenticate',
        { email: `nobody${i}@example.tn`, password: 'whatever1' },
        ip,
      );
      expect(response.statusCode).toBe(404);
    }
    const next = await post(
      '/auth/authenticate',
      { email: 'amira@example.tn', password: TEST_PASSWORD },
      ip,
    );
    expect(next.statusCode).toBe(429);
    expect(next.json().errorCode).toBe('too_many_requests');
    // the brand door shares the count, and other addresses are not held back
    expect(
      (
        await post(
          '/brands/authenticate',
          { email: 'amira@example.tn', password: TEST_PASSWORD },
          ip,
        )
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await post(
          '/auth/authenticate',
          { email: 'amira@example.tn', password: TEST_PASSWORD },
          '10.30.0.2',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('answers the eleventh bad login on one account from one address with 429, but never locks the owner out from elsewhere', async () => {
    await createAccount(t.db, { email: 'target@example.tn' });
    const ip = '10.9.8.7';
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await post(
            '/auth/authenticate',
            { email: 'target@example.tn', password: 'bad-password' },
            ip,
          )
        ).statusCode,
      ).toBe(401);
    }
    const eleventh = await post(
      '/auth/authenticate',
      { email: 'target@example.tn', password: TEST_PASSWORD },
      ip,
    );
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorCode).toBe('too_many_requests');
    // The owner, from an address without failures, still logs in with the right password.
    const owner = await post(
      '/auth/authenticate',
      { email: 'target@example.tn', password: TEST_PASSWORD },
      '10.1.1.1',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('asks an account that failed 100 times from many addresses for an emailed code, until a password reset lifts it', async () => {
    await createAccount(t.db, { email: 'besieged@example.tn' });
    for (let i = 0; i < 100; i++) {
      const response = await post(
        '/auth/authenticate',
        { email: 'besieged@example.tn', password: 'wrong-one' },
        `10.70.${Math.floor(i / 5)}.1`, // five tries from each of twenty addresses
      );
      expect(response.statusCode).toBe(401);
    }
    const fresh = await post(
      '/auth/authenticate',
      { email: 'besieged@example.tn', password: TEST_PASSWORD },
      '10.71.0.1',
    );
    // Never a flat refusal: a code is mailed (decision 021; login-step-up.test.ts).
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().errorCode).toBe('login_code_required');

    await post('/auth/forgot-password', { email: 'besieged@example.tn' }, '10.71.0.2');
    const token = /token=([\w-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    const reset = await post(
      '/auth/reset-password',
      { token, newPassword: 'Carthage2026x' },
      '10.71.0.2',
    );
    expect(reset.statusCode).toBe(200);
    const after = await post(
      '/auth/authenticate',
      { email: 'besieged@example.tn', password: 'Carthage2026x' },
      '10.71.0.3',
    );
    expect(after.statusCode).toBe(200);
  });
});

describe('POST /brands/authenticate', () => {
  it('answers {success, token} only, the token carrying roles and the brand id', async () => {
    const [brand] = await t.db.insert(brands).values({ name: 'Medina Threads' }).returning();
    await createAccount(t.db, { email: 'shop@example.tn', role: 'BRAND', brandId: brand!.id });
    const response = await post('/brands/authenticate', {
      email: 'shop@example.tn',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['success', 'token']);
    expect(decodeJwt(body.token)).toMatchObject({
      role: 'BRAND',
      roles: ['BRAND'],
      brandId: brand!.id,
    });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/brands/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toMatchObject({
      success: true,
      message: 'Brand profile loaded',
      data: { id: brand!.id, name: 'Medina Threads', user: { email: 'shop@example.tn' } },
    });

    await t.db.update(brands).set({ enabled: false }).where(eq(brands.id, brand!.id));
    expect(
      (
        await post('/brands/authenticate', { email: 'shop@example.tn', password: TEST_PASSWORD })
      ).json().errorCode,
    ).toBe('account_disabled');
  });

  it('gives 401 invalid_credentials for a wrong password and 404 for an unknown email', async () => {
    const wrong = await post('/brands/authenticate', {
      email: 'shop@example.tn',
      password: 'Wrong-pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'invalid_credentials' });
    const unknown = await post('/brands/authenticate', {
      email: 'noshop@example.tn',
      password: TEST_PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Brand account not found/);
  });

  it('does not let a customer in through the brand door', async () => {
    await createAccount(t.db, { email: 'cust@example.tn' });
    const response = await post('/brands/authenticate', {
      email: 'cust@example.tn',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('brand_not_found');
  });
});

describe('password recovery', () => {
  it('answers the same whether or not the email exists, and mails a reset link', async () => {
    await createAccount(t.db, { email: 'forgot@example.tn' });
    const known = await post('/auth/forgot-password', { email: 'forgot@example.tn' });
    const unknown = await post('/auth/forgot-password', { email: 'nobody@example.tn' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(t.mail.filter((m) => m.to === 'nobody@example.tn')).toHaveLength(0);
    expect(t.mail.at(-1)!.text).toMatch(/http:\/\/souk\.test\/reset-password\?token=[\w-]{40,}/);
  });

  it('resets with the token once, applies the password rule, and stores the token hashed', async () => {
    const token = /token=([\w-]+)/.exec(
      t.mail.filter((m) => m.to === 'forgot@example.tn').at(-1)!.text,
    )![1]!;
    const stored = await t.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const weak = await post('/auth/reset-password', { token, newPassword: 'alllowercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toMatch(/uppercase/);
    // common and email passwords are refused too, and a refused password keeps the link usable
    const common = await post('/auth/reset-password', { token, newPassword: 'Password123' });
    expect(common.json().errors.newPassword).toMatch(/too common/);

    const ok = await post('/auth/reset-password', { token, newPassword: 'NewSecret9' });
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/auth/reset-password', { token, newPassword: 'NewSecret9' })).json().errorCode,
    ).toBe('invalid_or_expired_token');
    expect(
      (await post('/auth/authenticate', { email: 'forgot@example.tn', password: 'NewSecret9' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/auth/authenticate', { email: 'forgot@example.tn', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
  });

  it('rejects an expired reset token and a missing one', async () => {
    await post('/auth/forgot-password', { email: 'forgot@example.tn' });
    const token = /token=([\w-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    await t.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(
      (await post('/auth/reset-password', { token, newPassword: 'NewSecret9' })).json().errorCode,
    ).toBe('invalid_or_expired_token');
    const missing = await post('/auth/reset-password', { newPassword: 'NewSecret9' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.token).toBeDefined();
  });
});

describe('password recovery, further', () => {
  it('keeps the reset link 30 minutes and writes it in the account language', async () => {
    await createAccount(t.db, { email: 'lang@example.tn', language: 'ar' });
    const before = Date.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { 'accept-language': 'en' },
      payload: { email: 'lang@example.tn' },
      remoteAddress: '10.40.0.1',
    });
    const after = Date.now();
    const mail = t.mail.filter((m) => m.to === 'lang@example.tn').at(-1)!;
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور سوق');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashSecret(token)));
    expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(after + 30 * 60_000);
  });

  it('answers the eleventh request within 15 minutes with 429, known email or not', async () => {
    await createAccount(t.db, { email: 'many@example.tn' });
    for (let i = 0; i < 10; i++) {
      const response = await post(
        '/auth/forgot-password',
        { email: 'many@example.tn' },
        '10.41.0.1',
      );
      expect(response.statusCode).toBe(200);
    }
    const eleventh = await post('/auth/forgot-password', { email: 'many@example.tn' }, '10.41.0.2');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorCode).toBe('too_many_requests');
    for (let i = 0; i < 10; i++) {
      await post('/auth/forgot-password', { email: `ghost${i}@example.tn` }, '10.41.0.3');
    }
    const fromSameAddress = await post(
      '/auth/forgot-password',
      { email: 'other@example.tn' },
      '10.41.0.3',
    );
    expect(fromSameAddress.statusCode).toBe(429);
  });

  it('signs out every session opened before the reset', async () => {
    await createAccount(t.db, { email: 'hijacked@example.tn' });
    const before = await login(t.app, 'hijacked@example.tn');
    const me = (headers: object) =>
      t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: headers as never });
    expect((await me(before)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2_000);
      await post('/auth/forgot-password', { email: 'hijacked@example.tn' }, '10.43.0.1');
      const mail = t.mail.filter((m) => m.to === 'hijacked@example.tn').at(-1)!;
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
      await post('/auth/reset-password', { token, newPassword: 'Reclaimed1' }, '10.43.0.1');
      const stale = await me(before);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().errorCode).toBe('invalid_token');
      const after = await login(t.app, 'hijacked@example.tn', 'Reclaimed1');
      expect((await me(after)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a reset through the emailed link count as verifying the address', async () => {
    await signup({ email: 'neververified@example.tn', phoneNumber: '+21677777761' });
    await post('/auth/forgot-password', { email: 'neververified@example.tn' }, '10.42.0.1');
    const mail = t.mail.filter((m) => m.to === 'neververified@example.tn').at(-1)!;
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect(
      (await post('/auth/reset-password', { token, newPassword: 'Fresh1234' }, '10.42.0.1'))
        .statusCode,
    ).toBe(200);
    const login = await post(
      '/auth/authenticate',
      { email: 'neververified@example.tn', password: 'Fresh1234' },
      '10.42.0.1',
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().user.emailVerified).toBe(true);
  });
});

describe('session tokens', () => {
  it('refuses a session token once its 6 hours are over', async () => {
    await createAccount(t.db, { email: 'sixhours@example.tn' });
    const headers = await login(t.app, 'sixhours@example.tn');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6 * 3600_000 - 60_000);
      expect((await me()).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const late = await me();
      expect(late.statusCode).toBe(401);
      expect(late.json().errorCode).toBe('invalid_token');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a missing, forged or stale bearer on a signed-in route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me' })).json().errorCode).toBe(
      'unauthorized',
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errorCode).toBe('invalid_token');
    const account = await createAccount(t.db, { email: 'me@example.tn' });
    const headers = await login(t.app, 'me@example.tn');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
    expect(me.json()).toMatchObject({
      success: true,
      data: { id: account.id, email: 'me@example.tn' },
    });
  });
});
