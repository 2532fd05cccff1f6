import { z } from 'zod';
import { LANGUAGES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../constants';

/**
 * What the support calls answer. spec: storefront §3 "support ticket" sample shape — id, subject,
 * status, priority, category, lastUpdate, and messages with id, sender (user or support), message
 * and time.
 */

const id = z.number().int();
const timestamp = z.iso.datetime();

export const TICKET_SENDERS = ['user', 'support'] as const;
export type TicketSender = (typeof TICKET_SENDERS)[number];

export const ticketMessageSchema = z.object({
  id,
  sender: z.enum(TICKET_SENDERS),
  message: z.string(),
  time: timestamp,
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id,
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  category: z.enum(TICKET_CATEGORIES),
  createdAt: timestamp,
  lastUpdate: timestamp,
  messageCount: z.number().int(),
  lastSender: z.enum(TICKET_SENDERS).nullable().describe('who wrote last: support means answered'),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

/** The customer behind a ticket, as the support inbox shows them. */
export const ticketCustomerSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  language: z.enum(LANGUAGES),
});

export const inboxTicketSummarySchema = ticketSummarySchema.extend({
  customer: ticketCustomerSchema,
});
export type InboxTicketSummary = z.infer<typeof inboxTicketSummarySchema>;

export const inboxTicketSchema = ticketSchema.extend({ customer: ticketCustomerSchema });
export type InboxTicket = z.infer<typeof inboxTicketSchema>;
