import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnBrand } from '@souk/shared/responses/accounts';
import { queryClient } from '../../../../lib/query-client';
import { useSessionStore } from '../../../../lib/session';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import BrandSettingsPage from './settings-page';

/** spec: dashboards §2 "Brand screens: Settings", §5 "Brand settings", "Brand password change", §8. */

const brand = (over: Partial<OwnBrand> = {}): OwnBrand => ({
  id: 9,
  name: 'Dar Chraka',
  description: 'Handwoven rugs from Kairouan.',
  logo: '/uploads/brands/dar-chraka.webp',
  email: 'hello@darchraka.tn',
  phoneNumber: '+216 71 000 000',
  websiteUrl: 'https://darchraka.tn',
  links: [{ platform: 'facebook', url: 'https://facebook.com/darchraka' }],
  brandCategoryId: 2,
  brandCategoryName: 'Home',
  brandCategoryNameTranslations: null,
  enabled: true,
  averageRating: 4.5,
  reviewCount: 12,
  productCount: 20,
  registrationDate: '2025-03-01T10:00:00.000Z',
  user: {
    id: 41,
    email: 'contact@darchraka.tn',
    firstname: null,
    lastname: null,
    phoneNumber: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    country: null,
    dateOfBirth: null,
    registrationDate: '2025-03-01T10:00:00.000Z',
    profilePicture: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    companyName: 'Dar Chraka',
    taxId: null,
    role: 'BRAND',
    enabled: true,
    emailVerified: true,
    brandId: 9,
    language: 'en',
  },
  ...over,
});

const renderPage = () =>
  renderRoutes([{ path: '*', element: <BrandSettingsPage /> }], '/dashboard/brand/settings');

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`)) as HTMLInputElement;
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
const loaded = () => screen.findByRole('heading', { name: 'Profile' });

const sentForm = (calls: { call: string; body: unknown }[]) => {
  const sent = calls.find((c) => c.call === 'PATCH /brands/update-profile')?.body;
  expect(sent).toBeInstanceOf(FormData);
  return sent as FormData;
};

describe('the brand settings page', () => {
  const fetchMock = useApiTest({ id: 41, role: 'BRAND' });
  beforeEach(() => {
    useSessionStore.setState({
      brand: { id: 9, name: 'Dar Chraka', logo: '/uploads/brands/dar-chraka.webp' },
    });
  });
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterAll(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('shows the profile, contact info and social media with the counters', async () => {
    routeApi(fetchMock, { 'GET /brands/me': ok(brand()) });
    renderPage();
    await loaded();
    expect(field('Brand name').value).toBe('Dar Chraka');
    expect(screen.getByText('10/100')).toBeTruthy();
    expect(screen.getByText('29/500 characters')).toBeTruthy();
    expect(field('Contact email').value).toBe('hello@darchraka.tn');
    expect(field('Phone').value).toBe('+216 71 000 000');
    expect(field('Website').value).toBe('https://darchraka.tn');
    expect(field('Facebook').value).toBe('https://facebook.com/darchraka');
    expect(field('Instagram').value).toBe('');
    expect(screen.getByRole('heading', { name: 'Contact information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Social media' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo of Dar Chraka' }).getAttribute('src')).toBe(
      '/uploads/brands/dar-chraka.webp',
    );
  });

  it('shows the placeholder when the logo is broken', async () => {
    routeApi(fetchMock, { 'GET /brands/me': ok(brand()) });
    renderPage();
    await loaded();
    const logo = screen.getByRole('img', { name: 'Logo of Dar Chraka' });
    fireEvent.error(logo);
    expect(screen.getByRole('img', { name: 'Logo of Dar Chraka' }).getAttribute('src')).toBe(
      '/images/brand-placeholder.svg',
    );
  });

  it('says the description exceeds its limit with the count, and disables save while errors show', async () => {
    routeApi(fetchMock, { 'GET /brands/me': ok(brand()) });
    renderPage();
    await loaded();
    type('Description', 'd'.repeat(512));
    expect(await screen.findByText('Description exceeds limit: 512/500 characters')).toBeTruthy();
    expect(screen.getByText('512/500 characters')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    type('Description', 'd'.repeat(500));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it('checks each field with its own message', async () => {
    routeApi(fetchMock, { 'GET /brands/me': ok(brand()) });
    renderPage();
    await loaded();
    type('Brand name', '   ');
    type('Contact email', 'not-an-address');
    type('Phone', '12-34');
    type('Website', 'javascript:alert(1)');
    type('Facebook', 'not a web address');
    type('Instagram', 'ftp://instagram.com/x');
    type('Twitter', 'localhost');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText(/^Phone must be 8 to 20 characters/)).toBeTruthy();
    expect(screen.getByText('Please enter a valid website address (https://...).')).toBeTruthy();
    expect(
      screen.getByText('Please enter a valid Facebook address (https://facebook.com/...).'),
    ).toBeTruthy();
    expect(
      screen.getByText('Please enter a valid Instagram address (https://instagram.com/...).'),
    ).toBeTruthy();
    expect(
      screen.getByText('Please enter a valid Twitter address (https://twitter.com/...).'),
    ).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    type('Brand name', 'N'.repeat(101));
    expect(await screen.findByText('Must be at most 100 characters.')).toBeTruthy();
    expect(screen.getByText('101/100')).toBeTruthy();
  });

  it('toasts fixFormErrors on an invalid submit and sends nothing', async () => {
    // a stored website that the rules refuse: the errors show only when saving
    const calls = routeApi(fetchMock, {
      'GET /brands/me': ok(brand({ websiteUrl: 'not a site' })),
    });
    renderPage();
    await loaded();
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toastTexts()).toContain('Please fix the errors in the form before saving.'),
    );
    expect(calls.some((c) => c.call === 'PATCH /brands/update-profile')).toBe(false);
    expect(screen.getByText('Please enter a valid website address (https://...).')).toBeTruthy();
  });

  it('sends only the non-empty fields, the links under both names, and updates the header’s brand', async () => {
    const saved = brand({
      name: 'Dar Chraka Rugs',
      phoneNumber: null,
      links: [{ platform: 'instagram', url: 'https://instagram.com/darchraka' }],
      logo: '/uploads/brands/new-logo.webp',
    });
    const calls = routeApi(fetchMock, {
      'GET /brands/me': ok(brand()),
      'PATCH /brands/update-profile': ok(saved, 'Brand profile updated'),
    });
    // a figure elsewhere on the dashboard, read again after the change
    queryClient.setQueryData(['brand', 9, 'orders'], { total: 3 });
    renderPage();
    await loaded();
    type('Brand name', 'Dar Chraka Rugs');
    type('Phone', '');
    type('Facebook', '');
    type('Instagram', 'instagram.com/darchraka');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [logo] } });
    expect(screen.getByRole('img', { name: 'Preview of the new logo' }).getAttribute('src')).toBe(
      'blob:logo-preview',
    );
    fireEvent.click(saveButton());

    await waitFor(() => expect(toastTexts()).toContain('Your brand profile has been updated.'));
    const sent = sentForm(calls);
    expect(sent.get('name')).toBe('Dar Chraka Rugs');
    expect(sent.get('description')).toBe('Handwoven rugs from Kairouan.');
    expect(sent.has('phoneNumber')).toBe(false);
    expect(sent.get('clear')).toBe('phoneNumber');
    const links = [{ platform: 'instagram', url: 'https://instagram.com/darchraka' }];
    expect(JSON.parse(String(sent.get('links')))).toEqual(links);
    expect(JSON.parse(String(sent.get('linksJson')))).toEqual(links);
    expect((sent.get('logo') as File).name).toBe('logo.png');

    expect(useSessionStore.getState().brand).toEqual({
      id: 9,
      name: 'Dar Chraka Rugs',
      logo: '/uploads/brands/new-logo.webp',
    });
    expect(queryClient.getQueryState(['brand', 9, 'orders'])?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo of Dar Chraka Rugs' }).getAttribute('src')).toBe(
        '/uploads/brands/new-logo.webp',
      ),
    );
    expect(field('Instagram').value).toBe('https://instagram.com/darchraka');
  });

  it('keeps what was typed on a refusal and shows the server’s reason', async () => {
    routeApi(fetchMock, {
      'GET /brands/me': ok(brand()),
      'PATCH /brands/update-profile': refused(
        409,
        'brand_name_taken',
        'Another brand already has this name.',
        { name: 'Another brand already has this name.' },
      ),
    });
    renderPage();
    await loaded();
    type('Brand name', 'Medina Threads');
    type('Website', 'https://darchraka.com');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Failed to update brand profile: Another brand already has this name.',
      ),
    );
    expect(field('Brand name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Another brand already has this name.').length).toBeGreaterThan(0);
    expect(field('Brand name').value).toBe('Medina Threads');
    expect(field('Website').value).toBe('https://darchraka.com');
    expect(useSessionStore.getState().brand?.name).toBe('Dar Chraka');
  });

  it('puts a refused link’s message on its network', async () => {
    routeApi(fetchMock, {
      'GET /brands/me': ok(brand({ links: [] })),
      'PATCH /brands/update-profile': refused(
        400,
        'validation_failed',
        'Some fields are not valid.',
        {
          'links.1.url': 'Please enter a valid Twitter address (https://twitter.com/...).',
        },
      ),
    });
    renderPage();
    await loaded();
    type('Instagram', 'https://instagram.com/darchraka');
    type('Twitter', 'https://twitter.com/darchraka');
    fireEvent.click(saveButton());
    await waitFor(() => expect(field('Twitter').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Instagram').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a logo that is not an image or weighs more than 2 MB before sending', async () => {
    routeApi(fetchMock, { 'GET /brands/me': ok(brand()) });
    renderPage();
    await loaded();
    const input = screen.getByTestId('logo-input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await screen.findByText(
        '“logo.pdf” is not an image. Please upload an image file (JPG, PNG, WebP...).',
      ),
    ).toBeTruthy();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('This image weighs 2.1 MB: the limit is 2 MB.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of the new logo' })).toBeNull();
  });

  it('shows the loading state, then a loading error with a retry', async () => {
    let attempts = 0;
    routeApi(fetchMock, {
      'GET /brands/me': () =>
        ++attempts === 1
          ? refused(403, 'forbidden', 'You are not allowed to do this.')
          : ok(brand()),
    });
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your brand settings...');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your brand settings.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(field('Brand name').value).toBe('Dar Chraka');
  });
});

describe('the brand password change (dashboards §5 "Brand password change")', () => {
  const fetchMock = useApiTest({ id: 41, role: 'BRAND' });
  beforeEach(() => {
    useSessionStore.setState({ brand: { id: 9, name: 'Dar Chraka', logo: null } });
  });

  it('says when the new password is too short or the confirmation does not match', async () => {
    routeApi(fetchMock, { 'GET /brands/me': ok(brand()) });
    renderPage();
    await loaded();
    type('New password', 'Ab1');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    type('New password', 'Jasmin2026');
    type('Confirm new password', 'Jasmin2027');
    expect(
      await screen.findByText('The new password and its confirmation do not match.'),
    ).toBeTruthy();
  });

  it('shows passwordChangeFailed with the server’s reason, and keeps what was typed', async () => {
    routeApi(fetchMock, {
      'GET /brands/me': ok(brand()),
      'PATCH /brands/change-password': refused(
        400,
        'wrong_password',
        'Your current password is not correct.',
      ),
    });
    renderPage();
    await loaded();
    type('Current password', 'Wrong2026');
    type('New password', 'Jasmin2026');
    type('Confirm new password', 'Jasmin2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Failed to change password: Your current password is not correct.'),
    ).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(field('New password').value).toBe('Jasmin2026');
  });

  it('changes the password through the brand call and says so', async () => {
    const calls = routeApi(fetchMock, {
      'GET /brands/me': ok(brand()),
      'PATCH /brands/change-password': { body: { success: true, message: 'Password changed' } },
    });
    renderPage();
    await loaded();
    type('Current password', 'Souk2026!');
    type('New password', 'Jasmin2026');
    type('Confirm new password', 'Jasmin2026');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toastTexts()).toContain('Your password has been changed.'));
    expect(calls.find((c) => c.call === 'PATCH /brands/change-password')?.body).toEqual({
      oldPassword: 'Souk2026!',
      newPassword: 'Jasmin2026',
    });
    await waitFor(() => expect(field('Current password').value).toBe(''));
  });
});
