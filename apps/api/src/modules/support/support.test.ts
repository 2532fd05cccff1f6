import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { messageFor } from '@souk/shared/messages';
import { brands } from '../../db/schema/brands';
import { supportTickets, ticketMessages } from '../../db/schema/support';
import { buildTestApp, type TestApp } from '../../test/helper';
import { apiCall, orderPeople, type Headers, type Method } from '../../test/order-fixture';

let t: TestApp;
let amira: Headers;
let karim: Headers;
let admin: Headers;
let brand: Headers;
let amiraId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const [shop] = await t.db.insert(brands).values({ name: 'Support Shop' }).returning();
  const people = await orderPeople(
    t,
    { a: shop!.id },
    { karim: { firstname: 'Karim', lastname: 'Tlili' } },
  );
  ({ id: amiraId, headers: amira } = people.amira);
  karim = people.karim.headers;
  admin = people.admin.headers;
  brand = people.brandA.headers;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(supportTickets);
  t.mail.length = 0;
});

const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  apiCall(t, method, url, headers, payload);

const open = async (headers: Headers, body: object = {}) => {
  const response = await call('POST', '/support/tickets', headers, {
    subject: 'Where is my parcel?',
    message: 'My order was shipped three days ago.',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; status: string };
};

const messagesIn = async (ticketId: number) =>
  t.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId));

describe('POST /support/tickets', () => {
  it('opens an Open ticket with the first message, category General and priority Medium by default', async () => {
    const response = await call(
      'POST',
      '/support/tickets',
      { ...amira, 'accept-language': 'fr' },
      { subject: '  Where is my parcel?  ', message: 'Shipped three days ago.\nStill nothing.' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toMatch(/ticket a été créé/);
    expect(body.data).toMatchObject({
      subject: 'Where is my parcel?',
      status: 'OPEN',
      category: 'General',
      priority: 'Medium',
      messageCount: 1,
      lastSender: 'user',
    });
    expect(body.data.messages).toEqual([
      {
        id: expect.any(Number),
        sender: 'user',
        message: 'Shipped three days ago.\nStill nothing.',
        time: body.data.createdAt,
      },
    ]);
    expect(body.data.lastUpdate).toBe(body.data.createdAt);
  });

  it('keeps the category and priority chosen', async () => {
    const ticket = await open(amira, { category: 'Returns', priority: 'Urgent' });
    expect(ticket).toMatchObject({ category: 'Returns', priority: 'Urgent' });
  });

  it('refuses a ticket without subject or message, with a message per field', async () => {
    const response = await call('POST', '/support/tickets', amira, {
      subject: '   ',
      message: '',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('validation_failed');
    expect(Object.keys(body.errors).sort()).toEqual(['message', 'subject']);
    expect(await t.db.select().from(supportTickets)).toEqual([]);
  });

  it('refuses a subject over 200 characters, a message over 5000 and unknown categories', async () => {
    const cases: object[] = [
      { subject: 'x'.repeat(201), message: 'Hello' },
      { subject: 'Hello', message: 'x'.repeat(5001) },
      { subject: 'Hello', message: 'Hello', category: 'Gossip' },
      { subject: 'Hello', message: 'Hello', priority: 'Whenever' },
    ];
    for (const payload of cases) {
      const response = await call('POST', '/support/tickets', amira, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const limits = await call('POST', '/support/tickets', amira, {
      subject: 'x'.repeat(200),
      message: 'y'.repeat(5000),
    });
    expect(limits.statusCode).toBe(201);
  });

  it('is for customers only: an admin or a brand cannot open a ticket, a visitor must log in', async () => {
    const body = { subject: 'Hello', message: 'Hello' };
    expect((await call('POST', '/support/tickets', admin, body)).statusCode).toBe(403);
    expect((await call('POST', '/support/tickets', brand, body)).statusCode).toBe(403);
    expect((await call('POST', '/support/tickets', {}, body)).statusCode).toBe(401);
  });
});

describe("a customer's own tickets", () => {
  it('lists only their own tickets, the most recently updated first, a page at a time', async () => {
    const first = await open(amira, { subject: 'First' });
    const second = await open(amira, { subject: 'Second' });
    await open(karim, { subject: 'Not yours' });
    // A message in the first ticket makes it the most recently updated.
    await call('POST', `/support/tickets/${first.id}/messages`, amira, { message: 'Any news?' });

    const page = (await call('GET', '/support/tickets?page=0&size=1', amira)).json().data;
    expect(page.totalElements).toBe(2);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((ticket: { subject: string }) => ticket.subject)).toEqual(['First']);
    const next = (await call('GET', '/support/tickets?page=1&size=1', amira)).json().data;
    expect(next.content.map((ticket: { id: number }) => ticket.id)).toEqual([second.id]);
    expect(page.content[0]).toMatchObject({ messageCount: 2, lastSender: 'user' });
    expect(page.content[0]).not.toHaveProperty('messages');
  });

  it('filters by status', async () => {
    const closed = await open(amira, { subject: 'Closed one' });
    await open(amira, { subject: 'Open one' });
    await call('PATCH', `/support/tickets/${closed.id}/status`, amira, { status: 'CLOSED' });
    const list = (await call('GET', '/support/tickets?status=closed', amira)).json().data;
    expect(list.content.map((ticket: { id: number }) => ticket.id)).toEqual([closed.id]);
  });

  it('shows one ticket with its thread', async () => {
    const ticket = await open(amira);
    const response = await call('GET', `/support/tickets/${ticket.id}`, amira);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.messages).toHaveLength(1);
  });

  it('closes and reopens a ticket (Closed and Open in any case)', async () => {
    const ticket = await open(amira);
    const closed = await call('PATCH', `/support/tickets/${ticket.id}/status`, amira, {
      status: 'Closed',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ message: 'Ticket closed.', data: { status: 'CLOSED' } });
    const reopened = await call('PATCH', `/support/tickets/${ticket.id}/status`, amira, {
      status: 'open',
    });
    expect(reopened.json()).toMatchObject({
      message: 'Ticket reopened.',
      data: { status: 'OPEN' },
    });
    const bad = await call('PATCH', `/support/tickets/${ticket.id}/status`, amira, {
      status: 'ARCHIVED',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('adds a message to the thread; writing in a closed ticket reopens it', async () => {
    const ticket = await open(amira);
    await call('PATCH', `/support/tickets/${ticket.id}/status`, amira, { status: 'CLOSED' });
    const response = await call('POST', `/support/tickets/${ticket.id}/messages`, amira, {
      message: 'Actually, one more question.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Message sent. Your ticket is open again.');
    expect(response.json().data).toMatchObject({ status: 'OPEN', messageCount: 2 });
    expect(response.json().data.messages[1]).toMatchObject({
      sender: 'user',
      message: 'Actually, one more question.',
    });
    const empty = await call('POST', `/support/tickets/${ticket.id}/messages`, amira, {
      message: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('message');
  });

  it("never shows or changes another customer's ticket: it is simply not found", async () => {
    const ticket = await open(amira);
    const read = await call('GET', `/support/tickets/${ticket.id}`, karim);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Where is my parcel');
    const write = await call('POST', `/support/tickets/${ticket.id}/messages`, karim, {
      message: 'Let me in.',
    });
    expect(write.statusCode).toBe(404);
    const close = await call('PATCH', `/support/tickets/${ticket.id}/status`, karim, {
      status: 'CLOSED',
    });
    expect(close.statusCode).toBe(404);
    expect(await messagesIn(ticket.id)).toHaveLength(1);
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.status).toBe('OPEN');
    expect((await call('GET', '/support/tickets', karim)).json().data.totalElements).toBe(0);
  });

  it('keeps admins and brands out of the customer calls (they use the inbox)', async () => {
    const ticket = await open(amira);
    expect((await call('GET', '/support/tickets', admin)).statusCode).toBe(403);
    expect((await call('GET', `/support/tickets/${ticket.id}`, brand)).statusCode).toBe(403);
    expect(
      (await call('POST', `/support/tickets/${ticket.id}/messages`, admin, { message: 'Hi' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the support inbox (admin)', () => {
  it('lists every customer’s tickets with the customer, open ones first', async () => {
    const closed = await open(amira, { subject: 'Old question' });
    await call('PATCH', `/support/tickets/${closed.id}/status`, amira, { status: 'CLOSED' });
    const fresh = await open(karim, { subject: 'New question' });
    const response = await call('GET', '/admin/support/tickets', admin);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.totalElements).toBe(2);
    expect(page.content.map((ticket: { id: number }) => ticket.id)).toEqual([fresh.id, closed.id]);
    expect(page.content[1].customer).toEqual({
      id: amiraId,
      name: 'Amira Ben Salah',
      email: 'amira@example.tn',
      language: 'fr',
    });
  });

  it('filters by status, priority and category', async () => {
    const returns = await open(amira, { category: 'Returns', priority: 'High' });
    const payment = await open(karim, { category: 'Payment', priority: 'High' });
    await open(karim, { category: 'Payment', priority: 'Low' });
    await call('PATCH', `/admin/support/tickets/${payment.id}/status`, admin, { status: 'CLOSED' });
    const ids = async (query: string) =>
      (await call('GET', `/admin/support/tickets?${query}`, admin))
        .json()
        .data.content.map((ticket: { id: number }) => ticket.id);
    expect(await ids('priority=High&status=OPEN')).toEqual([returns.id]);
    expect(await ids('category=Payment&priority=High')).toEqual([payment.id]);
    expect(await ids('status=CLOSED')).toEqual([payment.id]);
    expect((await call('GET', '/admin/support/tickets?category=Gossip', admin)).statusCode).toBe(
      400,
    );
  });

  it('is for admins only', async () => {
    const ticket = await open(amira);
    for (const url of ['/admin/support/tickets', `/admin/support/tickets/${ticket.id}`]) {
      expect((await call('GET', url, amira)).statusCode).toBe(403);
      expect((await call('GET', url, brand)).statusCode).toBe(403);
      expect((await call('GET', url, {})).statusCode).toBe(401);
    }
    const reply = await call('POST', `/admin/support/tickets/${ticket.id}/messages`, amira, {
      message: 'I am support, trust me.',
    });
    expect(reply.statusCode).toBe(403);
    const close = await call('PATCH', `/admin/support/tickets/${ticket.id}/status`, karim, {
      status: 'CLOSED',
    });
    expect(close.statusCode).toBe(403);
    expect(await messagesIn(ticket.id)).toHaveLength(1);
    expect(t.mail).toEqual([]);
  });

  it('answers as support: the customer sees the reply and is emailed it in their language', async () => {
    const ticket = await open(amira, { subject: 'Colis en retard' });
    const response = await call('POST', `/admin/support/tickets/${ticket.id}/messages`, admin, {
      message: 'Your parcel reaches Tunis tomorrow.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ticket.id,
      lastSender: 'support',
      customer: { email: 'amira@example.tn' },
    });

    const seen = (await call('GET', `/support/tickets/${ticket.id}`, amira)).json().data;
    expect(
      seen.messages.map((m: { sender: string; message: string }) => [m.sender, m.message]),
    ).toEqual([
      ['user', 'My order was shipped three days ago.'],
      ['support', 'Your parcel reaches Tunis tomorrow.'],
    ]);

    expect(t.mail).toHaveLength(1);
    const mail = t.mail[0]!;
    expect(mail.to).toBe('amira@example.tn');
    // Amira reads French: the mail is in French, whatever language the admin uses.
    expect(mail.subject).toBe(`Re : Colis en retard [Support Souk n° ${ticket.id}]`);
    expect(mail.text).toContain('Bonjour Amira Ben Salah,');
    expect(mail.text).toContain('Your parcel reaches Tunis tomorrow.');
    expect(mail.text).toContain(`http://souk.test/dashboard/profile/support?ticket=${ticket.id}`);
  });

  it('reads any ticket with its customer and 404s on one that does not exist', async () => {
    const ticket = await open(karim);
    const response = await call('GET', `/admin/support/tickets/${ticket.id}`, admin);
    expect(response.json().data).toMatchObject({
      customer: { name: 'Karim Tlili', language: 'en' },
      messages: [{ sender: 'user' }],
    });
    expect((await call('GET', '/admin/support/tickets/999999', admin)).statusCode).toBe(404);
    const reply = await call('POST', '/admin/support/tickets/999999/messages', admin, {
      message: 'Hello?',
    });
    expect(reply.statusCode).toBe(404);
    expect(t.mail).toEqual([]);
  });

  it('closes a ticket; a last word from support leaves it closed', async () => {
    const ticket = await open(amira);
    const closed = await call('PATCH', `/admin/support/tickets/${ticket.id}/status`, admin, {
      status: 'CLOSED',
    });
    expect(closed.json().data.status).toBe('CLOSED');
    const reply = await call('POST', `/admin/support/tickets/${ticket.id}/messages`, admin, {
      message: 'Closing this one: glad we could help.',
    });
    expect(reply.json().data).toMatchObject({ status: 'CLOSED', messageCount: 2 });
    const own = (await call('GET', `/support/tickets/${ticket.id}`, amira)).json().data;
    expect(own.status).toBe('CLOSED');
  });
});

describe('what a customer may send support in an hour (issue 29)', () => {
  const ticketsAllowed = LIMITS.supportTicketsPerWindow;
  const messagesAllowed = LIMITS.supportMessagesPerWindow;

  const write = (headers: Headers, ticketId: number, message = 'Any news?') =>
    call('POST', `/support/tickets/${ticketId}/messages`, headers, { message });

  const ticketsOf = (userId: number) =>
    t.db.select().from(supportTickets).where(eq(supportTickets.userId, userId));

  /** The customer's own messages, the ones that opened their tickets included. */
  const customerMessagesIn = async (ticketId: number) =>
    t.db
      .select()
      .from(ticketMessages)
      .where(and(eq(ticketMessages.ticketId, ticketId), eq(ticketMessages.sender, 'user')));

  /** Moves every ticket and message `minutes` into the past, as if that time had gone by. */
  const letTimePass = async (minutes: number) => {
    const by = sql`${`${minutes} minutes`}::interval`;
    await t.db.update(supportTickets).set({ createdAt: sql`${supportTickets.createdAt} - ${by}` });
    await t.db.update(ticketMessages).set({ createdAt: sql`${ticketMessages.createdAt} - ${by}` });
  };

  it('opens 5 tickets an hour per customer: the 6th is refused with too_many_tickets, in their language; another customer is not held back', async () => {
    expect([ticketsAllowed, messagesAllowed, LIMITS.supportWindowMinutes]).toEqual([5, 30, 60]);
    for (let i = 1; i <= ticketsAllowed; i++) await open(amira, { subject: `Question ${i}` });
    const refused = await call(
      'POST',
      '/support/tickets',
      { ...amira, 'accept-language': 'fr' },
      { subject: 'Question 6', message: 'One more.' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'too_many_tickets',
      message: messageFor('too_many_tickets', 'fr'),
    });
    expect(await ticketsOf(amiraId)).toHaveLength(ticketsAllowed);

    await open(karim, { subject: 'My own question' });
  });

  it('accepts 30 messages an hour per customer over all their tickets, then refuses with too_many_messages; openings and support answers do not count', async () => {
    const first = await open(amira, { subject: 'First' });
    const second = await open(amira, { subject: 'Second' });
    // Support's answers are not the customer's and are never limited.
    for (let i = 0; i < 3; i++) {
      const answer = await call('POST', `/admin/support/tickets/${first.id}/messages`, admin, {
        message: `Looking into it (${i}).`,
      });
      expect(answer.statusCode).toBe(200);
    }
    for (let i = 0; i < messagesAllowed; i++) {
      const sent = await write(amira, i % 2 === 0 ? first.id : second.id, `Message ${i}`);
      expect(sent.statusCode, `message ${i + 1}`).toBe(200);
    }
    // Closed, so that a message let through would show by reopening it.
    await call('PATCH', `/support/tickets/${second.id}/status`, amira, { status: 'CLOSED' });

    const refused = await write(amira, second.id, 'Message 31');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'too_many_messages',
      message: messageFor('too_many_messages', 'en'),
    });
    // Each ticket: its opening message and 15 more; the 31st was not stored and reopened nothing.
    expect(await customerMessagesIn(first.id)).toHaveLength(1 + messagesAllowed / 2);
    expect(await customerMessagesIn(second.id)).toHaveLength(1 + messagesAllowed / 2);
    const [closed] = await t.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, second.id));
    expect(closed!.status).toBe('CLOSED');

    const answer = await call('POST', `/admin/support/tickets/${first.id}/messages`, admin, {
      message: 'Still answering.',
    });
    expect(answer.statusCode).toBe(200);
    const other = await open(karim);
    expect((await write(karim, other.id)).statusCode).toBe(200);
  });

  it('holds when everything arrives at once: exactly 5 tickets and 30 messages are stored', async () => {
    // On PostgreSQL (npm run test:pg) the requests really overlap, so this also proves the count
    // and the write are one step; PGlite runs one transaction at a time.
    const tickets = await Promise.all(
      Array.from({ length: ticketsAllowed + 3 }, (_, i) =>
        call('POST', '/support/tickets', amira, { subject: `Burst ${i}`, message: 'Hello' }),
      ),
    );
    const statuses = tickets.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ticketsAllowed);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await ticketsOf(amiraId)).toHaveLength(ticketsAllowed);

    const ticketId = (await ticketsOf(amiraId))[0]!.id;
    const messages = await Promise.all(
      Array.from({ length: messagesAllowed + 5 }, (_, i) => write(amira, ticketId, `Burst ${i}`)),
    );
    const answered = messages.map((response) => response.statusCode);
    expect(answered.filter((status) => status === 200)).toHaveLength(messagesAllowed);
    expect(answered.filter((status) => status === 429)).toHaveLength(5);
    expect(await customerMessagesIn(ticketId)).toHaveLength(1 + messagesAllowed);
  });

  it('lets the customer send again once the hour has passed since the earlier ones', async () => {
    for (let i = 0; i < ticketsAllowed; i++) await open(amira);
    const ticketId = (await ticketsOf(amiraId))[0]!.id;
    for (let i = 0; i < messagesAllowed; i++)
      expect((await write(amira, ticketId)).statusCode).toBe(200);
    const again = () => call('POST', '/support/tickets', amira, { subject: 'Hi', message: 'Hi' });

    await letTimePass(59);
    expect((await again()).statusCode).toBe(429);
    expect((await write(amira, ticketId)).statusCode).toBe(429);

    await letTimePass(2);
    expect((await again()).statusCode).toBe(201);
    expect((await write(amira, ticketId)).statusCode).toBe(200);
    expect(await ticketsOf(amiraId)).toHaveLength(ticketsAllowed + 1);
  });
});
