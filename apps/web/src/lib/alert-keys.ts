/**
 * Query keys of the alerts, general to specific. Apart from lib/price-alerts.ts, so the header's
 * unread count does not bring the target price rule (and its validation library) to every page.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  lists: () => [...alertKeys.all, 'list'] as const,
  list: (type: string, page: number) => [...alertKeys.lists(), type, page] as const,
  unreadCount: () => [...alertKeys.all, 'unread-count'] as const,
  priceAlerts: () => [...alertKeys.all, 'price-alerts'] as const,
};
