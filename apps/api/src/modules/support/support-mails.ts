import type { InboxTicket, TicketMessage } from '@souk/shared/responses/support';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../lib/mail';
import { SUPPORT_WORDS } from './texts';

/** Where the customer reads a ticket: their support centre, opened on it. */
export function supportCentreLink(ctx: Pick<AppContext, 'publicUrl'>, ticketId: number): string {
  return `${ctx.publicUrl}/dashboard/profile/support?ticket=${ticketId}`;
}

/**
 * issue 11: the customer is emailed when support replies, in their own language (users.language),
 * with the answer and a link back to the thread.
 */
export function supportReplyMail(
  ctx: Pick<AppContext, 'publicUrl'>,
  ticket: InboxTicket,
  reply: TicketMessage,
): MailMessage {
  const w = SUPPORT_WORDS[ticket.customer.language];
  // A customer without a name is listed by their email: the greeting then names nobody.
  const name = ticket.customer.name === ticket.customer.email ? '' : ticket.customer.name;
  return {
    to: ticket.customer.email,
    subject: w.replySubject(ticket.id, ticket.subject),
    text: [
      w.hello(name),
      '',
      w.replyIntro(ticket.subject),
      '',
      reply.message,
      '',
      w.replyFollow,
      supportCentreLink(ctx, ticket.id),
      '',
      w.hours,
      '',
      w.team,
    ].join('\n'),
  };
}
