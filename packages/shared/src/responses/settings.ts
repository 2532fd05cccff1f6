import { z } from 'zod';
import type { ShippingRule } from '../basket';
import { centsToNumber, toCents } from '../money';

/**
 * The marketplace's shipping rule as GET /settings/shipping answers it (decision 025): dinar with
 * at most two decimals. `freeOver` is the basket subtotal from which an order ships free, null
 * when there is no such threshold.
 */
export const shippingRuleSchema = z.object({
  flatFee: z.number().min(0).describe('what an order pays for shipping, dinar'),
  freeOver: z
    .number()
    .positive()
    .nullable()
    .describe('the basket subtotal (after discounts) from which shipping is free; null: never'),
});
export type ShippingRuleAnswer = z.infer<typeof shippingRuleSchema>;

/** The rule in dinar, as the API sends it. */
export const shippingRuleAnswer = (rule: ShippingRule): ShippingRuleAnswer => ({
  flatFee: centsToNumber(rule.flatFeeCents),
  freeOver: rule.freeOverCents === null ? null : centsToNumber(rule.freeOverCents),
});

/** The rule in hundredths, as the basket computes with it. */
export const shippingRuleOf = (answer: ShippingRuleAnswer): ShippingRule => ({
  flatFeeCents: toCents(answer.flatFee),
  freeOverCents: answer.freeOver === null ? null : toCents(answer.freeOver),
});
