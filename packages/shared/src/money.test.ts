import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  compactPrice,
  centsToNumber,
  discountedCents,
  discountedPrice,
  formatPrice,
  shortPrice,
  toCents,
} from './money';

describe('money', () => {
  it('parses decimal text and numbers into hundredths without float drift', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('1999.999')).toBe(200000);
    expect(toCents('-3.10')).toBe(-310);
    expect(() => toCents('twelve')).toThrow(RangeError);
  });

  it('formats hundredths with two decimals', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(-310)).toBe('-3.10');
    expect(centsToNumber(1999)).toBe(19.99);
  });

  it('applies a percentage discount as price - price * pct / 100, rounded to hundredths', () => {
    expect(discountedCents(10000, 2000)).toBe(8000);
    expect(discountedCents(1999, 1500)).toBe(1699); // 19.99 - 2.9985 -> 16.99
    expect(discountedCents(5000, 0)).toBe(5000);
    expect(discountedCents(5000, 10000)).toBe(0);
    expect(discountedPrice(89.9, 33)).toBe(60.23);
  });

  it('rounds the final price once, half up, as the database does (issue 30: 26.78 at 25 % is 20.09)', () => {
    // 26.78 × 0.75 = 20.085 exactly: half up gives 20.09 (rounding the discount first gave 20.08)
    expect(discountedCents(2678, 2500)).toBe(2009);
    expect(discountedPrice(26.78, 25)).toBe(20.09);
    // 0.30 × 0.95 = 0.285 -> 0.29; 10.01 × 0.50 = 5.005 -> 5.01; 0.01 × 0.50 = 0.005 -> 0.01
    expect(discountedCents(30, 500)).toBe(29);
    expect(discountedCents(1001, 5000)).toBe(501);
    expect(discountedCents(1, 5000)).toBe(1);
    // 12.5 % of 9.99 off: 8.74125 -> 8.74
    expect(discountedCents(999, 1250)).toBe(874);
  });

  it('renders prices as "12.50 dt"', () => {
    expect(formatPrice(12.5)).toBe('12.50 dt');
    expect(formatPrice('3')).toBe('3.00 dt');
  });
});

describe('compactPrice', () => {
  it('shows totals above 1000 with a k, and others with two decimals', () => {
    expect(compactPrice(1000)).toBeNull();
    expect(shortPrice(1000)).toBe('1000.00 dt');
    expect(compactPrice(1000.01)).toBe('1k dt');
    expect(compactPrice(1250.5)).toBe('1.25k dt');
    expect(shortPrice(23456)).toBe('23.46k dt');
    expect(shortPrice(12.5)).toBe('12.50 dt');
  });
});
