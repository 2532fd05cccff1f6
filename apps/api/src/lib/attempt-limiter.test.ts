import { describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { attemptLimiter, loginAttempts } from './attempt-limiter';

describe('attemptLimiter', () => {
  it('blocks a key after the allowed failures within the window, and frees it after', () => {
    let clock = 0;
    const limiter = attemptLimiter(3, 1000, () => clock);
    for (let i = 0; i < 3; i++) {
      expect(() => limiter.check(['ip:1'])).not.toThrow();
      limiter.fail(['ip:1']);
    }
    expect(() => limiter.check(['ip:1'])).toThrow(/too_many_requests/);
    expect(() => limiter.check(['ip:2'])).not.toThrow();
    clock = 1001;
    expect(() => limiter.check(['ip:1'])).not.toThrow();
  });

  it('clears a key on success', () => {
    const limiter = attemptLimiter(1, 1000, () => 0);
    limiter.fail(['account:a']);
    expect(() => limiter.check(['account:a'])).toThrow();
    limiter.clear(['account:a']);
    expect(() => limiter.check(['account:a'])).not.toThrow();
  });
});

describe('loginAttempts', () => {
  it('never refuses a login for the account-wide ceiling: past it, the login needs a code (decision 021)', () => {
    const attempts = loginAttempts(() => 0);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      attempts.fail(`10.0.${i % 11}.1`, 'owner@souk.tn');
    }
    expect(() => attempts.check('10.1.0.1', 'owner@souk.tn')).toThrow(/too_many_requests/);
    expect(attempts.admitLogin('10.1.0.1', 'Owner@Souk.tn')).toEqual({ codeRequired: true });
    expect(attempts.admitLogin('10.1.0.1', 'other@souk.tn')).toEqual({ codeRequired: false });
    // the address that failed on this account is still held back
    expect(() => attempts.admitLogin('10.0.0.1', 'owner@souk.tn')).toThrow(/too_many_requests/);
  });

  it(`allows ${LIMITS.loginCodesPerAccount} code mails per account in the window`, () => {
    let clock = 0;
    const attempts = loginAttempts(() => clock);
    const sent = Array.from({ length: 5 }, () => attempts.mayMailCode('owner@souk.tn'));
    expect(sent.filter(Boolean)).toHaveLength(LIMITS.loginCodesPerAccount);
    expect(attempts.mayMailCode('other@souk.tn')).toBe(true);
    clock = LIMITS.loginFailureWindowMinutes * 60_000 + 1;
    expect(attempts.mayMailCode('owner@souk.tn')).toBe(true);
  });
});
