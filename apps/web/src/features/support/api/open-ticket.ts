import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@souk/shared/responses/support';
import type { NewTicketInput } from '@souk/shared/schemas/support';
import { apiRequest } from '../../../lib/api-client';
import { supportKeys } from './keys';

/** POST /support/tickets — a new ticket with its first message; answers it and a message. */
export async function openTicket(
  input: NewTicketInput,
): Promise<{ ticket: Ticket; message: string }> {
  const answer = await apiRequest<{ data: Ticket; message?: string }>('/support/tickets', {
    method: 'POST',
    body: input,
  });
  return { ticket: answer.data, message: answer.message ?? '' };
}

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
    },
  });
}
