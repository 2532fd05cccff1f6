import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import LoginPage from './login-page';

function renderPage() {
  renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login (storefront §2, §5, §8)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSessionStore.getState().endSession('logout');
  });
  const fetchMock = useFetchMock();

  it('sends nothing until the email is valid and the password has 6 characters', async () => {
    renderPage();
    submit('amira', '12345');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs a customer in with the token and user, stamping the login time', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(200, {
        success: true,
        token: 'token-c',
        user: { id: 4, role: 'CUSTOMER', firstname: 'Amira' },
      }),
    );
    renderPage();
    submit('customer@souk.tn', 'Souk2026!');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-c'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/auth/authenticate');
    expect(useSessionStore.getState().user).toMatchObject({ id: 4, role: 'CUSTOMER' });
    expect(localStorage.getItem('auth_token')).toBe('token-c');
    expect(Number(sessionStorage.getItem('loginTimestamp'))).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem('auth-store')!).state.token).toBe('token-c');
  });

  it('signs a brand in through the brand toggle with a placeholder brand user', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: true, token: 'token-b' }));
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Brand' }));
    submit('brand@souk.tn', 'Souk2026!');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-b'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/brands/authenticate');
    expect(useSessionStore.getState().user).toEqual({ id: 0, role: 'BRAND' });
  });

  it('refuses an answer without a token', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: true }));
    renderPage();
    submit('customer@souk.tn', 'Souk2026!');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server sent an invalid login response. Please try again.',
    );
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the brand texts for a refused brand login', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(401, { success: false, errorCode: 'invalid_credentials', message: 'Invalid' }),
    );
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Brand' }));
    submit('brand@souk.tn', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid brand credentials. Please try again.',
    );
  });
});
