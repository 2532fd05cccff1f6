import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/language';
import { useSessionStore } from '../../lib/session';
import { DASHBOARD_INITIAL_LOADER_MS, DashboardLayout, type RouteHandle } from './dashboard-layout';
import { ADMIN_NAV, BRAND_NAV } from './dashboard-nav';

const page = (path: string, title: RouteHandle['title']) => ({
  path,
  handle: { title },
  element: <p>page body</p>,
});

function renderDashboard(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/admin',
        element: <DashboardLayout area="admin" nav={ADMIN_NAV} />,
        children: [
          { index: true, handle: { title: 'dashboard.admin.overviewTitle' }, element: <p /> },
          page('customers', 'dashboard.admin.customers'),
          page('brands/view-all', 'dashboard.admin.viewAllBrands'),
        ],
      },
      {
        path: '/dashboard/brand',
        element: <DashboardLayout area="brand" nav={BRAND_NAV} />,
        children: [page('products', 'dashboard.brand.products')],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

/** The initial loader of dashboards §2 ends after 1.5 s. */
const finishLoading = () => act(() => vi.advanceTimersByTime(DASHBOARD_INITIAL_LOADER_MS));

describe('the dashboard layout (dashboards §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useSessionStore.setState({
      token: 'token-1',
      user: { id: 1, role: 'ADMIN', firstname: 'Salma', lastname: 'Haddad' },
      brand: null,
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows an initial loader for 1.5 s, then the page with its title', () => {
    renderDashboard('/dashboard/admin/customers');
    expect(screen.getByText('Loading your dashboard...')).toBeTruthy();
    act(() => vi.advanceTimersByTime(DASHBOARD_INITIAL_LOADER_MS - 1));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customers');
    expect(screen.queryByText('Loading your dashboard...')).toBeNull();
  });

  it('collapses the sidebar; sub-items expand only while it is open', () => {
    renderDashboard('/dashboard/admin/brands/view-all');
    finishLoading();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(sidebar).getByRole('button', { name: 'Brands' }).ariaExpanded).toBe('true');
    expect(within(sidebar).getByRole('link', { name: 'All brands' }).ariaCurrent).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(sidebar).queryByRole('link', { name: 'All brands' })).toBeNull();
    expect(within(sidebar).queryByRole('button', { name: 'Brands' })).toBeNull();
    // Collapsed, the entry is one link to its first sub-page, still named for screen readers.
    expect(within(sidebar).getByRole('link', { name: 'Brands' }).getAttribute('href')).toBe(
      '/dashboard/admin/brands/view-all',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(sidebar).getByRole('link', { name: 'All brands' })).toBeTruthy();
  });

  it('shows the fixed admin picture and the admin name in the header', () => {
    renderDashboard('/dashboard/admin');
    finishLoading();
    const header = screen.getByRole('banner');
    const menu = within(header).getByRole('button', { name: /Salma Haddad/ });
    expect(menu.querySelector('img')?.getAttribute('src')).toBe('/images/admin-avatar.svg');
    expect(menu.textContent).toContain('Administrator');
  });

  it('shows the brand’s name and logo, falling back to the placeholder when it is broken', () => {
    useSessionStore.setState({
      user: { id: 2, role: 'BRAND' },
      brand: { id: 9, name: 'Dar Chraka', logo: '/uploads/brands/broken.png' },
    });
    renderDashboard('/dashboard/brand/products');
    finishLoading();
    const menu = within(screen.getByRole('banner')).getByRole('button', { name: /Dar Chraka/ });
    const logo = menu.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/uploads/brands/broken.png');
    fireEvent.error(logo);
    expect(menu.querySelector('img')?.getAttribute('src')).toBe('/images/brand-placeholder.svg');
  });

  it('follows the brand’s profile once its settings are saved (the session’s brand)', () => {
    useSessionStore.setState({
      user: { id: 2, role: 'BRAND' },
      brand: { id: 9, name: 'Dar Chraka', logo: '/uploads/brands/broken.png' },
    });
    renderDashboard('/dashboard/brand/products');
    finishLoading();
    const header = screen.getByRole('banner');
    const before = within(header).getByRole('button', { name: /Dar Chraka/ });
    // the old logo was broken: the new one shows all the same
    fireEvent.error(before.querySelector('img')!);
    act(() =>
      useSessionStore
        .getState()
        .setBrand({ id: 9, name: 'Dar Chraka Rugs', logo: '/uploads/brands/new.webp' }),
    );
    const menu = within(header).getByRole('button', { name: /Dar Chraka Rugs/ });
    expect(menu.querySelector('img')?.getAttribute('src')).toBe('/uploads/brands/new.webp');
  });

  it('offers the language control, so admins and brands can switch languages too', async () => {
    renderDashboard('/dashboard/admin/customers');
    finishLoading();
    const control = within(screen.getByRole('banner')).getByTestId('language-switcher');
    await act(async () => {
      fireEvent.click(control);
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(useLanguageStore.getState().language).toBe('fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Clients');
    await act(() => useLanguageStore.getState().setLanguage('en'));
  });
});
