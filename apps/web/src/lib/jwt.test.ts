import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, resolveRole } from './jwt';

/** A token-shaped string whose payload says what the test needs (signature not checked). */
const token = (payload: object) =>
  `x.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`;

describe('the signed-in role (storefront §3, §6)', () => {
  it('is read from the user role text, whatever its case or prefix', () => {
    expect(resolveRole('CUSTOMER', null)).toBe('CUSTOMER');
    expect(resolveRole('admin', null)).toBe('ADMIN');
    expect(resolveRole('ROLE_ADMIN', null)).toBe('ADMIN');
    expect(resolveRole('ROLE_BRAND', null)).toBe('BRAND');
  });

  it('recognises BRAND from the roles list inside the login token', () => {
    expect(resolveRole(undefined, token({ roles: ['ROLE_BRAND'] }))).toBe('BRAND');
    expect(resolveRole(undefined, token({ role: 'CUSTOMER', roles: ['BRAND'] }))).toBe('BRAND');
    expect(resolveRole(undefined, token({ role: 'admin' }))).toBe('ADMIN');
  });

  it('answers nothing for an unknown role or a token that is not a JWT', () => {
    expect(resolveRole('GUEST', null)).toBeUndefined();
    expect(resolveRole(undefined, 'not-a-token')).toBeUndefined();
    expect(decodeTokenPayload('not-a-token')).toBeUndefined();
    expect(decodeTokenPayload(token({ sub: '7', exp: 10 }))).toEqual({ sub: '7', exp: 10 });
  });
});
