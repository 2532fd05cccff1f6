import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { useSessionStore, type SessionUser } from '../../lib/session';
import { jsonReply, useFetchMock } from '../../test/fetch';
import { renderRoutes } from '../../test/render';
import { PublicHeader } from './public-header';

function renderHeader() {
  renderRoutes([{ path: '*', element: <PublicHeader /> }], '/home');
}

const signIn = (user: Partial<SessionUser>) =>
  useSessionStore.setState({ token: 'token-1', user: { id: 3, role: 'CUSTOMER', ...user } });

describe('the storefront header (storefront §2)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, user: null });
    window.scrollY = 0;
  });
  afterEach(cleanup);

  it('links home, shop, brands, sale, blog, help and contact, and offers login and sign-up', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/home'],
      ['Shop', '/catalogue'],
      ['Brands', '/brands'],
      ['Sale', '/sale'],
      ['Blog', '/article'],
      ['Help', '/help'],
      ['Contact', '/contact-us'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(banner).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.queryByTestId('greeting')).toBeNull();
  });

  it('greets by full name, else first name, else the email before the @, else User', () => {
    const greetings = [
      [{ firstname: 'Amira', lastname: 'Ben Salah' }, 'Hi, Amira Ben Salah'],
      [{ firstname: 'Amira' }, 'Hi, Amira'],
      [{ email: 'amira.bs@example.tn' }, 'Hi, amira.bs'],
      [{}, 'Hi, User'],
    ] as const;
    for (const [user, greeting] of greetings) {
      signIn(user);
      renderHeader();
      expect(screen.getByTestId('greeting').textContent).toBe(greeting);
      cleanup();
    }
  });

  it('opens the user menu: profile by role, my cart, my orders, alerts, log out', () => {
    signIn({ firstname: 'Amira', lastname: 'Ben Salah' });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Hi, Amira Ben Salah/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['My profile', '/dashboard/profile'],
      ['My cart', '/dashboard/profile/cart'],
      ['My orders', '/dashboard/profile/order-history'],
      ['Alerts', '/dashboard/profile/alerts'],
      ['Log out', null],
    ]);
  });

  it('changes style once the page scrolls past 50 px', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner.dataset.scrolled).toBe('false');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner.dataset.scrolled).toBe('false');
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner.dataset.scrolled).toBe('true');
  });

  it('closes the phone menu with Escape, giving the focus back to its button', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(open);
  });
});

describe('the unread alerts count in the user menu (issue 11)', () => {
  const fetchMock = useFetchMock();
  beforeEach(() => {
    queryClient.clear();
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/alerts/unread-count')
        ? jsonReply(200, { success: true, data: { count: 3 } })
        : jsonReply(404, { success: false, errorCode: 'not_found', message: 'Not found' }),
    );
  });

  it('shows a customer how many alerts are unread, on the button and the alerts entry', async () => {
    signIn({ firstname: 'Amira' });
    renderHeader();
    expect((await screen.findByTestId('header-unread-alerts')).textContent).toBe('3');
    // The greeting leads the button's name; the count is read out after it.
    const button = screen.getByRole('button', { name: /^Hi, Amira.*3 unread alerts$/ });
    expect(button).toBeTruthy();
    fireEvent.click(button);
    const entry = within(screen.getByRole('menu')).getByRole('menuitem', { name: /Alerts/ });
    expect(within(entry).getByTestId('menu-unread-alerts').textContent).toContain('3');
  });

  it('asks nothing for a brand', () => {
    signIn({ role: 'BRAND' });
    renderHeader();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/alerts'))).toBe(false);
    expect(screen.queryByTestId('header-unread-alerts')).toBeNull();
  });
});
