import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../lib/toast';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import { description, rulesMet } from '../../../test/accessibility';

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const toasts = () => useToastStore.getState().toasts.map(({ kind, message }) => [kind, message]);

describe('forgot and reset password (storefront §4, §5, §8; dashboards §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const fetchMock = useFetchMock();

  it('forgot: a toast, then after 2 s a 300 ms fade, then /login (replacing the page)', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: true, message: 'sent' }));
    const router = renderAt('/forgot-password');
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'amira@example.tn' },
    });
    await wait(0);
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    await wait(0);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      email: 'amira@example.tn',
    });
    expect(toasts()).toEqual([['success', 'Password reset email sent. Check your inbox.']]);
    await wait(1999);
    expect(document.querySelector('.opacity-0')).toBeNull();
    await wait(1);
    expect(document.querySelector('.opacity-0')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/forgot-password');
    await wait(300);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('forgot: a failure shows the spec text as a toast and stays', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(500, { success: false, errorCode: 'internal_error' }),
    );
    const router = renderAt('/forgot-password');
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'amira@example.tn' },
    });
    await wait(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await wait(0);
    expect(toasts()).toEqual([['error', 'Failed to send password reset email.']]);
    await wait(3000);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('reset without a token: an error toast, then /forgot-password after 2 s', async () => {
    const router = renderAt('/reset-password');
    expect(toasts()).toEqual([['error', 'Invalid or missing reset token.']]);
    await wait(1999);
    expect(router.state.location.pathname).toBe('/reset-password');
    await wait(1);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('reset: the password rule, then the token and new password sent, then /login', async () => {
    fetchMock.mockResolvedValueOnce(jsonReply(200, { success: true, message: 'done' }));
    const router = renderAt('/reset-password?token=abc123');
    const newPassword = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm password/);
    expect(rulesMet()).toEqual({ length: false, lowercase: false, uppercase: false, digit: false });
    fireEvent.change(newPassword, { target: { value: 'alllowercase1' } });
    await wait(0);
    // The rule shows live under the field and describes it; no email is known here.
    expect(rulesMet()).toEqual({ length: true, lowercase: true, uppercase: false, digit: true });
    expect(description(newPassword)).toContain(screen.getByRole('list').parentElement!.textContent);
    expect(
      screen.getByText(
        'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter and a digit.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await wait(0);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(newPassword, { target: { value: 'Oasis2026x' } });
    fireEvent.change(confirm, { target: { value: 'Oasis2026x' } });
    await wait(0);
    expect(rulesMet()).toEqual({ length: true, lowercase: true, uppercase: true, digit: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await wait(0);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      token: 'abc123',
      newPassword: 'Oasis2026x',
    });
    expect(toasts()).toEqual([['success', 'Password reset successful. You can now log in.']]);
    await wait(2300);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('reset: the server’s refusal of the new password shows on the field, and the page stays', async () => {
    const common = 'This password is too common and easy to guess. Please choose another.';
    fetchMock.mockResolvedValueOnce(
      jsonReply(400, {
        success: false,
        errorCode: 'validation_failed',
        message: 'Some fields are not valid.',
        errors: { newPassword: common },
      }),
    );
    const router = renderAt('/reset-password?token=abc123');
    const newPassword = screen.getByLabelText(/^New password/);
    fireEvent.change(newPassword, { target: { value: 'Password1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), {
      target: { value: 'Password1' },
    });
    await wait(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(description(newPassword)).toContain(common);
    expect(newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(toasts()).toEqual([['error', 'Failed to reset password.']]);
    // No 'ask for a new link' alert: the link is fine, the password is not.
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    await wait(3000);
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
