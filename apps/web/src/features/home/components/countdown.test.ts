import { describe, expect, it } from 'vitest';
import { OFFER_DURATION_MS, timeLeft } from './countdown';

describe('the special-offer countdown (storefront §2)', () => {
  it('starts at 2 days, 12 hours, 45 minutes and 30 seconds', () => {
    expect(timeLeft(OFFER_DURATION_MS)).toEqual({ days: 2, hours: 12, minutes: 45, seconds: 30 });
  });

  it('counts down and stops at zero', () => {
    expect(timeLeft(OFFER_DURATION_MS - 31_000)).toEqual({
      days: 2,
      hours: 12,
      minutes: 44,
      seconds: 59,
    });
    expect(timeLeft(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
