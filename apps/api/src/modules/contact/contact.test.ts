import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@souk/shared/schemas/content';
import { contactMessages } from '../../db/schema/support';
import { buildTestApp, type TestApp } from '../../test/helper';
import { sendContactMessage } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: 'support@souk.test' });
});
afterAll(() => t.close());

const message = {
  firstName: 'Leila',
  lastName: 'Trabelsi',
  email: 'leila@example.tn',
  phone: '+216 98 765 432',
  subject: 'support',
  message: 'Where is my order number 42?',
};
const send = (payload: object, ip = '192.0.2.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress: ip, headers });

describe('POST /contact', () => {
  it('stores the message, mails a copy to support and answers {success, message, errors}', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.stringMatching(/sent/),
      errors: {},
    });
    const [stored] = await t.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      firstName: 'Leila',
      email: 'leila@example.tn',
      subject: 'support',
      ipAddress: '192.0.2.1',
    });
    const copy = t.mail.at(-1)!;
    expect(copy.to).toBe('support@souk.test');
    expect(copy.text).toContain('Where is my order number 42?');
    expect(copy.text).toContain('leila@example.tn');
    // Replying to the copy answers the person who wrote.
    expect(copy.replyTo).toBe('leila@example.tn');
  });

  it.each([
    ['firstName', { firstName: '' }, /required/],
    ['lastName', { lastName: '   ' }, /required/],
    ['email', { email: 'leila@' }, /valid email/],
    ['phone', { phone: '12345' }, /8 to 20/],
    ['phone', { phone: '+216 (98) 765-432 abc' }, /8 to 20/],
    ['phone', { phone: '((((--))))' }, /8 to 20/],
    ['subject', { subject: 'complaint' }, /not valid/],
    ['message', { message: 'Too short' }, /at least 10/],
  ])('maps a bad %s to its field', async (field, overrides, text) => {
    const response = await send({ ...message, ...overrides }, '192.0.2.50');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toMatch(text);
  });

  it('accepts a message without a phone, and phones with spaces, hyphens, parentheses and a plus', async () => {
    expect((await send({ ...message, phone: undefined }, '192.0.2.60')).statusCode).toBe(200);
    expect((await send({ ...message, phone: '' }, '192.0.2.60')).statusCode).toBe(200);
    expect((await send({ ...message, phone: '+216 (71) 123-456' }, '192.0.2.60')).statusCode).toBe(
      200,
    );
  });

  it('answers the sixth message from one IP within 10 minutes with 429', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 5; i++) expect((await send(message, ip)).statusCode).toBe(200);
    const sixth = await send(message, ip, { 'accept-language': 'ar' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      success: false,
      errorCode: 'too_many_requests',
      message: expect.stringMatching(/محاولات/),
    });
    expect((await send(message, '192.0.2.100')).statusCode).toBe(200);
  });
});

describe('when the copy to support cannot be mailed', () => {
  it('takes the message back and fails, so that the sender tries again', async () => {
    const ctx = {
      db: t.db,
      supportEmail: 'support@souk.test',
      mailer: {
        send: () => Promise.reject(new Error('SMTP down')),
      },
    };
    const before = (await t.db.select().from(contactMessages)).length;
    await expect(
      sendContactMessage(ctx, contactMessageSchema.parse(message), {
        ip: '192.0.2.200',
        userId: null,
        language: 'en',
      }),
    ).rejects.toThrow('SMTP down');
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });
});

describe('messages sent at the same moment', () => {
  it('still lets only 5 through from one IP', async () => {
    const ctx = { db: t.db, supportEmail: 'support@souk.test', mailer: { send: async () => {} } };
    const input = contactMessageSchema.parse(message);
    const sender = { ip: '192.0.2.201', userId: null, language: 'en' as const };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => sendContactMessage(ctx, input, sender)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(
      results.filter(
        (result) =>
          result.status === 'rejected' &&
          (result.reason as { errorCode?: string }).errorCode === 'too_many_requests',
      ),
    ).toHaveLength(3);
  });
});
