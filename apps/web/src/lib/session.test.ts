import { beforeEach, describe, expect, it } from 'vitest';
import { displayNameOf, isSessionExpired, SESSION_DURATION_MS } from './session';

const HOUR = 60 * 60 * 1000;
/** A token-shaped string whose payload says what the test needs (signature not checked). */
const token = (payload: object) =>
  `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

describe('the session clock (storefront §4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('lasts 6 hours from the login timestamp of this tab', () => {
    expect(SESSION_DURATION_MS).toBe(21_600_000);
    const now = Date.now();
    sessionStorage.setItem('loginTimestamp', String(now - 6 * HOUR + 1000));
    expect(isSessionExpired({ token: token({}), loginTimestamp: null }, now)).toBe(false);
    sessionStorage.setItem('loginTimestamp', String(now - 6 * HOUR - 1000));
    expect(isSessionExpired({ token: token({}), loginTimestamp: now }, now)).toBe(true);
  });

  it('uses the stored login time in a new tab, and the token expiry in any case', () => {
    const now = Date.now();
    expect(isSessionExpired({ token: token({}), loginTimestamp: now - HOUR }, now)).toBe(false);
    expect(
      isSessionExpired(
        { token: token({ exp: (now - 1000) / 1000 }), loginTimestamp: now - HOUR },
        now,
      ),
    ).toBe(true);
    expect(isSessionExpired({ token: null, loginTimestamp: null }, now)).toBe(false);
  });
});

describe('the greeting name (storefront §2)', () => {
  it('prefers the full name, then the first name, then the email, then the fallback', () => {
    const base = { id: 1, role: 'CUSTOMER' as const };
    expect(displayNameOf({ ...base, firstname: 'Amira', lastname: 'Ben Salah' }, 'User')).toBe(
      'Amira Ben Salah',
    );
    expect(displayNameOf({ ...base, firstname: 'Amira', lastname: null }, 'User')).toBe('Amira');
    expect(displayNameOf({ ...base, email: 'amira.bs@example.tn' }, 'User')).toBe('amira.bs');
    expect(displayNameOf({ ...base }, 'User')).toBe('User');
    expect(displayNameOf(null, 'User')).toBe('User');
  });
});
