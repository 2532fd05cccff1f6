import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client';
import { SESSION_DURATION_MS, useSessionStore } from '../lib/session';
import { useToastStore } from '../lib/toast';
import { jsonReply, useFetchMock } from '../test/fetch';
import { renderRoutes } from '../test/render';
import { RoleGuard } from './guards/role-guard';
import { SessionKeeper } from './session-keeper';
import { useLogout } from './use-logout';

const customer = {
  id: 5,
  role: 'CUSTOMER' as const,
  firstname: 'Amira',
  lastname: 'Ben Salah',
  email: 'amira@example.tn',
};

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Log out
    </button>
  );
}

/** The app's frame in small: the keeper above every page, a public and a guarded page. */
function renderApp(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <SessionKeeper />
            <Outlet />
          </>
        ),
        children: [
          { path: '/home', element: <h1>Home page</h1> },
          { path: '/login', element: <h1>Login page</h1> },
          {
            path: '/dashboard/profile',
            element: <RoleGuard allow={['CUSTOMER']} inline />,
            children: [
              {
                index: true,
                element: (
                  <>
                    <h1>Profile page</h1>
                    <LogoutButton />
                  </>
                ),
              },
            ],
          },
        ],
      },
    ],
    path,
  );
}

describe('the session (storefront §4 "Session", §6)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    useSessionStore.getState().endSession('logout');
    useSessionStore.setState({ endedBy: null });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const fetchMock = useFetchMock();

  it('ends when the current-user lookup fails, and says so', async () => {
    fetchMock.mockResolvedValue(
      jsonReply(404, { success: false, errorCode: 'user_not_found', message: 'User not found' }),
    );
    useSessionStore.getState().startSession('token-1', customer);
    const router = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('loginTimestamp')).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/users/me');
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      'We could not load your account. Please log in again.',
    );
  });

  it('keeps the session while the lookup answers', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { success: true, data: customer }));
    useSessionStore.getState().startSession('token-1', { id: 5, role: 'CUSTOMER' });
    renderApp('/home');
    await waitFor(() => expect(useSessionStore.getState().user?.firstname).toBe('Amira'));
    expect(useSessionStore.getState().token).toBe('token-1');
  });

  it('is checked every 60 s and ends 6 hours after login', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fetchMock.mockResolvedValue(jsonReply(200, { success: true, data: customer }));
    useSessionStore.getState().startSession('token-1', customer);
    sessionStorage.setItem('loginTimestamp', String(Date.now() - SESSION_DURATION_MS + 30_000));
    const router = renderApp('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(useSessionStore.getState().token).toBe('token-1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      'Your session has expired. Please log in again.',
    );
  });

  it('logs out with "Logging out..." for about 300 ms, then replaces the page with /login', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { success: true, data: customer }));
    useSessionStore.getState().startSession('token-1', customer);
    const router = renderApp('/dashboard/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(screen.getByText('Logging out...')).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('token-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(useSessionStore.getState().token).toBeNull();
    // The page the logout left is not remembered for the next login...
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();

    // ...but a protected page a visitor opens afterwards is.
    await act(() => router.navigate('/dashboard/profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/dashboard/profile');
  });

  it('makes a visitor wait 50 ms on "Verifying access..." before a guarded page decides', async () => {
    const router = renderApp('/dashboard/profile');
    expect(screen.getByText('Verifying access...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/dashboard/profile');
  });
});
