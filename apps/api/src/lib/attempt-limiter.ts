import { LIMITS } from '@souk/shared/constants';
import { AppError } from './errors';

/**
 * Counts failed attempts per key (an IP, an account) in a sliding window. More than `allowed`
 * failures within the window blocks the key: the next attempt gets 429 too_many_requests.
 * Kept in memory; with several API instances it belongs in Redis (DESIGN.md "Real components").
 */
export type AttemptLimiter = {
  /** Throws 429 when any of the keys is blocked. */
  check(keys: string[]): void;
  fail(keys: string[]): void;
  clear(keys: string[]): void;
};

export function attemptLimiter(
  allowed: number = LIMITS.loginFailuresAllowed,
  windowMs: number = LIMITS.loginFailureWindowMinutes * 60_000,
  now: () => number = Date.now,
): AttemptLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  return {
    check(keys) {
      if (keys.some((key) => recent(key).length >= allowed))
        throw new AppError('too_many_requests');
    },
    fail(keys) {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
      if (failures.size > 100_000) pruneOldest(failures);
    },
    clear(keys) {
      for (const key of keys) failures.delete(key);
    },
  };
}

function pruneOldest(failures: Map<string, number[]>): void {
  // Bounded memory under a flood of distinct keys: drop the oldest half.
  let drop = failures.size / 2;
  for (const key of failures.keys()) {
    if (drop-- <= 0) break;
    failures.delete(key);
  }
}
