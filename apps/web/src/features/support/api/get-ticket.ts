import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ticket } from '@souk/shared/responses/support';
import { apiData } from '../../../lib/api-client';
import { supportKeys } from './keys';

/** GET /support/tickets/{id} — one of the customer's tickets with its messages. */
export function getTicket(id: number, signal?: AbortSignal): Promise<Ticket> {
  return apiData(`/support/tickets/${id}`, { signal });
}

export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });

export function useTicket(id: number | null) {
  return useQuery({ ...ticketQuery(id ?? 0), enabled: id !== null });
}
