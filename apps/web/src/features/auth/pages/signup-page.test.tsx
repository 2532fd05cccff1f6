import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toast';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import SignupPage from './signup-page';
import { description, rulesMet } from '../../../test/accessibility';

function renderPage() {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/signup',
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const password = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

function fillValidForm() {
  fireEvent.change(field('First name'), { target: { value: 'Yasmine' } });
  fireEvent.change(field('Last name'), { target: { value: 'Trabelsi' } });
  fireEvent.change(field('Email'), { target: { value: 'yasmine@example.tn' } });
  fireEvent.change(field('Phone number'), { target: { value: '+21622345678' } });
  fireEvent.change(password('Password'), { target: { value: 'Jasmin2026' } });
  fireEvent.change(password('Confirm password'), { target: { value: 'Jasmin2026' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const NAME_TOO_SHORT = 'Must be at least 2 characters.';

describe('sign-up (storefront §4, §8)', () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
  });
  const fetchMock = useFetchMock();

  it('marks a field touched as soon as it is focused (storefront §4), others not yet', async () => {
    renderPage();
    expect(screen.queryByText(NAME_TOO_SHORT)).toBeNull();
    act(() => field('First name').focus());
    expect(await screen.findByText(NAME_TOO_SHORT)).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows "Creating account..." while pending, then the message, a 5 s toast and /home after 3 s', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const router = renderPage();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: /Creating account\.\.\./ })).toBeTruthy();
    const body = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string);
    expect(body).toMatchObject({
      firstname: 'Yasmine',
      email: 'yasmine@example.tn',
      phoneNumber: '+21622345678',
      role: 'CUSTOMER',
    });
    expect(body).not.toHaveProperty('confirmPassword');

    const startedAt = Date.now();
    answer(jsonReply(201, { success: true, status: 201, message: 'Created', data: { id: 1 } }));
    const message = 'Account created! Please check your email to activate your account.';
    expect(await screen.findByRole('heading', { name: message })).toBeTruthy();
    expect(useToastStore.getState().toasts).toMatchObject([{ message, duration: 5000 }]);
    expect(router.state.location.pathname).toBe('/signup');
    // The redirect waits 3 s; a loaded machine may take longer to get there, never less.
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 10_000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);
  });

  it('shows the password rule live under the password field, with the typed email', async () => {
    renderPage();
    const checklist = screen.getByRole('list').parentElement!;
    expect(checklist.textContent).toMatch(/^Password requirements/);
    expect(description(password('Password'))).toEqual([checklist.textContent]);
    fireEvent.change(password('Password'), { target: { value: 'yasmine1' } });
    expect(rulesMet()).toEqual({ length: true, lowercase: true, uppercase: false, digit: true });
    // The email line comes with the email, and follows both fields.
    fireEvent.change(field('Email'), { target: { value: 'Yasmine1@example.tn' } });
    expect(rulesMet()).toMatchObject({ notEmail: false });
    fireEvent.change(password('Password'), { target: { value: 'Yasmine1x' } });
    expect(rulesMet()).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      notEmail: true,
    });
  });

  it('refuses a password that is the email on the password field', async () => {
    renderPage();
    fillValidForm();
    fireEvent.change(field('Email'), { target: { value: 'Jasmin2026@example.tn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const message = 'Your password must not be your email address.';
    await waitFor(() => expect(description(password('Password'))).toContain(message));
    expect(password('Password').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      'Password',
      'password',
      'This password is too common and easy to guess. Please choose another.',
    ],
    ['Password', 'password', 'Your password must not be your email address.'],
    [
      'First name',
      'firstname',
      'Please use letters only, with spaces, apostrophes, hyphens or dots between them.',
    ],
  ])('shows the server’s refusal on the %s field: %s', async (label, key, serverText) => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(400, {
        success: false,
        errorCode: 'validation_failed',
        message: 'Some fields are not valid.',
        errors: { [key]: serverText },
      }),
    );
    const router = renderPage();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const input = () => (key === 'password' ? password(label) : field(label));
    await waitFor(() => expect(description(input())).toContain(serverText));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(serverText)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it.each([
    [409, 'phone_already_in_use', 'Phone taken', 'This phone number is already registered.'],
    [409, 'conflict', 'Duplicate', 'An account with these details already exists.'],
  ])('maps a %i %s answer to its message', async (status, errorCode, serverText, shown) => {
    fetchMock.mockResolvedValueOnce(
      jsonReply(status, { success: false, errorCode, message: serverText }),
    );
    const router = renderPage();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(shown));
    expect(router.state.location.pathname).toBe('/signup');
  });
});
