import { describe, expect, it } from 'vitest';
import { readTargetPrice } from './price-alerts';

describe('a price alert target as typed (storefront §5 "Price alert")', () => {
  it('takes an amount above 0, with a dot or a comma', async () => {
    expect(await readTargetPrice('49.9')).toEqual({ ok: true, value: 49.9 });
    expect(await readTargetPrice(' 12,5 ')).toEqual({ ok: true, value: 12.5 });
  });

  it('names what is wrong otherwise', async () => {
    expect(await readTargetPrice('')).toEqual({ ok: false, code: 'required' });
    expect(await readTargetPrice('0')).toEqual({ ok: false, code: 'target_price_positive' });
    expect(await readTargetPrice('-4')).toEqual({ ok: false, code: 'target_price_positive' });
    expect(await readTargetPrice('ten')).toEqual({ ok: false, code: 'invalid_number' });
  });
});
