import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toast';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import SignupPage from './signup-page';

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
