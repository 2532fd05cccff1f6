import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  centsToNumber,
  discountedCents,
  discountedPrice,
  formatPrice,
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

  it('renders prices as "12.50 dt"', () => {
    expect(formatPrice(12.5)).toBe('12.50 dt');
    expect(formatPrice('3')).toBe('3.00 dt');
  });
});
