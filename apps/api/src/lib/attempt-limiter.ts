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
  isBlocked(keys: string[]): boolean;
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

  const isBlocked = (keys: string[]) => keys.some((key) => recent(key).length >= allowed);
  return {
    check(keys) {
      if (isBlocked(keys)) throw new AppError('too_many_requests');
    },
    isBlocked,
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

/**
 * Failed logins (and wrong old passwords on a password change), counted so that a stranger can
 * block only themselves (issue 8): per address and account (10 in 15 minutes; a success clears
 * it), per address over every account (30), and per account from anywhere (100 — against a
 * distributed attack; a password reset lifts it). A login never meets the account's ceiling as a
 * refusal (issue 29, decision 021): past it, a correct password from an address that is not
 * blocked logs in with a one-time code mailed to the account, a few codes per window at most.
 */
export type LoginAttempts = {
  /** Throws 429 when the address, the address on this account, or the account is blocked. */
  check(ip: string, account: string): void;
  /**
   * For a login: throws 429 when the address or the address on this account is blocked, and
   * answers whether the account is past its ceiling (then the password needs an emailed code).
   */
  admitLogin(ip: string, account: string): { codeRequired: boolean };
  fail(ip: string, account: string): void;
  succeed(ip: string, account: string): void;
  /** After a password reset: the owner proved the address, the account-wide ceiling goes. */
  lift(account: string): void;
  /**
   * Counts a login code about to be mailed; false when the account had its
   * LIMITS.loginCodesPerAccount within the window: send none (its earlier codes still work).
   */
  mayMailCode(account: string): boolean;
};

export function loginAttempts(now: () => number = Date.now): LoginAttempts {
  const windowMs = LIMITS.loginFailureWindowMinutes * 60_000;
  const pair = attemptLimiter(LIMITS.loginFailuresAllowed, windowMs, now);
  const address = attemptLimiter(LIMITS.loginFailuresPerAddress, windowMs, now);
  const account = attemptLimiter(LIMITS.loginFailuresPerAccount, windowMs, now);
  const codeMails = attemptLimiter(LIMITS.loginCodesPerAccount, windowMs, now);
  const pairKey = (ip: string, email: string) => [`${ip}|${email.toLowerCase()}`];
  const accountKey = (email: string) => [email.toLowerCase()];
  return {
    check(ip, email) {
      pair.check(pairKey(ip, email));
      address.check([ip]);
      account.check(accountKey(email));
    },
    admitLogin(ip, email) {
      pair.check(pairKey(ip, email));
      address.check([ip]);
      return { codeRequired: account.isBlocked(accountKey(email)) };
    },
    fail(ip, email) {
      pair.fail(pairKey(ip, email));
      address.fail([ip]);
      account.fail(accountKey(email));
    },
    succeed(ip, email) {
      pair.clear(pairKey(ip, email));
    },
    lift(email) {
      account.clear(accountKey(email));
    },
    mayMailCode(email) {
      if (codeMails.isBlocked(accountKey(email))) return false;
      codeMails.fail(accountKey(email));
      return true;
    },
  };
}

/** A few calls that send mail per address within LIMITS.mailWindowMinutes (like contact). */
const mailLimiter = (allowed: number) => attemptLimiter(allowed, LIMITS.mailWindowMinutes * 60_000);

/** Every in-memory limiter of the API (AppContext.limiters), as the app starts them. */
export function appLimiters() {
  return {
    login: loginAttempts(),
    passwordReset: attemptLimiter(),
    verification: attemptLimiter(),
    signup: mailLimiter(LIMITS.signupsPerAddress),
    newsletter: mailLimiter(LIMITS.newsletterSubscriptionsPerAddress),
  };
}
