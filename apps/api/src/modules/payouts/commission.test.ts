import { describe, expect, it } from 'vitest';
import {
  closingAmounts,
  commissionOf,
  refundAmounts,
  saleAmounts,
  summarise,
  windowEnd,
} from './commission';

// Amounts in hundredths of a dinar, rates in hundredths of a percent; every expectation is worked
// out by hand in the comment beside it.

describe('commission of a sale', () => {
  it.each([
    [12000, 1000, 1200], // 120 dt at 10 % = 12.00
    [4500, 1250, 563], // 45 dt at 12.5 % = 5.625 → 5.63 (half up)
    [105, 1000, 11], // 1.05 dt at 10 % = 0.105 → 0.11
    [104, 1000, 10], // 1.04 dt at 10 % = 0.104 → 0.10
    [12000, 735, 882], // 120 dt at 7.35 % = 8.82
    [9999, 0, 0], // no commission
    [9999, 10000, 9999], // 100 %
    [0, 1000, 0],
  ])('%i at rate %i is %i', (gross, rate, commission) => {
    expect(commissionOf(gross, rate)).toBe(commission);
    expect(saleAmounts(gross, rate)).toEqual({ gross, commission, net: gross - commission });
  });

  it('rounds half away from zero below zero, and refuses fractions of a hundredth', () => {
    expect(commissionOf(-105, 1000)).toBe(-11);
    expect(() => commissionOf(10.5, 1000)).toThrow(RangeError);
  });
});

describe('refund reversals', () => {
  it('reverses the commission of everything refunded so far, less what was reversed', () => {
    // sale 240 dt at 10 %: 24 dt. Refund 50.05: 5.005 → 5.01
    const first = refundAmounts(5005, 1000, { gross: 0, commission: 0 });
    expect(first).toEqual({ gross: -5005, commission: -501, net: -4504 });
    // then 189.95 more: 10 % of 240 = 24.00, less 5.01 = 18.99
    const second = refundAmounts(18995, 1000, { gross: 5005, commission: 501 });
    expect(second).toEqual({ gross: -18995, commission: -1899, net: -17096 });
    expect(5005 + 18995).toBe(24000);
    expect(501 + 1899).toBe(2400);
  });

  it('closes a part with what its refunds left', () => {
    // sale 120 / 12 / 108, 30 dt refunded with 3 dt commission: 90 / 9 / 81 left
    expect(
      closingAmounts({ gross: 12000, commission: 1200 }, { gross: 3000, commission: 300 }),
    ).toEqual({
      gross: -9000,
      commission: -900,
      net: -8100,
    });
    expect(
      closingAmounts({ gross: 12000, commission: 1200 }, { gross: 12000, commission: 1200 }),
    ).toEqual({
      gross: -0,
      commission: -0,
      net: -0,
    });
  });
});

describe('balance, pending and available', () => {
  it('keeps sales and refunds inside the return window pending, never payouts', () => {
    const balance = summarise([
      // an old sale, 200 dt at 10 %: net 180
      { kind: 'SALE', inWindow: false, gross: 20000, commission: 2000, net: 18000 },
      // a recent sale, 50 dt: net 45, and its 10 dt refund: net −9
      { kind: 'SALE', inWindow: true, gross: 5000, commission: 500, net: 4500 },
      { kind: 'REFUND', inWindow: true, gross: -1000, commission: -100, net: -900 },
      // 100 dt paid out
      { kind: 'PAYOUT', inWindow: false, gross: 0, commission: 0, net: -10000 },
    ]);
    // balance 180 + 45 − 9 − 100 = 116; pending 45 − 9 = 36; available 80
    expect(balance).toEqual({
      balance: 11600,
      pending: 3600,
      available: 8000,
      paidOut: 10000,
      sales: 24000,
      commission: 2400,
    });
  });

  it('lets a late refund take available below zero', () => {
    const balance = summarise([
      { kind: 'SALE', inWindow: false, gross: 10000, commission: 1000, net: 9000 },
      { kind: 'PAYOUT', inWindow: false, gross: 0, commission: 0, net: -9000 },
      { kind: 'REFUND', inWindow: false, gross: -10000, commission: -1000, net: -9000 },
    ]);
    expect(balance.available).toBe(-9000);
    expect(balance.pending).toBe(0);
  });

  it('ends the window 30 days after delivery', () => {
    expect(windowEnd(new Date('2026-03-01T10:00:00Z'), 30).toISOString()).toBe(
      '2026-03-31T10:00:00.000Z',
    );
  });
});
