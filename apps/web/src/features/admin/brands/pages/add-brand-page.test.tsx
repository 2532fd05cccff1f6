import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { adminBrand, toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import AddBrandPage from './add-brand-page';

const categories: BrandCategory[] = [
  { id: 2, name: 'Fashion', nameTranslations: {}, description: null, brandCount: 1 },
];

const PATH = '/dashboard/admin/brands/add-brand';
const LIST = '/dashboard/admin/brands/view-all';
const renderPage = () =>
  renderRoutes(
    [
      { path: PATH, element: <AddBrandPage /> },
      { path: LIST, element: <p>The brand list</p> },
    ],
    PATH,
  );

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });
const type = (element: HTMLElement, value: string) => {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
};
const chooseLogo = (file: File) =>
  fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });
const png = () => new File(['png'], 'logo.png', { type: 'image/png' });

/** Fills every required field with valid values (the logo too). */
async function fillForm() {
  type(field(/^Brand name/), 'Sahara Ceramics');
  type(screen.getByLabelText(/^Description/), 'Hand-painted ceramics from Nabeul.');
  type(field(/^Contact email/), 'contact@sahara.tn');
  const category = screen.getByRole('combobox', { name: /^Brand category/ });
  await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(2));
  fireEvent.change(category, { target: { value: '2' } });
  type(field(/^Password/), 'Sahara2026');
  type(field(/^Confirm the password/), 'Sahara2026');
  chooseLogo(png());
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));

describe('the add-brand form (dashboards §5 "Add brand")', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });
  let calls: { call: string; body: unknown }[];

  beforeEach(() => {
    calls = routeApi(fetchMock, {
      'GET /brand-categories': ok(categories),
      'POST /brands/register-with-logo': ok(adminBrand({ name: 'Sahara Ceramics' })),
    });
  });

  it('counts the name with warning colours above 80, capped at 120', async () => {
    renderPage();
    const name = field(/^Brand name/);
    expect(name.getAttribute('maxLength')).toBe('120');
    const counter = () => screen.getAllByTestId('length-counter')[0]!;
    type(name, 'a'.repeat(80));
    expect(counter().textContent).toBe('80/100');
    expect(counter().dataset.tone).toBe('ok');
    type(name, 'a'.repeat(81));
    expect(counter().dataset.tone).toBe('warning');
    type(name, 'a'.repeat(101));
    expect(counter().dataset.tone).toBe('over');
    expect(await screen.findByText('Must be at most 100 characters.')).toBeTruthy();
  });

  it('counts the description, capped at 550, and names the length typed past 500', async () => {
    renderPage();
    const description = screen.getByLabelText(/^Description/);
    expect(description.getAttribute('maxLength')).toBe('550');
    type(description, 'd'.repeat(512));
    expect(screen.getAllByTestId('length-counter')[1]!.textContent).toBe('512/500 characters');
    expect(
      await screen.findByText('Description cannot exceed 500 characters (512 entered)'),
    ).toBeTruthy();
  });

  it('takes image files only for the logo, shows a preview and says the recommended size', async () => {
    renderPage();
    expect(screen.getByText('An image file, recommended 400x400 px, max 2 MB.')).toBeTruthy();
    chooseLogo(new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload an image file.');
    chooseLogo(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('2 MB at most');
    chooseLogo(png());
    expect(await screen.findByText('Chosen: logo.png')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of the chosen logo' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks every field before sending anything: required fields, logo, password and its confirmation', async () => {
    renderPage();
    type(field(/^Contact email/), 'nope');
    type(field(/^Password/), 'Sahara2026');
    type(field(/^Confirm the password/), 'Sahara2027');
    submit();
    await waitFor(() => expect(toastTexts()).toContain('Please fix the highlighted fields.'));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText("Please upload the brand's logo.")).toBeTruthy();
    expect(calls.some(({ call }) => call.startsWith('POST'))).toBe(false);
  });

  it('sends the form with its logo, toasts and goes to the brand list', async () => {
    const router = renderPage();
    await fillForm();
    type(field(/^Phone/), '+216 75 123 456');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(toastTexts()).toContain(
      'Sahara Ceramics was created. Its login address was emailed to the brand.',
    );
    const sent = calls.find(({ call }) => call === 'POST /brands/register-with-logo')!
      .body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'logo'))).toEqual({
      name: 'Sahara Ceramics',
      email: 'contact@sahara.tn',
      password: 'Sahara2026',
      phoneNumber: '+216 75 123 456',
      categoryId: '2',
      description: 'Hand-painted ceramics from Nabeul.',
      language: 'en',
    });
    expect((sent.get('logo') as File).name).toBe('logo.png');
  });

  it('shows the server’s refusals on their fields and keeps what was typed', async () => {
    routeApi(fetchMock, {
      'GET /brand-categories': ok(categories),
      'POST /brands/register-with-logo': refused(
        409,
        'email_already_in_use',
        'This email is already in use.',
        { email: 'This email is already in use.' },
      ),
    });
    const router = renderPage();
    await fillForm();
    submit();
    expect(await screen.findByText('This email is already in use.')).toBeTruthy();
    expect(toastTexts().some((text) => text.startsWith('The brand could not be created'))).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe(PATH);
    expect((field(/^Brand name/) as HTMLInputElement).value).toBe('Sahara Ceramics');
    expect((field(/^Password/) as HTMLInputElement).value).toBe('Sahara2026');
    expect(screen.getByText('Chosen: logo.png')).toBeTruthy();
  });

  it('creates a new category in its modal and chooses it', async () => {
    const created: BrandCategory = {
      id: 9,
      name: 'Ceramics',
      nameTranslations: {},
      description: 'Pottery and tiles.',
      brandCount: 0,
    };
    let saved = categories;
    calls = routeApi(fetchMock, {
      'GET /brand-categories': () => ok(saved),
      'POST /brand-categories': () => {
        saved = [...categories, created];
        return ok(created);
      },
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    type(within(dialog).getByLabelText(/^Name/), 'n'.repeat(101));
    expect(await within(dialog).findByText('Must be at most 100 characters.')).toBeTruthy();
    type(within(dialog).getByLabelText(/^Name/), 'Ceramics');
    type(within(dialog).getByLabelText(/^Description/), 'd'.repeat(501));
    expect(
      await within(dialog).findByText('Description cannot exceed 500 characters (501 entered)'),
    ).toBeTruthy();
    type(within(dialog).getByLabelText(/^Description/), 'Pottery and tiles.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: /^Brand category/ }) as HTMLSelectElement).value,
      ).toBe('9'),
    );
    expect(calls.find(({ call }) => call === 'POST /brand-categories')!.body).toEqual({
      name: 'Ceramics',
      description: 'Pottery and tiles.',
    });
    expect(toastTexts()).toContain('Category Ceramics created and chosen.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
