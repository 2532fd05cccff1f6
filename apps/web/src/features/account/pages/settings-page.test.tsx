import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { CLOSE_AFTER_SAVE_MS } from '../components/address-section';
import { account, ok, refused, routeApi, useAccountTest } from '../test-fixtures';
import SettingsPage from './settings-page';

const renderPage = (path = '/dashboard/profile/settings') =>
  renderRoutes([{ path: '*', element: <SettingsPage /> }], path);

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};

describe('the password tab (storefront §2 "Account settings")', () => {
  const fetchMock = useAccountTest();

  it('opens first, and says when the confirmation does not match', async () => {
    routeApi(fetchMock, { 'GET /users/me': ok(account()) });
    renderPage();
    expect(
      (await screen.findByRole('tab', { name: 'Password' })).getAttribute('aria-selected'),
    ).toBe('true');
    await screen.findByText('Change your password');
    type('New password', 'Jasmin2026');
    type('Confirm new password', 'Jasmin2027');
    expect(
      await screen.findByText('The new password and its confirmation do not match.'),
    ).toBeTruthy();
    // the sign-up rules show live under the new password
    expect(screen.getByText(/At least 8 characters/i)).toBeTruthy();
  });

  it("shows the server's reason when the current password is wrong, and keeps what was typed", async () => {
    routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'PATCH /users/change-my-password': refused(
        400,
        'wrong_password',
        'Your current password is not correct.',
      ),
    });
    renderPage();
    await screen.findByText('Change your password');
    type('Current password', 'Wrong2026');
    type('New password', 'Jasmin2026');
    type('Confirm new password', 'Jasmin2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password change failed: Your current password is not correct.'),
    ).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(field('New password').value).toBe('Jasmin2026');
  });

  it('changes the password and clears the form', async () => {
    const calls = routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'PATCH /users/change-my-password': { body: { success: true, message: 'Password changed' } },
    });
    renderPage();
    await screen.findByText('Change your password');
    type('Current password', 'Souk2026!');
    type('New password', 'Jasmin2026');
    type('Confirm new password', 'Jasmin2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      within(await screen.findByRole('status')).getByText('Your password has been changed.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.call === 'PATCH /users/change-my-password')?.body).toEqual({
      oldPassword: 'Souk2026!',
      newPassword: 'Jasmin2026',
    });
    await waitFor(() => expect(field('Current password').value).toBe(''));
  });
});

describe('the addresses tab', () => {
  const fetchMock = useAccountTest();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the one address: required fields, a Tunisian zip code, the modal closing 1.5 s after the save', async () => {
    const calls = routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'PATCH /users/update-my-address': (body) =>
        ok(account({ ...(body as object), country: 'Tunisia' }), 'Address updated successfully'),
    });
    renderPage('/dashboard/profile/settings?tab=addresses');
    expect(await screen.findByText('No address yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    expect(within(dialog).getByLabelText(/^Country/)).toHaveProperty('value', 'Tunisia');
    expect(
      within(dialog)
        .getByLabelText(/^Country/)
        .hasAttribute('readonly'),
    ).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field is required.')).toHaveLength(4),
    );
    type('Address', '12 Rue de Marseille');
    type('City', 'Tunis');
    type('State', 'Tunis');
    type('Zip code', '10');
    expect(await within(dialog).findByText('Please enter a 4-digit postal code.')).toBeTruthy();
    type('Zip code', '1000');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Your address has been saved.')).toBeTruthy();
    expect(calls.find((c) => c.call === 'PATCH /users/update-my-address')?.body).toEqual({
      address: '12 Rue de Marseille',
      city: 'Tunis',
      state: 'Tunis',
      zipCode: '1000',
    });
    expect(useSessionStore.getState().user).toMatchObject({ city: 'Tunis', zipCode: '1000' });
    act(() => vi.advanceTimersByTime(CLOSE_AFTER_SAVE_MS - 100));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // one address only: Add is disabled, Edit reopens the modal with the address in it
    expect(screen.getByTestId('address-card').textContent).toMatch(
      /12 Rue de Marseille.*Tunis, Tunis, 1000.*Tunisia/,
    );
    expect(screen.getByRole('button', { name: 'Add address' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const again = await screen.findByRole('dialog', { name: 'Edit your address' });
    expect(within(again).getByLabelText(/^City/)).toHaveProperty('value', 'Tunis');
    expect(within(again).getByLabelText(/^Zip code/)).toHaveProperty('value', '1000');
  });

  it("keeps the modal open with the server's reason when the save fails", async () => {
    routeApi(fetchMock, {
      'GET /users/me': ok(
        account({
          address: '5 Avenue Habib Bourguiba',
          city: 'Sfax',
          state: 'Sfax',
          zipCode: '3000',
        }),
      ),
      'PATCH /users/update-my-address': refused(400, 'validation_failed', 'Invalid data.'),
    });
    renderPage('/dashboard/profile/settings?tab=addresses');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your address' });
    type('City', 'Sousse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText(/^Address update failed: /)).toBeTruthy();
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(field('City').value).toBe('Sousse');
  });
});
