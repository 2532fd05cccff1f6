import { z } from 'zod';
import { pagingQuerySchema } from '../api';
import { LIMITS, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../constants';
import { requiredText, textField } from '../validation';

/**
 * The support centre (issue 11; storefront §5 "Ticket needs subject and message", §9 the ticket
 * categories and priorities with their defaults). Decision 013.
 */

/** 'Open', 'open' and 'OPEN' alike: the spec writes the statuses Open and Closed. */
const ticketStatusField = textField(20)
  .transform((status) => status.toUpperCase())
  .pipe(z.enum(TICKET_STATUSES, { error: 'invalid_value' }));

const ticketCategoryField = z.enum(TICKET_CATEGORIES, { error: 'invalid_value' });
const ticketPriorityField = z.enum(TICKET_PRIORITIES, { error: 'invalid_value' });

export const ticketMessageField = requiredText(LIMITS.ticketMessageMax, { multiline: true });

/** POST /support/tickets: a new ticket and its first message. */
export const newTicketSchema = z.object({
  subject: requiredText(LIMITS.ticketSubjectMax),
  message: ticketMessageField,
  category: ticketCategoryField.default('General'),
  priority: ticketPriorityField.default('Medium'),
});
export type NewTicketInput = z.input<typeof newTicketSchema>;

/** POST …/tickets/{id}/messages: one more message in the thread. */
export const ticketReplySchema = z.object({ message: ticketMessageField });
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

/** PATCH …/tickets/{id}/status: Close or Reopen. */
export const ticketStatusChangeSchema = z.object({ status: ticketStatusField });
export type TicketStatusChange = z.output<typeof ticketStatusChangeSchema>;

/** GET /support/tickets: the customer's own tickets, a page at a time, optionally by status. */
export const ownTicketsQuerySchema = pagingQuerySchema
  .pick({ page: true, size: true })
  .extend({ status: ticketStatusField.optional() });

/** GET /admin/support/tickets: the support inbox, filtered by status, priority and category. */
export const ticketInboxQuerySchema = pagingQuerySchema.pick({ page: true, size: true }).extend({
  status: ticketStatusField.optional(),
  priority: ticketPriorityField.optional(),
  category: ticketCategoryField.optional(),
});
export type TicketInboxQuery = z.input<typeof ticketInboxQuerySchema>;
