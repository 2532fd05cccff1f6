import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@souk/shared/responses/alerts';
import { apiData } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/alert-keys';
import { useSessionRole } from '../../../lib/session';

/** New alerts show within a minute without a reload. */
export const UNREAD_REFRESH_MS = 60_000;

export const getUnreadCount = (signal?: AbortSignal) =>
  apiData<UnreadCount>('/alerts/unread-count', { signal });

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: alertKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 30_000,
    refetchInterval: UNREAD_REFRESH_MS,
  });

/**
 * The customer's unread alerts; nothing is fetched for visitors, brands and admins. `fresh` asks
 * again on mount (the alerts page: alerts may have come since the header last asked).
 */
export function useUnreadCount({ fresh = false }: { fresh?: boolean } = {}) {
  const role = useSessionRole();
  return useQuery({
    ...unreadCountQuery(),
    enabled: role === 'CUSTOMER',
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
