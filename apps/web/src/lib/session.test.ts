import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  displayNameOf,
  followSessionAcrossTabs,
  isSessionExpired,
  SESSION_DURATION_MS,
  useSessionStore,
} from './session';

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

describe('a session across tabs', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('takes the login time of a session another tab started, not the old one of this tab', async () => {
    const now = Date.now();
    // This tab had a session from 5 hours ago; another tab logged out, then in again just now.
    sessionStorage.setItem('loginTimestamp', String(now - 5 * HOUR));
    useSessionStore.setState({ token: token({}), loginTimestamp: now - 5 * HOUR });
    const stop = followSessionAcrossTabs();
    try {
      const fresh = token({ sub: 'again' });
      const stored = {
        state: { token: fresh, user: null, brand: null, loginTimestamp: now },
        version: 0,
      };
      localStorage.setItem('auth-store', JSON.stringify(stored));
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth-store' }));
      await waitFor(() => expect(useSessionStore.getState().token).toBe(fresh));
      await waitFor(() => expect(sessionStorage.getItem('loginTimestamp')).toBe(String(now)));
      // Two hours on, the new session is well within its 6 hours.
      expect(isSessionExpired(useSessionStore.getState(), now + 2 * HOUR)).toBe(false);

      // Logged out elsewhere: this tab forgets the login time too.
      localStorage.setItem(
        'auth-store',
        JSON.stringify({
          state: { token: null, user: null, brand: null, loginTimestamp: null },
          version: 0,
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth-store' }));
      await waitFor(() => expect(sessionStorage.getItem('loginTimestamp')).toBeNull());
    } finally {
      stop();
    }
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
