import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingRuleAnswer } from '@souk/shared/responses/settings';
import { apiData } from '../../../../lib/api-client';
import { shippingRuleKey } from '../../../../lib/shipping-rule';

/** What the shipping form sends: the amounts as typed, dinar; an empty threshold is none. */
export type ShippingRuleFields = { flatFee: string; freeOver: string };

/** PUT /settings/shipping (admins): the new rule, as the API keeps it. */
export const saveShippingRule = (fields: ShippingRuleFields) =>
  apiData<ShippingRuleAnswer>('/settings/shipping', { method: 'PUT', body: fields });

/**
 * Saves the rule; on success every text of the storefront in this tab reads the new one at once
 * (the server drops its kept answers itself).
 */
export function useSaveShippingRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveShippingRule,
    onSuccess: async (rule) => {
      client.setQueryData(shippingRuleKey, rule);
      await client.invalidateQueries({ queryKey: shippingRuleKey });
    },
  });
}
