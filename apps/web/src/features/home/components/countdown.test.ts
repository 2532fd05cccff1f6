import { describe, expect, it } from 'vitest';
import { offerEndsAt, timeLeft } from './countdown';

describe('the special-offer countdown (storefront §2)', () => {
  it('counts down to Sunday midnight in Tunis (UTC+1), the end of the weekly offer', () => {
    // Wednesday 25 November 2026, 10:00 in Tunis.
    const wednesday = Date.parse('2026-11-25T09:00:00Z');
    expect(new Date(offerEndsAt(wednesday)).toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(timeLeft(offerEndsAt(wednesday) - wednesday)).toEqual({
      days: 4,
      hours: 14,
      minutes: 0,
      seconds: 0,
    });
    // Sunday 23:59:30 in Tunis: half a minute left.
    const lastSeconds = Date.parse('2026-11-29T22:59:30Z');
    expect(offerEndsAt(lastSeconds) - lastSeconds).toBe(30_000);
    // Monday 00:00 in Tunis (still Sunday in UTC): the next week's offer has begun.
    const monday = Date.parse('2026-11-29T23:00:00Z');
    expect(new Date(offerEndsAt(monday)).toISOString()).toBe('2026-12-06T23:00:00.000Z');
  });

  it('is the same end for every visit in the week', () => {
    const a = offerEndsAt(Date.parse('2026-11-23T08:00:00Z'));
    const b = offerEndsAt(Date.parse('2026-11-27T17:45:00Z'));
    expect(a).toBe(b);
  });

  it('shows days, hours, minutes and seconds, and stops at zero', () => {
    const ms = (((2 * 24 + 12) * 60 + 45) * 60 + 30) * 1000;
    expect(timeLeft(ms)).toEqual({ days: 2, hours: 12, minutes: 45, seconds: 30 });
    expect(timeLeft(ms - 31_000)).toEqual({ days: 2, hours: 12, minutes: 44, seconds: 59 });
    expect(timeLeft(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
