import { describe, expect, it } from 'vitest';
import { attemptLimiter } from './attempt-limiter';

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
