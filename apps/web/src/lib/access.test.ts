import { describe, expect, it } from 'vitest';
import { containmentRedirect, guardDecision, homeFor, landingAfterLogin } from './access';

describe('where people land and where they may go', () => {
  it('lands admins, brands and customers on their own start page', () => {
    expect(homeFor('ADMIN')).toBe('/dashboard/admin');
    expect(homeFor('BRAND')).toBe('/dashboard/brand');
    expect(homeFor('CUSTOMER')).toBe('/home');
  });

  it('keeps admins inside /dashboard/admin and brands inside /dashboard/brand', () => {
    expect(containmentRedirect('ADMIN', '/home')).toBe('/dashboard/admin');
    expect(containmentRedirect('ADMIN', '/dashboard/admin/orders')).toBeNull();
    expect(containmentRedirect('ADMIN', '/dashboard/administrator')).toBe('/dashboard/admin');
    expect(containmentRedirect('BRAND', '/dashboard/admin')).toBe('/dashboard/brand');
    expect(containmentRedirect('BRAND', '/dashboard/brand/products')).toBeNull();
    expect(containmentRedirect('CUSTOMER', '/home')).toBeNull();
    expect(containmentRedirect(undefined, '/dashboard/admin')).toBeNull();
  });

  it('sends visitors to /login remembering the page, and wrong roles to /login silently', () => {
    expect(guardDecision(undefined, '/dashboard/profile/cart', ['CUSTOMER'])).toEqual({
      allow: false,
      to: '/login',
      remember: true,
    });
    expect(guardDecision('CUSTOMER', '/dashboard/admin', ['ADMIN'])).toEqual({
      allow: false,
      to: '/login',
      remember: false,
    });
    expect(guardDecision('ADMIN', '/dashboard/profile', ['CUSTOMER'])).toEqual({
      allow: false,
      to: '/dashboard/admin',
      remember: false,
    });
    expect(guardDecision('CUSTOMER', '/dashboard/profile/cart', ['CUSTOMER'])).toEqual({
      allow: true,
    });
  });

  it('uses a remembered page after login only when the role may open it', () => {
    expect(landingAfterLogin('CUSTOMER', '/dashboard/profile/cart')).toBe(
      '/dashboard/profile/cart',
    );
    expect(landingAfterLogin('CUSTOMER', '/dashboard/admin')).toBe('/home');
    expect(landingAfterLogin('ADMIN', '/dashboard/profile/cart')).toBe('/dashboard/admin');
    expect(landingAfterLogin('ADMIN', '/dashboard/admin/orders')).toBe('/dashboard/admin/orders');
    expect(landingAfterLogin('BRAND', null)).toBe('/dashboard/brand');
    expect(landingAfterLogin('CUSTOMER', '/login')).toBe('/home');
  });
});
