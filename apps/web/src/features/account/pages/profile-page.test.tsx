import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { STATUS_RESET_MS } from '../components/profile-details-form';
import { account, ok, overview, refused, routeApi, useAccountTest } from '../test-fixtures';
import ProfilePage from './profile-page';

const renderPage = () =>
  renderRoutes([{ path: '*', element: <ProfilePage /> }], '/dashboard/profile');

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the profile page (storefront §2 "Customer profile")', () => {
  const fetchMock = useAccountTest();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the account, the figures, the recent purchases and four recommended products', async () => {
    routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview()),
    });
    renderPage();
    expect(await screen.findByTestId('profile-name')).toHaveProperty(
      'textContent',
      'Amira Ben Salah',
    );
    const metrics = await screen.findByTestId('profile-metrics');
    await waitFor(() =>
      expect(metrics.textContent).toMatch(
        /Orders3.*Total spent187\.00 dt.*Wishlist items2.*Loyalty points18/,
      ),
    );
    const [bought] = screen.getAllByTestId('recent-purchase');
    expect(within(bought!).getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe(
      '/product/11',
    );
    expect(bought!.textContent).toMatch(/60\.00 dt.*Quantity: 2.*Order SK-2611-000007.*Delivered/);
    expect(screen.getByRole('link', { name: 'View order history' }).getAttribute('href')).toBe(
      '/dashboard/profile/order-history',
    );
    const recommended = screen.getByTestId('recommended-products');
    expect(within(recommended).getAllByTestId('product-card')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe(
      '/catalogue',
    );
  });

  it('invites a customer who bought nothing yet to start shopping', async () => {
    routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview({ orders: 0, totalSpent: 0, recentPurchases: [] })),
    });
    renderPage();
    expect(await screen.findByText('No purchases yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe(
      '/catalogue',
    );
  });

  it('says when the profile cannot be loaded, and Retry loads it again', async () => {
    let fail = true;
    routeApi(fetchMock, {
      'GET /users/me': () => (fail ? refused(500, 'internal_error', 'Boom') : ok(account())),
      'GET /users/me/overview': ok(overview()),
    });
    renderPage();
    expect(await screen.findByText('We could not load your profile.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('profile-name')).toBeTruthy();
  });

  it('is read-only until Edit; a save shows loading, then success, and idle again after 3 s; the stored user follows', async () => {
    let answer: (value: unknown) => void = () => {};
    const calls = routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview()),
      'PATCH /users/update/3': (body) =>
        new Promise((resolve) => {
          answer = () => resolve(ok(account(body as object), 'Profile updated'));
        }),
    });
    renderPage();
    await screen.findByTestId('profile-name');
    expect(textbox('First name').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(textbox('First name').hasAttribute('readonly')).toBe(false);
    fireEvent.change(textbox('First name'), { target: { value: 'Y' } });
    fireEvent.blur(textbox('First name'));
    expect(await screen.findByText(/at least 2 characters/)).toBeTruthy();
    fireEvent.change(textbox('Phone number'), { target: { value: '12345' } });
    fireEvent.blur(textbox('Phone number'));
    expect(await screen.findByText(/^Phone must be a \+ sign/)).toBeTruthy();

    fireEvent.change(textbox('First name'), { target: { value: 'Yasmine' } });
    fireEvent.change(textbox('Last name'), { target: { value: 'Trabelsi' } });
    fireEvent.change(textbox('Phone number'), { target: { value: '+216 98 765 432' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const status = screen.getByTestId('profile-save-status');
    await waitFor(() => expect(status.dataset.state).toBe('loading'));
    expect(screen.getByRole('button', { name: /Saving/ })).toBeTruthy();
    answer(undefined);
    await waitFor(() => expect(status.dataset.state).toBe('success'));
    expect(status.textContent).toBe('Your profile has been updated.');
    expect(calls.find((c) => c.call === 'PATCH /users/update/3')?.body).toEqual({
      id: 3,
      firstname: 'Yasmine',
      lastname: 'Trabelsi',
      email: 'amira@example.tn',
      phoneNumber: '+21698765432',
      address: '',
    });
    expect(useSessionStore.getState().user).toMatchObject({
      firstname: 'Yasmine',
      lastname: 'Trabelsi',
      role: 'CUSTOMER',
    });
    expect(textbox('First name').hasAttribute('readonly')).toBe(true);
    expect(screen.getByTestId('profile-name').textContent).toBe('Yasmine Trabelsi');

    act(() => vi.advanceTimersByTime(STATUS_RESET_MS - 100));
    expect(status.dataset.state).toBe('success');
    act(() => vi.advanceTimersByTime(100));
    expect(status.dataset.state).toBe('idle');
    expect(status.textContent).toBe('');
  });

  it("keeps what was typed when the save is refused, with the server's reason", async () => {
    routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview()),
      'PATCH /users/update/3': refused(
        409,
        'email_already_in_use',
        'This email is already in use.',
        { email: 'email_already_in_use' },
      ),
    });
    renderPage();
    await screen.findByTestId('profile-name');
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    fireEvent.change(textbox('Email'), { target: { value: 'taken@example.tn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const status = screen.getByTestId('profile-save-status');
    await waitFor(() => expect(status.dataset.state).toBe('error'));
    expect(status.textContent).toMatch(/^Failed to update user: /);
    expect((textbox('Email') as HTMLInputElement).value).toBe('taken@example.tn');
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    expect(useSessionStore.getState().user?.email).toBe('amira@example.tn');
  });
});

describe('the profile picture', () => {
  const fetchMock = useAccountTest();
  const choose = (file: File) =>
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });

  it('opens the image chooser from a labelled button', async () => {
    routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview()),
    });
    renderPage();
    await screen.findByTestId('profile-name');
    const input = screen.getByTestId('avatar-input') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Change profile picture' }));
    expect(opened).toHaveBeenCalled();
  });

  it('refuses a file that is not an image, or weighs more than 2 MB, before sending it', async () => {
    const calls = routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview()),
    });
    renderPage();
    await screen.findByTestId('profile-name');
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/"notes\.txt" is not an image/);
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /weighs 2\.1 MB: the limit is 2 MB/,
    );
    expect(calls.some((c) => c.call.startsWith('POST'))).toBe(false);
  });

  it('uploads a picture and shows it at once; the header picture follows', async () => {
    const calls = routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview()),
      'POST /users/upload-profile-picture/3': ok(
        account({ profilePicture: '/uploads/avatars/new.webp' }),
      ),
    });
    renderPage();
    await screen.findByTestId('profile-name');
    choose(new File([new Uint8Array(100)], 'me.png', { type: 'image/png' }));
    // the initials give way to the new picture
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Profile picture of Amira Ben Salah' }).getAttribute('src'),
      ).toBe('/uploads/avatars/new.webp'),
    );
    const sent = calls.find((c) => c.call === 'POST /users/upload-profile-picture/3');
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(useSessionStore.getState().user?.profilePicture).toBe('/uploads/avatars/new.webp');
  });

  it("shows the server's refusal in the reader's language", async () => {
    routeApi(fetchMock, {
      'GET /users/me': ok(account()),
      'GET /users/me/overview': ok(overview()),
      'POST /users/upload-profile-picture/3': refused(
        415,
        'unsupported_media_type',
        'Please upload an image file.',
      ),
    });
    renderPage();
    await screen.findByTestId('profile-name');
    choose(new File([new Uint8Array(100)], 'fake.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to upload profile picture: Please upload an image file.',
    );
  });
});
