import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceAlert } from '@souk/shared/responses/alerts';
import { apiData } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/alert-keys';

export type { PriceAlert };

/** GET /price-alerts: the customer's active price alerts. */
export const getPriceAlerts = (signal?: AbortSignal) =>
  apiData<PriceAlert[]>('/price-alerts', { signal });

export const priceAlertsQuery = () =>
  queryOptions({
    queryKey: alertKeys.priceAlerts(),
    queryFn: ({ signal }) => getPriceAlerts(signal),
    staleTime: 30_000,
  });

export const usePriceAlerts = () => useQuery(priceAlertsQuery());

/** PUT /price-alerts/{id} and DELETE /price-alerts/{id}. */
export const updatePriceAlert = (id: number, targetPrice: number) =>
  apiData<PriceAlert>(`/price-alerts/${id}`, { method: 'PUT', body: { targetPrice } });

export const deletePriceAlert = (id: number) =>
  apiData<unknown>(`/price-alerts/${id}`, { method: 'DELETE' });

type PriceAlertChange =
  { kind: 'edit'; id: number; targetPrice: number } | { kind: 'delete'; id: number };

export function usePriceAlertChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PriceAlertChange) =>
      change.kind === 'edit'
        ? updatePriceAlert(change.id, change.targetPrice)
        : deletePriceAlert(change.id),
    // an edited target the price already reaches makes an alert at once
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
