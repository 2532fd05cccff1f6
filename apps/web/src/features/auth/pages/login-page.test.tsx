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

  const codeRequired = () =>
    jsonReply(403, {
      success: false,
      errorCode: 'login_code_required',
      message: 'This account had many failed logins...',
    });
  const sentBody = (call: number) =>
    JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, string>;
  const typeCode = (code: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), {
      target: { value: code },
    });

  it.each([
    ['customer', '/api/v1/auth/authenticate', { token: 'token-c', user: { id: 4, role: 'ADMIN' } }],
    ['brand', '/api/v1/brands/authenticate', { token: 'token-b' }],
  ] as const)(
    'asks a %s for the emailed code when the account needs one, and logs in with it (decision 021)',
    async (accountType, door, answer) => {
      fetchMock
        .mockResolvedValueOnce(codeRequired())
        .mockResolvedValueOnce(jsonReply(200, { success: true, ...answer }));
      renderPage();
      if (accountType === 'brand') fireEvent.click(screen.getByRole('radio', { name: 'Brand' }));
      expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).toBeNull();
      submit('admin@souk.tn', 'Souk2026!');

      expect((await screen.findByRole('alert')).textContent).toBe(
        'This account had many failed logins, so it needs one more step: if your password is right, we have emailed you a 6-digit code. Enter it below to log in.',
      );
      expect(screen.getByRole('group', { name: 'Login code from your email' })).toBeTruthy();
      // The email and the password stay as typed.
      expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe(
        'admin@souk.tn',
      );
      expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Souk2026!');

      typeCode('482913');
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(useSessionStore.getState().token).toBe(answer.token));
      expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([door, door]);
      expect(sentBody(0)).toEqual({ email: 'admin@souk.tn', password: 'Souk2026!' });
      expect(sentBody(1)).toEqual({
        email: 'admin@souk.tn',
        password: 'Souk2026!',
        code: '482913',
      });
    },
  );

  it('sends no incomplete code, keeps the code field after a refused code, and asks for a new one', async () => {
    fetchMock
      .mockResolvedValueOnce(codeRequired())
      .mockResolvedValueOnce(
        jsonReply(400, {
          success: false,
          errorCode: 'invalid_or_expired_code',
          message: 'This code is invalid or has expired.',
        }),
      )
      .mockResolvedValueOnce(codeRequired());
    renderPage();
    submit('customer@souk.tn', 'Souk2026!');
    await screen.findByRole('group', { name: 'Login code from your email' });

    typeCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter all 6 digits of the code.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'This code is wrong or has expired, or the password is not right. Check both and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Login code from your email' })).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentBody(2)).toEqual({ email: 'customer@souk.tn', password: 'Souk2026!' });
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
