/** Query keys of the support centre, general to specific. */
export const supportKeys = {
  all: ['support'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  ticketList: (page: number) => [...supportKeys.tickets(), 'list', page] as const,
  ticket: (id: number) => [...supportKeys.tickets(), 'detail', id] as const,
  latestOrder: (customerId: number) => [...supportKeys.all, 'latest-order', customerId] as const,
  help: (language: string) => [...supportKeys.all, 'help', language] as const,
};
