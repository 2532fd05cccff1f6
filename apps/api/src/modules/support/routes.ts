import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, pageOf } from '@souk/shared/api';
import {
  inboxTicketSchema,
  inboxTicketSummarySchema,
  ticketSchema,
  ticketSummarySchema,
  type InboxTicket,
  type Ticket,
} from '@souk/shared/responses/support';
import {
  newTicketSchema,
  ownTicketsQuerySchema,
  ticketInboxQuerySchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from '@souk/shared/schemas/support';
import { idParams } from '@souk/shared/validation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { requestLanguage } from '../../lib/language';
import { callerOf, type Caller } from '../../plugins/auth';
import {
  addTicketMessage,
  getInboxTicket,
  getOwnTicket,
  listInboxTickets,
  listOwnTickets,
  openTicket,
  setTicketStatus,
} from './service';
import { supportReplyMail } from './support-mails';
import { SUPPORT_WORDS } from './texts';

/**
 * The support centre (issue 11, decision 013): a customer's own tickets under /support, and the
 * support inbox of the admin dashboard under /admin/support. One service decides who sees what.
 */
const customer = { audience: 'CUSTOMER' } as const;
const admin = { audience: 'ADMIN' } as const;

const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['support'];
  const ticketAnswer = { 200: envelopeOf(ticketSchema) };
  const inboxAnswer = { 200: envelopeOf(inboxTicketSchema) };

  /**
   * One ticket read and its status changed (OPEN or CLOSED), for one audience: `read` shows the
   * ticket as that audience sees it — a customer only their own, support any with its customer.
   */
  function ticketRoutes<T extends Ticket | InboxTicket, C extends typeof customer | typeof admin>(
    url: string,
    config: C,
    schema: z.ZodType<T>,
    read: (db: Database, id: number, caller: Caller) => Promise<T>,
    summaries: { read: string; status: string },
  ) {
    const response = { 200: envelopeOf(schema) };
    app.get(
      `${url}/:id`,
      { config, schema: { tags, summary: summaries.read, params: idParams, response } },
      async (request) => ({
        success: true as const,
        data: await read(ctx.db, request.params.id, callerOf(request)),
      }),
    );
    app.patch(
      `${url}/:id/status`,
      {
        config,
        schema: {
          tags,
          summary: summaries.status,
          params: idParams,
          body: ticketStatusChangeSchema,
          response,
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await setTicketStatus(ctx.db, request.params.id, caller, request.body.status);
        const words = SUPPORT_WORDS[requestLanguage(request)];
        return {
          success: true as const,
          message: request.body.status === 'CLOSED' ? words.closed : words.reopened,
          data: await read(ctx.db, request.params.id, caller),
        };
      },
    );
  }

  // ---------- the customer's own tickets ----------

  app.get(
    '/support/tickets',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Your support tickets, the most recently updated first (optionally by status)',
        querystring: ownTicketsQuerySchema,
        response: { 200: envelopeOf(pageOf(ticketSummarySchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnTickets(ctx.db, callerOf(request), request.query),
    }),
  );

  app.post(
    '/support/tickets',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Open a ticket with its first message (category General, priority Medium by default)',
        body: newTicketSchema,
        response: { 201: envelopeOf(ticketSchema) },
      },
    },
    async (request, reply) => {
      const ticket = await openTicket(ctx.db, callerOf(request), request.body);
      return reply.status(201).send({
        success: true as const,
        message: SUPPORT_WORDS[requestLanguage(request)].created,
        data: ticket,
      });
    },
  );

  ticketRoutes('/support/tickets', customer, ticketSchema, getOwnTicket, {
    read: 'One of your tickets with its messages',
    status: 'Close or reopen one of your tickets (status OPEN or CLOSED)',
  });

  app.post(
    '/support/tickets/:id/messages',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Write in one of your tickets (writing in a closed ticket reopens it)',
        params: idParams,
        body: ticketReplySchema,
        response: ticketAnswer,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { reopened } = await addTicketMessage(
        ctx.db,
        request.params.id,
        caller,
        request.body.message,
      );
      const words = SUPPORT_WORDS[requestLanguage(request)];
      return {
        success: true as const,
        message: reopened ? words.reopenedBySending : words.sent,
        data: await getOwnTicket(ctx.db, request.params.id, caller),
      };
    },
  );

  // ---------- the support inbox (admin dashboard) ----------

  app.get(
    '/admin/support/tickets',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Every customer's tickets with their customer, open first, filtered by status, priority and category",
        querystring: ticketInboxQuerySchema,
        response: { 200: envelopeOf(pageOf(inboxTicketSummarySchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listInboxTickets(ctx.db, request.query),
    }),
  );

  ticketRoutes('/admin/support/tickets', admin, inboxTicketSchema, getInboxTicket, {
    read: 'Any ticket with its messages and its customer',
    status: 'Close or reopen any ticket (status OPEN or CLOSED)',
  });

  app.post(
    '/admin/support/tickets/:id/messages',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Answer a ticket as support; the customer is emailed the answer in their language',
        params: idParams,
        body: ticketReplySchema,
        response: inboxAnswer,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { messageId } = await addTicketMessage(
        ctx.db,
        request.params.id,
        caller,
        request.body.message,
      );
      const ticket = await getInboxTicket(ctx.db, request.params.id, caller);
      const answer = ticket.messages.find((message) => message.id === messageId)!;
      // The answer is stored and shown in the support centre: a mail that fails is only logged.
      await ctx.mailer
        .send(supportReplyMail(ctx, ticket, answer))
        .catch((error: unknown) => app.log.error({ err: error }, 'support reply mail not sent'));
      return {
        success: true as const,
        message: SUPPORT_WORDS[requestLanguage(request)].sent,
        data: ticket,
      };
    },
  );
};

export default supportRoutes;
