import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import type { Alert } from '@souk/shared/responses/alerts';
import { apiData } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/language';
import { alertKeys } from '../../../lib/alert-keys';

export type { Alert };
export type AlertTab = 'all' | Alert['type'];
export const ALERTS_PAGE_SIZE = 20;

/** GET /alerts: the customer's alerts, newest first, one type or all. */
export const getAlerts = (tab: AlertTab, page: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(page), size: String(ALERTS_PAGE_SIZE) });
  if (tab !== 'all') params.set('type', tab);
  return apiData<Page<Alert>>(`/alerts?${params}`, { signal });
};

export const alertsQuery = (tab: AlertTab, page: number, language: string) =>
  queryOptions({
    // the texts come in the reader's language
    queryKey: [...alertKeys.list(tab, page), language],
    queryFn: ({ signal }) => getAlerts(tab, page, signal),
    staleTime: 30_000,
  });

export function useAlerts(tab: AlertTab, page: number) {
  const language = useLanguage();
  return useQuery({
    ...alertsQuery(tab, page, language),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
