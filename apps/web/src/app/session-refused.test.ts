import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from '../lib/api-client';
import { useSessionStore } from '../lib/session';
import { useToastStore } from '../lib/toast';
import { jsonReply, useFetchMock } from '../test/fetch';
import { endRefusedSession } from './session-refused';

describe('a bearer call refused with 401', () => {
  beforeEach(() => {
    localStorage.clear();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    setUnauthorizedHandler(() => undefined);
  });
  const fetchMock = useFetchMock();

  it('ends the session, says so, remembers the page and goes to /login', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/dashboard/profile/order-history?page=2'],
    });
    setUnauthorizedHandler(() => endRefusedSession(router));
    useSessionStore.getState().startSession('revoked', { id: 4, role: 'CUSTOMER' });
    fetchMock.mockResolvedValueOnce(jsonReply(401, { success: false, errorCode: 'unauthorized' }));

    await expect(apiRequest('/orders/customer/4')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('redirectAfterLogin')).toBe(
      '/dashboard/profile/order-history?page=2',
    );
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Your session has expired. Please log in again.',
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("ends a disabled account's session too, saying the account is disabled", async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/dashboard/profile'],
    });
    setUnauthorizedHandler((error) => endRefusedSession(router, error));
    useSessionStore.getState().startSession('disabled', { id: 5, role: 'CUSTOMER' });
    fetchMock.mockResolvedValueOnce(
      jsonReply(403, { success: false, errorCode: 'account_disabled', message: 'disabled' }),
    );

    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status: 403 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'This account is disabled. Please contact support.',
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps the session when a call is merely forbidden', async () => {
    setUnauthorizedHandler(() => {
      throw new Error('the session must not end');
    });
    useSessionStore.getState().startSession('kept', { id: 6, role: 'CUSTOMER' });
    fetchMock.mockResolvedValueOnce(jsonReply(403, { success: false, errorCode: 'forbidden' }));

    await expect(apiRequest('/dashboard-only')).rejects.toMatchObject({ status: 403 });
    expect(useSessionStore.getState().token).toBe('kept');
  });
});
