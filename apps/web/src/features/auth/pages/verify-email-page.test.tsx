import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import VerifyEmailPage from './verify-email-page';

const user = { id: 8, role: 'CUSTOMER', firstname: 'Yasmine', lastname: 'Trabelsi' };

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/otb', element: <VerifyEmailPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

function typeCode(code: string) {
  code.split('').forEach((digit, index) =>
    fireEvent.change(screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }), {
      target: { value: digit },
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('/otb verifies the emailed code against the API', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().endSession('logout');
  });
  const fetchMock = useFetchMock();

  it('sends the email and the six digits, then signs in and goes on to the remembered page', async () => {
    localStorage.setItem('redirectAfterLogin', '/dashboard/profile/cart');
    fetchMock.mockResolvedValueOnce(
      jsonReply(200, { success: true, message: 'Verified', token: 'token-8', user }),
    );
    const router = renderPage('/otb?email=yasmine%40example.tn');
    typeCode('482913');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/verify-email');
    expect(JSON.parse(init!.body as string)).toEqual({
      email: 'yasmine@example.tn',
      code: '482913',
    });
    expect(useSessionStore.getState().token).toBe('token-8');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/dashboard/profile/cart',
    );
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile/cart'), {
      timeout: 8000,
    });
  });

  it('says clearly when the code is refused, and empties the boxes', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(400, {
        success: false,
        errorCode: 'invalid_or_expired_code',
        message: 'This code is invalid or has expired.',
      }),
    );
    renderPage('/otb?email=yasmine%40example.tn');
    typeCode('000000');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Verification failed');
    expect(useSessionStore.getState().token).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Digit 1 of 6' }) as HTMLInputElement).value).toBe(
      '',
    );
  });
});
