import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingRule } from '@souk/shared/basket';
import { shippingRuleOf, type ShippingRuleAnswer } from '@souk/shared/responses/settings';
import { apiData } from './api-client';
import { useFormat } from './format';
import { useT } from './language';

/**
 * The marketplace's shipping rule (issue 30, decision 025), read from GET /settings/shipping by
 * every text that states it: the home banner, the product notice, the cart and payment pages, the
 * help centre, the terms and the chat. One query: a server-rendered page carries it in its
 * dehydrated data, and the admin's change marks it stale in the tab that made it.
 */

export type { ShippingRuleAnswer };

/** The query key of the rule; the admin's settings change invalidates it. */
export const shippingRuleKey = ['shipping-rule'] as const;

export const shippingRuleQuery = () =>
  queryOptions({
    queryKey: shippingRuleKey,
    queryFn: ({ signal }) => apiData<ShippingRuleAnswer>('/settings/shipping', { signal }),
    // read again by a page that appears a minute later: the admin may have changed it
    staleTime: 60_000,
    refetchOnMount: true,
  });

/** The rule as the API answers it (dinar); undefined while it loads or when it cannot be read. */
export function useShippingRule(): ShippingRuleAnswer | undefined {
  return useQuery(shippingRuleQuery()).data;
}

/** The rule in hundredths, as the basket computes with it. */
export function useShippingRuleCents(): ShippingRule | undefined {
  const rule = useShippingRule();
  return rule && shippingRuleOf(rule);
}

/** Which of the three ways the rule reads: free on every order, free from a threshold, flat. */
export function shippingRuleKind(rule: ShippingRuleAnswer): 'alwaysFree' | 'freeOver' | 'flat' {
  if (rule.flatFee === 0) return 'alwaysFree';
  return rule.freeOver === null ? 'flat' : 'freeOver';
}

/** Where a document's text says the rule: replaced by the rule's sentence in the reader's language. */
export const SHIPPING_RULE_TOKEN = '{{shippingRule}}';

/** Every text of a document (help centre, terms) with the token replaced by `sentence`. */
export function withShippingRule<T>(value: T, sentence: string): T {
  if (typeof value === 'string')
    return (
      value.includes(SHIPPING_RULE_TOKEN) ? value.split(SHIPPING_RULE_TOKEN).join(sentence) : value
    ) as T;
  if (Array.isArray(value)) return value.map((item) => withShippingRule(item, sentence)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withShippingRule(item, sentence)]),
    ) as T;
  return value;
}

/**
 * The rule in one sentence of the reader's language, with its figures formatted by the app's
 * price formatter; a sentence that promises nothing while the rule cannot be read.
 */
export function useShippingSentence(): string {
  const t = useT();
  const format = useFormat();
  const rule = useShippingRule();
  if (!rule) return t('shipping.sentence.unknown');
  const kind = shippingRuleKind(rule);
  return t(`shipping.sentence.${kind}`, {
    fee: format.price(rule.flatFee),
    threshold: rule.freeOver === null ? '' : format.price(rule.freeOver),
  });
}
