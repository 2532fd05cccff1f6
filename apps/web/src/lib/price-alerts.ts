import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceAlert } from '@souk/shared/responses/alerts';
import { alertKeys } from './alert-keys';
import { apiData } from './api-client';
import { apiErrorMessage } from './api-error-message';
import { useT } from './language';
import { toast } from './toast';
import { useFormat } from './format';

/**
 * What the alerts page and the product page's price-alert button share (decision 011): the
 * alerts' query keys, setting a price alert, and the target price rule.
 */

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
  const format = useFormat();
  const setAlert = useSetPriceAlert();
  const save = (product: { id: number; name: string }, targetPrice: number, onSaved: () => void) =>
    setAlert.mutate(
      { productId: product.id, targetPrice },
      {
        onSuccess: (saved) => {
          if (saved.active)
            toast.success(
              t('alerts.create.created', { name: product.name, price: format.price(targetPrice) }),
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
export async function readTargetPrice(
  text: string,
): Promise<{ ok: true; value: number } | { ok: false; code: string }> {
  if (!text.trim()) return { ok: false, code: 'required' };
  // The rule (zod) loads when a shopper first sets an alert, not with every product page.
  const { targetPriceField } = await import('@souk/shared/schemas/alerts');
  const parsed = targetPriceField.safeParse(text.trim().replace(',', '.'));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, code: parsed.error.issues[0]?.message ?? 'invalid_number' };
}
