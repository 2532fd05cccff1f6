import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@souk/shared/responses/support';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from './keys';

type TicketAnswer = { ticket: Ticket; message: string };

async function send(path: string, method: 'POST' | 'PATCH', body: object): Promise<TicketAnswer> {
  const answer = await apiRequest<{ data: Ticket; message?: string }>(path, { method, body });
  return { ticket: answer.data, message: answer.message ?? '' };
}

/** POST /support/tickets/{id}/messages — writing in a closed ticket reopens it. */
export const replyToTicket = (id: number, message: string) =>
  send(`/support/tickets/${id}/messages`, 'POST', { message });

/** PATCH /support/tickets/{id}/status — Close or Reopen. */
export const changeTicketStatus = (id: number, status: Ticket['status']) =>
  send(`/support/tickets/${id}/status`, 'PATCH', { status });

function useTicketChange<V>(change: (variables: V) => Promise<TicketAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({
        queryKey: supportKeys.tickets(),
        predicate: (query) => query.queryKey[2] === 'list',
      });
    },
  });
}

export const useReplyToTicket = () =>
  useTicketChange(({ id, message }: { id: number; message: string }) => replyToTicket(id, message));

export const useChangeTicketStatus = () =>
  useTicketChange(({ id, status }: { id: number; status: Ticket['status'] }) =>
    changeTicketStatus(id, status),
  );
