import { TicketPane } from '../../../components/support-ticket';
import { useTicket } from '../api/get-ticket';
import { useChangeTicketStatus, useReplyToTicket } from '../api/update-ticket';

/** One ticket: its thread, a reply box, and Close or Reopen. */
export function TicketDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const ticket = useTicket(id);
  const reply = useReplyToTicket();
  const status = useChangeTicketStatus();
  return (
    <TicketPane
      id={id}
      ticket={ticket}
      reply={reply}
      status={status}
      viewer="customer"
      onBack={onBack}
    />
  );
}
