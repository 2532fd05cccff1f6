import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import type { InboxTicket, InboxTicketSummary } from '@souk/shared/responses/support';
import type { TicketInboxQuery } from '@souk/shared/schemas/support';
import { apiData, apiRequest } from '../../../lib/api-client';

/** The support inbox of the admin dashboard (issue 11): the calls under /admin/support. */

export const INBOX_PAGE_SIZE = 20;

export type InboxFilters = Pick<TicketInboxQuery, 'status' | 'priority' | 'category'> & {
  page: number;
};

/** Query keys of the support inbox, general to specific. */
export const inboxKeys = {
  all: ['admin', 'support'] as const,
  list: (filters: InboxFilters) => [...inboxKeys.all, 'list', filters] as const,
  ticket: (id: number) => [...inboxKeys.all, 'ticket', id] as const,
};

/** GET /admin/support/tickets — every customer's tickets, filtered; open ones first. */
export function getInboxTickets(
  filters: InboxFilters,
  signal?: AbortSignal,
): Promise<Page<InboxTicketSummary>> {
  const query = new URLSearchParams({ page: String(filters.page), size: String(INBOX_PAGE_SIZE) });
  for (const key of ['status', 'priority', 'category'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return apiData(`/admin/support/tickets?${query}`, { signal });
}

export const inboxTicketsQuery = (filters: InboxFilters) =>
  queryOptions({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ signal }) => getInboxTickets(filters, signal),
  });

export function useInboxTickets(filters: InboxFilters) {
  return useQuery({ ...inboxTicketsQuery(filters), placeholderData: keepPreviousData });
}

/** GET /admin/support/tickets/{id} — a ticket, its thread and its customer. */
export function getInboxTicket(id: number, signal?: AbortSignal): Promise<InboxTicket> {
  return apiData(`/admin/support/tickets/${id}`, { signal });
}

export function useInboxTicket(id: number | null) {
  return useQuery({
    queryKey: inboxKeys.ticket(id ?? 0),
    queryFn: ({ signal }) => getInboxTicket(id!, signal),
    enabled: id !== null,
  });
}

type InboxAnswer = { ticket: InboxTicket; message: string };

async function send(path: string, method: 'POST' | 'PATCH', body: object): Promise<InboxAnswer> {
  const answer = await apiRequest<{ data: InboxTicket; message?: string }>(path, { method, body });
  return { ticket: answer.data, message: answer.message ?? '' };
}

function useInboxChange<V>(change: (variables: V) => Promise<InboxAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async ({ ticket }) => {
      // a read of the ticket still under way began before this change: its answer is stale
      await queryClient.cancelQueries({ queryKey: inboxKeys.ticket(ticket.id) });
      queryClient.setQueryData(inboxKeys.ticket(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] });
    },
  });
}

/** POST /admin/support/tickets/{id}/messages — answers as support; the customer is emailed. */
export const useAnswerTicket = () =>
  useInboxChange(({ id, message }: { id: number; message: string }) =>
    send(`/admin/support/tickets/${id}/messages`, 'POST', { message }),
  );

/** PATCH /admin/support/tickets/{id}/status — close or reopen. */
export const useChangeInboxStatus = () =>
  useInboxChange(({ id, status }: { id: number; status: InboxTicket['status'] }) =>
    send(`/admin/support/tickets/${id}/status`, 'PATCH', { status }),
  );
