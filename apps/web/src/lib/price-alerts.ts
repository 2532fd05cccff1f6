import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@souk/shared/money';
import type { PriceAlert } from '@souk/shared/responses/alerts';
import { targetPriceField } from '@souk/shared/schemas/alerts';
import { apiData } from './api-client';
import { apiErrorMessage } from './api-error-message';
import { useT } from './language';
import { toast } from './toast';

/**
 * What the alerts page and the product page's price-alert button share (decision 011): the
 * alerts' query keys, setting a price alert, and the target price rule.
 */

/** Query keys of the alerts, general to specific. */
export const alertKeys = {
  all: ['alerts'] as const,
  lists: () => [...alertKeys.all, 'list'] as const,
  list: (type: string, page: number) => [...alertKeys.lists(), type, page] as const,
  unreadCount: () => [...alertKeys.all, 'unread-count'] as const,
  priceAlerts: () => [...alertKeys.all, 'price-alerts'] as const,
};

/** POST /price-alerts: one per product; a second one changes the target. */
export const setPriceAlert = (productId: number, targetPrice: number) =>
  apiData<PriceAlert>('/price-alerts', { method: 'POST', body: { productId, targetPrice } });

export function useSetPriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, targetPrice }: { productId: number; targetPrice: number }) =>
      setPriceAlert(productId, targetPrice),
    // a target already reached makes an alert at once
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

/**
 * Sets a price alert on `product` and says how it went: set, already reached (the alert came at
 * once), or refused; `onSaved` follows a success.
 */
export function useSavePriceAlert() {
  const t = useT();
  const setAlert = useSetPriceAlert();
  const save = (product: { id: number; name: string }, targetPrice: number, onSaved: () => void) =>
    setAlert.mutate(
      { productId: product.id, targetPrice },
      {
        onSuccess: (saved) => {
          if (saved.active)
            toast.success(
              t('alerts.create.created', { name: product.name, price: formatPrice(targetPrice) }),
            );
          else toast.info(t('alerts.create.reached', { name: product.name }));
          onSaved();
        },
        onError: (failure) => toast.error(apiErrorMessage(failure, t)),
      },
    );
  return { save, saving: setAlert.isPending };
}

/**
 * spec: storefront §5 — a target price above 0. Answers the amount, or the validation code of
 * what is wrong with the text typed.
 */
export function readTargetPrice(
  text: string,
): { ok: true; value: number } | { ok: false; code: string } {
  if (!text.trim()) return { ok: false, code: 'required' };
  const parsed = targetPriceField.safeParse(text.trim().replace(',', '.'));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, code: parsed.error.issues[0]?.message ?? 'invalid_number' };
}
