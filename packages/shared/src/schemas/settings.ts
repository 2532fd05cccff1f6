import { z } from 'zod';
import { FREE_SHIPPING_THRESHOLD_MAX, SHIPPING_FEE_MAX, type ShippingRule } from '../basket';
import { toCents } from '../money';

/**
 * The admin's shipping rule (issue 30, decision 025): PUT /settings/shipping and the settings
 * page's form read it with this one schema. Amounts come as the form's texts ("7", "7.50") or as
 * JSON numbers, in dinar with at most two decimals, and leave as hundredths. Messages are
 * validation codes (messages.ts).
 */

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** An amount of dinar; `empty` says what an empty value means (absent: it is required). */
function amountField(options: {
  code: 'invalid_shipping_fee' | 'invalid_free_shipping_threshold';
  inRange: (dinar: number) => boolean;
  empty?: null;
}) {
  return z
    .union([z.number(), z.string(), z.null()], {
      // absent: required; anything else not a number or a text (true, Infinity): not an amount
      error: (issue) => (issue.input === undefined ? 'required' : options.code),
    })
    .transform((value, ctx): number | null => {
      const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
      if (text === '') {
        if (options.empty === null) return null;
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      if (!AMOUNT.test(text) || !options.inRange(Number(text))) {
        ctx.addIssue({ code: 'custom', message: options.code });
        return z.NEVER;
      }
      return toCents(text);
    });
}

export const shippingRuleInputSchema = z
  .object({
    /** the flat fee: from 0 to 1000 dt */
    flatFee: amountField({
      code: 'invalid_shipping_fee',
      inRange: (dinar) => dinar >= 0 && dinar <= SHIPPING_FEE_MAX,
    }),
    /** the free-shipping threshold: above 0 dt; empty or null for none */
    freeOver: amountField({
      code: 'invalid_free_shipping_threshold',
      inRange: (dinar) => dinar > 0 && dinar <= FREE_SHIPPING_THRESHOLD_MAX,
      empty: null,
    }),
  })
  .transform(({ flatFee, freeOver }): ShippingRule => ({
    // required: never null once checked
    flatFeeCents: flatFee ?? 0,
    freeOverCents: freeOver,
  }));
/** What the form holds and the route takes. */
export type ShippingRuleInput = z.input<typeof shippingRuleInputSchema>;
