import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import type { TicketSummary } from '@souk/shared/responses/support';
import { apiData } from '../../../lib/api-client';
import { supportKeys } from './keys';

export const TICKETS_PAGE_SIZE = 10;

/** GET /support/tickets — the customer's tickets, the most recently updated first. */
export function getTickets(page: number, signal?: AbortSignal): Promise<Page<TicketSummary>> {
  return apiData(`/support/tickets?page=${page}&size=${TICKETS_PAGE_SIZE}`, { signal });
}

export const ticketsQuery = (page: number) =>
  queryOptions({
    queryKey: supportKeys.ticketList(page),
    queryFn: ({ signal }) => getTickets(page, signal),
  });

export function useTickets(page: number) {
  return useQuery({ ...ticketsQuery(page), placeholderData: keepPreviousData });
}
