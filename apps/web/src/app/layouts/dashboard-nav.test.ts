import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, BRAND_NAV, isEntryActive } from './dashboard-nav';

describe('the dashboard sidebar active item', () => {
  const [adminRoot] = ADMIN_NAV;
  const brands = ADMIN_NAV.find((entry) => entry.to === '/dashboard/admin/brands');

  it('marks the root entry only on an exact match', () => {
    expect(isEntryActive(adminRoot!, '/dashboard/admin')).toBe(true);
    expect(isEntryActive(adminRoot!, '/dashboard/admin/')).toBe(true);
    expect(isEntryActive(adminRoot!, '/dashboard/admin/customers')).toBe(false);
    expect(isEntryActive(BRAND_NAV[0]!, '/dashboard/brand/products')).toBe(false);
  });

  it('marks the other entries on a prefix match', () => {
    expect(isEntryActive(brands!, '/dashboard/admin/brands/view-all')).toBe(true);
    expect(isEntryActive(brands!, '/dashboard/admin/brands')).toBe(true);
    expect(isEntryActive(brands!, '/dashboard/admin/brandsx')).toBe(false);
    expect(isEntryActive(BRAND_NAV[2]!, '/dashboard/brand/products/12')).toBe(true);
  });

  it('lists the entries the spec names', () => {
    expect(ADMIN_NAV.map((entry) => entry.to)).toEqual([
      '/dashboard/admin',
      '/dashboard/admin/analytics',
      '/dashboard/admin/brands',
      '/dashboard/admin/customers',
      '/dashboard/admin/orders',
      '/dashboard/admin/payouts',
      '/dashboard/admin/support',
      '/dashboard/admin/settings',
    ]);
    expect(brands!.children!.map((child) => child.to)).toEqual([
      '/dashboard/admin/brands/view-all',
      '/dashboard/admin/brands/add-brand',
      '/dashboard/admin/brands/reports',
    ]);
    expect(BRAND_NAV.map((entry) => entry.to.replace('/dashboard/brand', '') || '/')).toEqual([
      '/',
      '/analytics',
      '/products',
      '/orders',
      '/customers',
      '/reviews',
      '/payouts',
      '/settings',
    ]);
  });
});
