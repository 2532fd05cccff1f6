import { describe, expect, it } from 'vitest';
import { readTargetPrice } from './price-alerts';

describe('a price alert target as typed (storefront §5 "Price alert")', () => {
  it('takes an amount above 0, with a dot or a comma', () => {
    expect(readTargetPrice('49.9')).toEqual({ ok: true, value: 49.9 });
    expect(readTargetPrice(' 12,5 ')).toEqual({ ok: true, value: 12.5 });
  });

  it('names what is wrong otherwise', () => {
    expect(readTargetPrice('')).toEqual({ ok: false, code: 'required' });
    expect(readTargetPrice('0')).toEqual({ ok: false, code: 'target_price_positive' });
    expect(readTargetPrice('-4')).toEqual({ ok: false, code: 'target_price_positive' });
    expect(readTargetPrice('ten')).toEqual({ ok: false, code: 'invalid_number' });
  });
});
