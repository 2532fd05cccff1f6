import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../../db/schema/accounts';
import { confirmEmailChange } from '../auth/service';
import { updateUserSchema } from '@souk/shared/schemas/users';
import { updateUser } from './service';
import { brands } from '../../db/schema/brands';
import {
  buildTestApp,
  createAccount,
  lastVerification,
  login,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let amira: { id: number };
let sami: { id: number };
let asAmira: { authorization: string };
let asAdmin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  amira = await createAccount(t.db, { email: 'amira@example.tn', phoneNumber: '+21620000001' });
  sami = await createAccount(t.db, { email: 'sami@example.tn', phoneNumber: '+21620000002' });
  await createAccount(t.db, { email: 'admin@example.tn', role: 'ADMIN' });
  asAmira = await login(t.app, 'amira@example.tn');
  asAdmin = await login(t.app, 'admin@example.tn');
});
afterAll(() => t.close());

const patch = (url: string, headers: object, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1${url}`,
    headers: headers as Record<string, string>,
    payload,
  });

describe('PATCH /users/update/{id}', () => {
  it('updates the own profile fields', async () => {
    const response = await patch(`/users/update/${amira.id}`, asAmira, {
      id: amira.id,
      firstname: 'Amira',
      lastname: 'Ben Salah',
      email: 'amira@example.tn',
      phoneNumber: '+216 20 000 001',
      address: '12 Rue de Marseille',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { firstname: 'Amira', lastname: 'Ben Salah', address: '12 Rue de Marseille' },
    });
  });

  it("refuses another customer's account with 403, lets an admin edit any", async () => {
    const denied = await patch(`/users/update/${sami.id}`, asAmira, { firstname: 'Hacked' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorCode).toBe('forbidden');
    const byAdmin = await patch(`/users/update/${sami.id}`, asAdmin, { firstname: 'Sami' });
    expect(byAdmin.json().data.firstname).toBe('Sami');
  });

  it('keeps emails unique and validates fields', async () => {
    const taken = await patch(`/users/update/${amira.id}`, asAmira, { email: 'SAMI@example.tn' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('email_already_in_use');
    const invalid = await patch(`/users/update/${amira.id}`, asAmira, {
      firstname: 'A',
      phoneNumber: 'abc',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['firstname', 'phoneNumber']);
  });

  it('keeps one phone number to one account however it is typed', async () => {
    const spaced = await patch(`/users/update/${amira.id}`, asAmira, {
      phoneNumber: '+216 20-000-002',
    });
    expect(spaced.statusCode).toBe(409);
    expect(spaced.json()).toMatchObject({
      errorCode: 'phone_already_in_use',
      errors: { phoneNumber: expect.stringMatching(/phone/i) },
    });
    const own = await patch(`/users/update/${amira.id}`, asAmira, {
      phoneNumber: '+216 (20) 000-009',
    });
    expect(own.json().data.phoneNumber).toBe('+21620000009');
  });

  it('answers two updates racing for one email with 409, never 500', async () => {
    const racers = await Promise.all([
      patch(`/users/update/${amira.id}`, asAmira, { email: 'wanted@example.tn' }),
      patch(`/users/update/${sami.id}`, asAdmin, { email: 'wanted@example.tn' }),
    ]);
    expect(racers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(racers.find((r) => r.statusCode === 409)!.json().errorCode).toBe('email_already_in_use');
    // put things back for the tests below
    const winner = racers.find((r) => r.statusCode === 200)!.json().data.id;
    await patch(`/users/update/${winner}`, asAdmin, {
      email: winner === amira.id ? 'amira@example.tn' : 'sami@example.tn',
    });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, winner));
  });

  it('lets no reset link or code sent to the old address prove the new one', async () => {
    const omar = await createAccount(t.db, { email: 'omar@example.tn' });
    const asOmar = await login(t.app, 'omar@example.tn');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'omar@example.tn' },
      remoteAddress: '10.77.0.1',
    });
    const resetToken = /reset-password\?token=([\w-]+)/.exec(t.mail.at(-1)!.text)![1]!;

    await patch(`/users/update/${omar.id}`, asOmar, { email: 'omar.new@example.tn' });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: resetToken, newPassword: 'Another123' },
      remoteAddress: '10.77.0.2',
    });
    expect(reset.json().errorCode).toBe('invalid_or_expired_token');
    const [row] = await t.db.select().from(users).where(eq(users.id, omar.id));
    expect(row!.emailVerified).toBe(false);
    // The session that made the change still works: expiring the link signed no one out.
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: asOmar })).statusCode).toBe(200);

    // A code proves the address it was mailed to only. (Here the live code is made to look as if
    // it had gone to the old address, as it would if two changes crossed.)
    const { code } = lastVerification(t.mail, 'omar.new@example.tn');
    await t.db
      .update(emailVerificationTokens)
      .set({ email: 'omar@example.tn' })
      .where(eq(emailVerificationTokens.userId, omar.id));
    const crossed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { email: 'omar.new@example.tn', code },
    });
    expect(crossed.json().errorCode).toBe('invalid_or_expired_code');
  });

  it('undoes the change when the confirmation cannot be mailed', async () => {
    const nour = await createAccount(t.db, { email: 'nour@example.tn' });
    const caller = {
      userId: nour.id,
      role: 'CUSTOMER' as const,
      brandId: null,
      email: 'nour@example.tn',
    };
    const { user, previous } = await updateUser(
      t.db,
      caller,
      nour.id,
      updateUserSchema.parse({ email: 'nour.new@example.tn' }),
    );
    const failing = { send: () => Promise.reject(new Error('SMTP down')) };
    await expect(
      confirmEmailChange(
        { db: t.db, mailer: failing, publicUrl: 'http://souk.test' },
        user,
        previous!,
      ),
    ).rejects.toThrow('SMTP down');
    const [row] = await t.db.select().from(users).where(eq(users.id, nour.id));
    expect(row).toMatchObject({ email: 'nour@example.tn', emailVerified: true });
    await expect(login(t.app, 'nour@example.tn')).resolves.toBeDefined();
  });

  it('asks for the new address to be confirmed, and tells the old one', async () => {
    const leila = await createAccount(t.db, { email: 'leila@example.tn' });
    const asLeila = await login(t.app, 'leila@example.tn');
    const sentBefore = t.mail.length;

    const renamed = await patch(`/users/update/${leila.id}`, asLeila, {
      email: 'Leila.New@example.tn',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().message).toBe(
      'Profile updated. We sent a code to your new email address: confirm it before your next login.',
    );
    expect(renamed.json().data.email).toBe('leila.new@example.tn');
    const mails = t.mail.slice(sentBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'leila.new@example.tn',
      'leila@example.tn',
    ]);
    expect(mails.find((mail) => mail.to === 'leila@example.tn')!.text).toContain(
      'was just changed to leila.new@example.tn',
    );
    const { code } = lastVerification(t.mail, 'leila.new@example.tn');

    // The session that made the change goes on; a new login waits for the confirmation.
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: asLeila })).statusCode).toBe(
      200,
    );
    await expect(login(t.app, 'leila.new@example.tn')).rejects.toThrow(/email_not_verified/);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { email: 'leila.new@example.tn', code },
    });
    expect(verified.statusCode).toBe(200);
    await expect(login(t.app, 'leila.new@example.tn')).resolves.toBeDefined();

    // Saving the profile with the same address changes nothing and mails nobody.
    const sentAfter = t.mail.length;
    const same = await patch(`/users/update/${leila.id}`, asLeila, {
      email: 'leila.new@example.tn',
      firstname: 'Leila',
    });
    expect(same.json().message).toBe('Profile updated');
    expect(t.mail.length).toBe(sentAfter);
    await expect(login(t.app, 'leila.new@example.tn')).resolves.toBeDefined();
  });

  it('also answers the older PUT variant, which needs a token too', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/users/update/${amira.id}`,
          payload: { firstname: 'Nope' },
        })
      ).statusCode,
    ).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/update/${amira.id}`,
      headers: asAmira,
      payload: { lastname: 'Ben Salah' },
    });
    expect(put.statusCode).toBe(200);
  });
});

describe('PATCH /users/update-my-address', () => {
  it('requires address, city, state and zipCode', async () => {
    const response = await patch('/users/update-my-address', asAmira, {
      address: '',
      city: 'Tunis',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['address', 'state', 'zipCode']);
  });

  it('takes a Tunisian postal code only: four digits, as an order does', async () => {
    const response = await patch('/users/update-my-address', asAmira, {
      address: '5 Avenue Habib Bourguiba',
      city: 'Tunis',
      state: 'Tunis',
      zipCode: '75001-A',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['zipCode']);
  });

  it('saves the one address, the country always Tunisia', async () => {
    const response = await patch('/users/update-my-address', asAmira, {
      address: '5 Avenue Habib Bourguiba',
      city: 'Tunis',
      state: 'Tunis',
      zipCode: '1000',
      country: 'France',
    });
    expect(response.json()).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { city: 'Tunis', country: 'Tunisia' },
    });
  });
});

describe('password changes', () => {
  it('checks the old password, then the new one works (customer)', async () => {
    const wrong = await patch('/users/change-my-password', asAmira, {
      oldPassword: 'not-it',
      newPassword: 'Another123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('wrong_password');
    const short = await patch('/users/change-my-password', asAmira, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(short.json().errors.newPassword).toMatch(/at least 8/);
    const ok = await patch('/users/change-my-password', asAmira, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'Another123',
    });
    expect(ok.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(t.mail.at(-1)).toMatchObject({
      to: 'amira@example.tn',
      subject: expect.stringMatching(/password was changed/),
    });
    await expect(login(t.app, 'amira@example.tn', 'Another123')).resolves.toBeDefined();
  });

  it('counts wrong old passwords as failed logins: the eleventh try gets 429', async () => {
    await createAccount(t.db, { email: 'stolen@example.tn' });
    const session = await login(t.app, 'stolen@example.tn');
    for (let i = 0; i < 10; i++) {
      const guess = await patch('/users/change-my-password', session, {
        oldPassword: `guess-${i}`,
        newPassword: 'Takeover123',
      });
      expect(guess.json().errorCode).toBe('wrong_password');
    }
    const eleventh = await patch('/users/change-my-password', session, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'Takeover123',
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorCode).toBe('too_many_requests');
    await expect(login(t.app, 'stolen@example.tn')).rejects.toThrow(/too_many_requests/);
  });

  it('lets a brand login change its password, and only a brand', async () => {
    const [brand] = await t.db.insert(brands).values({ name: 'Djerba Naturals' }).returning();
    await createAccount(t.db, { email: 'brand@example.tn', role: 'BRAND', brandId: brand!.id });
    const asBrand = await login(
      t.app,
      'brand@example.tn',
      TEST_PASSWORD,
      '/api/v1/brands/authenticate',
    );
    const ok = await patch('/brands/change-password', asBrand, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'BrandNew123',
    });
    expect(ok.statusCode).toBe(200);
    await expect(
      login(t.app, 'brand@example.tn', 'BrandNew123', '/api/v1/brands/authenticate'),
    ).resolves.toBeDefined();
    const wrongOld = await patch('/brands/change-password', asBrand, {
      oldPassword: 'not-the-password',
      newPassword: 'BrandNew456',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errorCode).toBe('wrong_password');
    const tooShort = await patch('/brands/change-password', asBrand, {
      oldPassword: 'BrandNew123',
      newPassword: 'Short1',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors.newPassword).toMatch(/at least 8/);
    expect((await patch('/brands/change-password', {}, {})).statusCode).toBe(401);
    const asCustomer = await patch('/brands/change-password', asAdmin, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'BrandNew123',
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/brands/me', headers: asAdmin }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /users/upload-profile-picture/{userId}', () => {
  const upload = (
    userId: number,
    headers: object,
    file: Buffer,
    filename: string,
    type: string,
  ) => {
    const boundary = '----souk-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/users/upload-profile-picture/${userId}`,
      headers: {
        ...(headers as Record<string, string>),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
  };

  it('stores a re-encoded WebP and returns the user with its address', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const response = await upload(
      sami.id,
      await login(t.app, 'sami@example.tn'),
      png,
      'me.png',
      'image/png',
    );
    expect(response.statusCode).toBe(200);
    const picture: string = response.json().data.profilePicture;
    expect(picture).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    const file = path.join(t.dataDir, 'uploads', picture.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(512);
    const served = await t.app.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
  });

  it('accepts images only, at most 2 MB, and only for the own account', async () => {
    const asSami = await login(t.app, 'sami@example.tn');
    const text = await upload(sami.id, asSami, Buffer.from('hello'), 'x.txt', 'text/plain');
    expect(text.statusCode).toBe(415);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/upload-profile-picture/${sami.id}`,
      headers: asSami,
      payload: { file: 'hello' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().errorCode).toBe('unsupported_media_type');
    const fake = await upload(
      sami.id,
      asSami,
      Buffer.from('not really a png'),
      'x.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
    const big = await upload(
      sami.id,
      asSami,
      Buffer.alloc(2 * 1024 * 1024 + 10, 1),
      'big.png',
      'image/png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCode).toBe('payload_too_large');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(amira.id, asSami, png, 'x.png', 'image/png')).statusCode).toBe(403);
    expect((await upload(amira.id, asAdmin, png, 'x.png', 'image/png')).statusCode).toBe(403);
  });

  it('leaves no orphan file when two uploads race: one picture stays, the other file is gone', async () => {
    const asSami = await login(t.app, 'sami@example.tn');
    const png = (background: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background } })
        .png()
        .toBuffer();
    const answers = await Promise.all(
      ['#111111', '#222222', '#333333', '#444444'].map(async (colour) =>
        upload(sami.id, asSami, await png(colour), 'me.png', 'image/png'),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const [row] = await t.db.select().from(users).where(eq(users.id, sami.id));
    const avatars = readdirSync(path.join(t.dataDir, 'uploads', 'avatars'));
    expect(avatars).toEqual([row!.profilePicture!.split('/').pop()]);
  });

  it('answers a broken multipart body with 400, never 500', async () => {
    const asSami = await login(t.app, 'sami@example.tn');
    const send = (contentType: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/users/upload-profile-picture/${sami.id}`,
        headers: { ...asSami, 'content-type': contentType },
        payload,
      });
    const truncated = await send(
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx',
    );
    const noBoundary = await send('multipart/form-data', 'xx');
    const emptyBoundary = await send('multipart/form-data; boundary=', 'xx');
    for (const answer of [truncated, noBoundary, emptyBoundary]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'bad_request' });
    }
  });
});
