import { describe, expect, it } from 'vitest';
import { brandRateSchema, categoryRateSchema } from './schemas/payouts';

/** A commission rate is a percentage from 0 to 100 with two decimals at most (decision 027). */
describe('a commission rate', () => {
  it('takes a number or its text', () => {
    expect(categoryRateSchema.parse({ commissionRate: 12.5 }).commissionRate).toBe(12.5);
    expect(categoryRateSchema.parse({ commissionRate: ' 7.25 ' }).commissionRate).toBe(7.25);
    expect(categoryRateSchema.parse({ commissionRate: '0' }).commissionRate).toBe(0);
    expect(categoryRateSchema.parse({ commissionRate: '100' }).commissionRate).toBe(100);
  });

  it('never reads an empty field, a blank or true as a rate (a cleared field saved 0 % before)', () => {
    for (const commissionRate of ['', '   ', true, '1e1', '12.345', '101', -1, '-1', 'ten']) {
      const parsed = categoryRateSchema.safeParse({ commissionRate });
      expect(parsed.success, String(commissionRate)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('invalid_commission_rate');
    }
    expect(brandRateSchema.safeParse({ commissionRate: '' }).success).toBe(false);
    expect(brandRateSchema.parse({ commissionRate: null }).commissionRate).toBeNull();
  });
});
