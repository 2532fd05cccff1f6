import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { toPage, type Page } from '@souk/shared/api';
import { LIMITS, type Language } from '@souk/shared/constants';
import type {
  InboxTicket,
  InboxTicketSummary,
  Ticket,
  TicketMessage,
  TicketSender,
  TicketSummary,
} from '@souk/shared/responses/support';
import type { z } from 'zod';
import type {
  newTicketSchema,
  ownTicketsQuerySchema,
  ticketInboxQuerySchema,
} from '@souk/shared/schemas/support';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { supportTickets, ticketMessages } from '../../db/schema/support';
import { AppError } from '../../lib/errors';
import { writeWithinLimit, type WindowLimit } from '../../lib/window-limit';
import type { Caller } from '../../plugins/auth';

/**
 * The support centre's rules (decision 013). A ticket belongs to one customer, who alone reads and
 * writes it; an admin reads every ticket and answers as support. Whoever may not see a ticket
 * learns only that it was not found.
 */

/** New tickets one customer may open in the window. */
export const SUPPORT_TICKET_LIMIT: WindowLimit = {
  allowed: LIMITS.supportTicketsPerWindow,
  windowMinutes: LIMITS.supportWindowMinutes,
  refusal: 'too_many_tickets',
};

/**
 * Messages one customer may add to their tickets in the window, over all of them. A ticket's first
 * message came with the ticket and is counted by SUPPORT_TICKET_LIMIT only.
 */
export const SUPPORT_MESSAGE_LIMIT: WindowLimit = {
  allowed: LIMITS.supportMessagesPerWindow,
  windowMinutes: LIMITS.supportWindowMinutes,
  refusal: 'too_many_messages',
};

async function ticketsOpenedSince(tx: Database, userId: number, since: Date): Promise<number> {
  const [recent] = await tx
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), gt(supportTickets.createdAt, since)));
  return recent?.n ?? 0;
}

async function messagesAddedSince(tx: Database, userId: number, since: Date): Promise<number> {
  const [recent] = await tx
    .select({ n: count() })
    .from(ticketMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, ticketMessages.ticketId))
    .where(
      and(
        eq(supportTickets.userId, userId),
        eq(ticketMessages.sender, 'user'),
        gt(ticketMessages.createdAt, since),
        // Not the message that opened its ticket (the first one written in it).
        sql`"ticket_messages"."id" > (
          select min(opening.id) from ticket_messages opening
          where opening.ticket_id = "ticket_messages"."ticket_id"
        )`,
      ),
    );
  return recent?.n ?? 0;
}

type TicketRow = Pick<
  typeof supportTickets.$inferSelect,
  'id' | 'subject' | 'status' | 'priority' | 'category' | 'createdAt' | 'updatedAt'
> & { messageCount: number; lastSender: string | null };

const summaryColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  status: supportTickets.status,
  priority: supportTickets.priority,
  category: supportTickets.category,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  // Written out: inside a sub-select drizzle would leave the outer column unqualified.
  messageCount: sql<number>`(
    select count(*)::int from ticket_messages tm where tm.ticket_id = "support_tickets"."id"
  )`.mapWith(Number),
  lastSender: sql<string | null>`(
    select tm.sender from ticket_messages tm where tm.ticket_id = "support_tickets"."id"
    order by tm.created_at desc, tm.id desc limit 1
  )`,
};

const customerColumns = {
  customerId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  language: users.language,
};

function summaryOf(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status as TicketSummary['status'],
    priority: row.priority as TicketSummary['priority'],
    category: row.category as TicketSummary['category'],
    createdAt: row.createdAt.toISOString(),
    lastUpdate: row.updatedAt.toISOString(),
    messageCount: row.messageCount,
    lastSender: (row.lastSender as TicketSender | null) ?? null,
  };
}

type CustomerRow = {
  customerId: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  language: Language;
};

function customerOf(row: CustomerRow): InboxTicketSummary['customer'] {
  return {
    id: row.customerId,
    name: [row.firstname, row.lastname].filter(Boolean).join(' ').trim() || row.email,
    email: row.email,
    language: row.language,
  };
}

async function messagesOf(db: Database, ticketId: number): Promise<TicketMessage[]> {
  const rows = await db
    .select({
      id: ticketMessages.id,
      sender: ticketMessages.sender,
      message: ticketMessages.message,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return rows.map((row) => ({
    id: row.id,
    sender: row.sender === 'support' ? 'support' : 'user',
    message: row.message,
    time: row.createdAt.toISOString(),
  }));
}

/** The ticket if the caller may see it: their own as a customer, any as an admin; else 404. */
async function visibleTicket(db: Database, ticketId: number, caller: Caller) {
  const [row] = await db
    .select({ ...summaryColumns, userId: supportTickets.userId, ...customerColumns })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(
      caller.role === 'ADMIN'
        ? eq(supportTickets.id, ticketId)
        : and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, caller.userId)),
    );
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET /support/tickets/{id}: one of the customer's tickets with its thread. */
export async function getOwnTicket(
  db: Database,
  ticketId: number,
  caller: Caller,
): Promise<Ticket> {
  const row = await visibleTicket(db, ticketId, caller);
  return { ...summaryOf(row), messages: await messagesOf(db, row.id) };
}

/** GET /admin/support/tickets/{id}: any ticket, its thread and its customer. */
export async function getInboxTicket(
  db: Database,
  ticketId: number,
  caller: Caller,
): Promise<InboxTicket> {
  const row = await visibleTicket(db, ticketId, caller);
  return {
    ...summaryOf(row),
    customer: customerOf(row),
    messages: await messagesOf(db, row.id),
  };
}

/** GET /support/tickets: the customer's tickets, the most recently updated first. */
export async function listOwnTickets(
  db: Database,
  caller: Caller,
  query: z.output<typeof ownTicketsQuerySchema>,
): Promise<Page<TicketSummary>> {
  const where = and(
    eq(supportTickets.userId, caller.userId),
    query.status ? eq(supportTickets.status, query.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(supportTickets)
      .where(where),
  ]);
  return toPage(rows.map(summaryOf), counted?.n ?? 0, query.page, query.size);
}

/**
 * GET /admin/support/tickets: every customer's tickets, filtered by status, priority and category;
 * open tickets first, then the most recently updated.
 */
export async function listInboxTickets(
  db: Database,
  query: z.output<typeof ticketInboxQuerySchema>,
): Promise<Page<InboxTicketSummary>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(supportTickets.status, query.status));
  if (query.priority) filters.push(eq(supportTickets.priority, query.priority));
  if (query.category) filters.push(eq(supportTickets.category, query.category));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...summaryColumns, ...customerColumns })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(
        sql`case when ${supportTickets.status} = 'OPEN' then 0 else 1 end`,
        desc(supportTickets.updatedAt),
        desc(supportTickets.id),
      )
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(supportTickets)
      .where(where),
  ]);
  return toPage(
    rows.map((row) => ({ ...summaryOf(row), customer: customerOf(row) })),
    counted?.n ?? 0,
    query.page,
    query.size,
  );
}

/**
 * POST /support/tickets: a new ticket, Open, with the customer's first message — within the
 * customer's SUPPORT_TICKET_LIMIT, else 429 too_many_tickets and nothing is written.
 */
export async function openTicket(
  db: Database,
  caller: Caller,
  input: z.output<typeof newTicketSchema>,
): Promise<Ticket> {
  const id = await writeWithinLimit(
    db,
    `support-ticket:${caller.userId}`,
    SUPPORT_TICKET_LIMIT,
    (tx, since) => ticketsOpenedSince(tx, caller.userId, since),
    async (tx) => {
      const now = new Date();
      const [ticket] = await tx
        .insert(supportTickets)
        .values({
          userId: caller.userId,
          subject: input.subject,
          status: 'OPEN',
          priority: input.priority,
          category: input.category,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: supportTickets.id });
      await tx.insert(ticketMessages).values({
        ticketId: ticket!.id,
        sender: 'user',
        authorId: caller.userId,
        message: input.message,
        createdAt: now,
      });
      return ticket!.id;
    },
  );
  return getOwnTicket(db, id, caller);
}

/**
 * A message in the thread: from the customer (their own ticket only) or from support (an admin).
 * A customer writing on a closed ticket reopens it: they have more to say, so it is not settled.
 * Support may add a last word to a closed ticket without reopening it. A customer writes within
 * their SUPPORT_MESSAGE_LIMIT (else 429 too_many_messages); support's answers are not limited.
 */
export async function addTicketMessage(
  db: Database,
  ticketId: number,
  caller: Caller,
  message: string,
): Promise<{ reopened: boolean; messageId: number }> {
  const ticket = await visibleTicket(db, ticketId, caller);
  const sender: TicketSender = caller.role === 'ADMIN' ? 'support' : 'user';
  const reopened = sender === 'user' && ticket.status === 'CLOSED';
  const write = async (tx: Database | Tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(ticketMessages)
      .values({ ticketId, sender, authorId: caller.userId, message, createdAt: now })
      .returning({ id: ticketMessages.id });
    await tx
      .update(supportTickets)
      .set({ updatedAt: now, ...(reopened ? { status: 'OPEN' } : {}) })
      .where(eq(supportTickets.id, ticketId));
    return row!.id;
  };
  const messageId =
    sender === 'support'
      ? await db.transaction(write)
      : await writeWithinLimit(
          db,
          `support-message:${caller.userId}`,
          SUPPORT_MESSAGE_LIMIT,
          (tx, since) => messagesAddedSince(tx, caller.userId, since),
          write,
        );
  return { reopened, messageId };
}

/** Close or reopen: the customer their own ticket, an admin any. */
export async function setTicketStatus(
  db: Database,
  ticketId: number,
  caller: Caller,
  status: 'OPEN' | 'CLOSED',
): Promise<void> {
  const ticket = await visibleTicket(db, ticketId, caller);
  if (ticket.status === status) return;
  await db
    .update(supportTickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticketId));
}
