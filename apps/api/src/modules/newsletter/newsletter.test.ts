import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema/support';
import { memoryMailer } from '../../lib/mail';
import { appLimiters } from '../../lib/attempt-limiter';
import { buildTestApp, type TestApp } from '../../test/helper';
import { subscribe as subscribeToNewsletter } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Each subscription comes from its own address unless a test says otherwise (per-address limit).
let address = 0;
const subscribe = (email: string, language?: string, remoteAddress = `10.60.0.${++address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    payload: { email, language },
    remoteAddress,
  });

describe('newsletter', () => {
  it('subscribes, mails a confirmation with a working unsubscribe link, and a repeat is no error', async () => {
    const first = await subscribe('News@Example.tn', 'fr');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(/Merci/),
      data: { status: 'subscribed' },
    });
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe('news@example.tn');
    expect(mail.subject).toMatch(/newsletter Souk/);
    const link = /http:\/\/souk\.test(\/api\/v1\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(
      mail.text,
    )![1]!;
    // Mail programs get the same link for their own one-click unsubscribe button (RFC 8058).
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://souk.test${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const mailsBefore = t.mail.length;
    const again = await subscribe('news@example.tn');
    expect(again.statusCode).toBe(200);
    // Not mailed again, and told so instead of being sent to look for an email.
    expect(again.json()).toMatchObject({
      success: true,
      message: expect.stringMatching(/already subscribed/),
      data: { status: 'already_subscribed' },
    });
    expect(t.mail.length).toBe(mailsBefore);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);

    // The link asks first: opening it (as mail scanners do) unsubscribes no one.
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('lang="fr"');
    expect(page.body).toContain('news@example.tn ne recevra plus la newsletter Souk.');
    expect((await t.db.select().from(newsletterSubscribers))[0]!.unsubscribedAt).toBeNull();

    // Its button posts the form; the answer is a page in the subscriber's language.
    const token = /name="token" value="([\w-]+)"/.exec(page.body)![1]!;
    expect(page.body).toContain('action="/api/v1/newsletter/unsubscribe"');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/text\/html/);
    expect(confirmed.body).toContain('désinscrit');
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row!.unsubscribedAt).not.toBeNull();
    // Opened again, the link says it is done.
    expect((await t.app.inject({ method: 'GET', url: link })).body).toContain('désinscrit');

    const forged = await t.app.inject({
      method: 'GET',
      url: link.replace(/token=.*/, 'token=nope'),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('welcomes a returning subscriber back, and validates the email', async () => {
    const back = await subscribe('news@example.tn', 'en');
    expect(back.json().data).toEqual({ status: 'subscribed' });
    const [row] = await t.db.select().from(newsletterSubscribers);
    expect(row!.unsubscribedAt).toBeNull();
    const bad = await subscribe('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBeDefined();
  });

  it('takes two subscriptions of the same address at once without an error, mailing once', async () => {
    // Straight to the service: through the HTTP layer the two requests rarely overlap.
    const mailer = memoryMailer();
    const ctx = { db: t.db, mailer, publicUrl: 'http://souk.test', limiters: appLimiters() };
    const results = await Promise.allSettled([
      subscribeToNewsletter(ctx, 'twice@example.tn', 'ar', '10.0.0.1'),
      subscribeToNewsletter(ctx, 'twice@example.tn', 'ar', '10.0.0.1'),
      subscribeToNewsletter(ctx, 'twice@example.tn', 'ar', '10.0.0.1'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(mailer.sent.map((m) => m.to)).toEqual(['twice@example.tn']);
    expect((await subscribe('TWICE@example.tn')).statusCode).toBe(200);
  });

  it('takes form posts on its own unsubscribe route only (no other route accepts a cross-site form)', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=form%40example.tn',
    });
    expect(form.statusCode).toBe(415);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=A&lastName=B&email=a%40b.tn&message=Hello%20there%20friends',
    });
    expect(contact.statusCode).toBe(415);
  });

  it('escapes the address shown on the link page', async () => {
    await subscribe('"<b>x</b>"@example.tn', 'en');
    const link = /\/api\/v1\/newsletter\/unsubscribe\?token=[\w-]+/.exec(t.mail.at(-1)!.text)![0];
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.body).not.toContain('<b>x</b>');
    expect(page.body).toContain('&quot;&lt;b&gt;x&lt;/b&gt;&quot;@example.tn');
  });

  it('unsubscribes through the POST call too, in the subscriber’s language', async () => {
    await subscribe('post@example.tn', 'ar');
    const token = /token=([\w-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/unsubscribe',
      payload: { token },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/إلغاء/);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/unsubscribe',
      payload: { token: 'nope' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorCode).toBe('invalid_or_expired_token');
  });

  it("unsubscribes with a mail program's one-click post to the link", async () => {
    await subscribe('oneclick@example.tn');
    const mail = t.mail.at(-1)!;
    const link = /<http:\/\/souk\.test([^>]+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.find((row) => row.email === 'oneclick@example.tn')!.unsubscribedAt).not.toBeNull();

    // Mail programs should send it as multipart/form-data (RFC 8058 §3.2).
    await subscribe('multipart@example.tn');
    const multipartLink = /<http:\/\/souk\.test([^>]+)>/.exec(
      t.mail.at(-1)!.headers!['List-Unsubscribe']!,
    )![1]!;
    const boundary = '----souk';
    const multipart = await t.app.inject({
      method: 'POST',
      url: multipartLink,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
        `One-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    const after = await t.db.select().from(newsletterSubscribers);
    expect(
      after.find((row) => row.email === 'multipart@example.tn')!.unsubscribedAt,
    ).not.toBeNull();

    const withoutToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/unsubscribe',
      payload: {},
    });
    expect(withoutToken.statusCode).toBe(400);
    expect(withoutToken.json().errors).toEqual({ token: 'This field is required.' });
  });
});

describe('newsletter limits', () => {
  it('takes a few subscriptions per address within 10 minutes, then answers 429 and mails nothing', async () => {
    const ip = '10.61.0.1';
    for (let i = 0; i < 5; i++)
      expect((await subscribe(`many${i}@example.tn`, 'en', ip)).statusCode).toBe(200);
    const mailed = t.mail.length;
    const sixth = await subscribe('many5@example.tn', 'en', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('too_many_requests');
    expect(t.mail.length).toBe(mailed);
    // another address is not held back
    expect((await subscribe('many5@example.tn', 'en', '10.61.0.2')).statusCode).toBe(200);
  });
});
