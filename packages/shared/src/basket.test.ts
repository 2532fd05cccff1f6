import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHIPPING_RULE,
  basketTotals,
  lineCents,
  missingForFreeShippingCents,
  shippingCents,
  type ShippingRule,
} from './basket';
import { shippingRuleInputSchema } from './schemas/settings';

const line = (price: number, quantity: number, freeShipping = false, discount = 0) => ({
  price,
  discount,
  quantity,
  freeShipping,
});

/** issue 30: the admin's rule — 7 dt, free from 300 dt. */
const rule: ShippingRule = { flatFeeCents: 700, freeOverCents: 30000 };
const noThreshold: ShippingRule = { flatFeeCents: 700, freeOverCents: null };

describe('the shipping rule', () => {
  it('is 7 dt and free from 300 dt on a fresh marketplace (issue 30)', () => {
    expect(DEFAULT_SHIPPING_RULE).toEqual({ flatFeeCents: 700, freeOverCents: 30000 });
  });

  it('charges the flat fee below the threshold', () => {
    expect(shippingCents([line(1000, 1), line(2000, 1, true)], rule)).toBe(700);
  });

  it('ships free when the subtotal reaches the threshold exactly', () => {
    expect(shippingCents([line(10000, 3)], rule)).toBe(0);
  });

  it('charges the fee one hundredth below the threshold', () => {
    expect(shippingCents([line(29999, 1)], rule)).toBe(700);
  });

  it('counts the subtotal after the products’ discounts', () => {
    // 400 dt at 25 % is 300 dt: free; at 25.01 % it is 299.96 dt: not
    expect(shippingCents([line(40000, 1, false, 2500)], rule)).toBe(0);
    expect(shippingCents([line(40000, 1, false, 2501)], rule)).toBe(700);
  });

  it('counts the free-shipping lines towards the threshold', () => {
    expect(shippingCents([line(29000, 1, true), line(1000, 1)], rule)).toBe(0);
  });

  it('ships free when every line ships free, whatever the amount', () => {
    expect(shippingCents([line(1000, 1, true), line(2000, 1, true)], rule)).toBe(0);
    expect(shippingCents([line(100, 1, true)], noThreshold)).toBe(0);
  });

  it('charges nothing for an empty basket', () => {
    expect(shippingCents([], rule)).toBe(0);
    expect(basketTotals([], noThreshold)).toEqual({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('without a threshold, charges the fee however large the basket', () => {
    expect(shippingCents([line(10_000_000, 5)], noThreshold)).toBe(700);
  });

  it('charges the fee the admin set, 0 included', () => {
    expect(shippingCents([line(1000, 1)], { flatFeeCents: 1250, freeOverCents: 5000 })).toBe(1250);
    expect(shippingCents([line(1000, 1)], { flatFeeCents: 0, freeOverCents: null })).toBe(0);
  });

  it('ships the issue’s 662.72 dt cart free under the default rule', () => {
    expect(shippingCents([line(66272, 1)], DEFAULT_SHIPPING_RULE)).toBe(0);
  });

  it('says what a basket lacks to ship free, only when it pays shipping and has a threshold', () => {
    expect(missingForFreeShippingCents({ subtotal: 25000, shipping: 700 }, rule)).toBe(5000);
    expect(missingForFreeShippingCents({ subtotal: 30000, shipping: 0 }, rule)).toBeNull();
    expect(missingForFreeShippingCents({ subtotal: 100, shipping: 700 }, noThreshold)).toBeNull();
  });
});

describe('basket amounts', () => {
  it('prices a line at the discounted unit price times its quantity, in hundredths', () => {
    // 19.99 dt at 15 %: 16.99 dt a unit (1699.15 rounded), three of them
    expect(lineCents(line(1999, 3, false, 1500))).toBe(1699 * 3);
  });

  it('adds the lines and the shipping into the total', () => {
    expect(basketTotals([line(1000, 2), line(550, 1, true)], rule)).toEqual({
      subtotal: 2550,
      shipping: 700,
      total: 3250,
    });
  });
});

describe('the admin’s shipping rule input', () => {
  const check = (input: unknown) => shippingRuleInputSchema.safeParse(input);
  const codes = (input: unknown) => {
    const result = check(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes texts or numbers in dinar and answers hundredths; empty threshold is none', () => {
    expect(check({ flatFee: '7.5', freeOver: 250 }).data).toEqual({
      flatFeeCents: 750,
      freeOverCents: 25000,
    });
    expect(check({ flatFee: 0, freeOver: '' }).data).toEqual({
      flatFeeCents: 0,
      freeOverCents: null,
    });
    expect(check({ flatFee: '1000', freeOver: null }).data).toEqual({
      flatFeeCents: 100000,
      freeOverCents: null,
    });
  });

  it('refuses a fee below 0 or above 1000 dt, or with three decimals', () => {
    for (const flatFee of ['-1', '1000.01', '7.001', 'seven', Infinity, '1e3', true])
      expect(codes({ flatFee, freeOver: 300 })).toEqual({ flatFee: 'invalid_shipping_fee' });
    expect(codes({ flatFee: '', freeOver: 300 })).toEqual({ flatFee: 'required' });
    expect(codes({ freeOver: 300 })).toEqual({ flatFee: 'required' });
  });

  it('refuses a threshold of 0 or below, or with three decimals', () => {
    for (const freeOver of ['0', 0, '-5', '300.123', 'lots'])
      expect(codes({ flatFee: 7, freeOver })).toEqual({
        freeOver: 'invalid_free_shipping_threshold',
      });
  });
});
