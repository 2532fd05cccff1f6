import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandCategory, Category, Tag } from '@souk/shared/responses/catalogue';
import { queryClient } from '../../../../lib/query-client';
import { ok, refused, routeApi, type Reply } from '../../../../test/fetch';
import { categoryTree, toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import AdminSettingsPage from './settings-page';

/** spec: dashboards §2 "Settings", §4 (subcategories expand), §5 "Categories, brand categories, tags", §8. */

const subcategory = (over: Partial<Category> = {}): Category => ({
  id: 11,
  name: 'Shirts',
  nameTranslations: { fr: 'Chemises', ar: 'قمصان' },
  description: null,
  type: null,
  imageUrl: null,
  img: null,
  parentId: 1,
  active: true,
  productCount: 2,
  ...over,
});

const clothing = categoryTree({
  id: 1,
  name: 'Clothing',
  nameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
  description: 'Everything to wear.',
  imageUrl: '/uploads/categories/clothing.webp',
  productCount: 6,
  subcategories: [subcategory(), subcategory({ id: 12, name: 'Sneakers', nameTranslations: {} })],
  subcategoryCount: 2,
});
const office = categoryTree({
  id: 2,
  name: 'Office Products',
  type: 'OFFICE',
  description: 'Desks and paper.',
  productCount: 0,
});

const brandCategory = (over: Partial<BrandCategory> = {}): BrandCategory => ({
  id: 5,
  name: 'Fashion',
  nameTranslations: { fr: 'Mode' },
  description: 'Clothes and accessories.',
  brandCount: 2,
  ...over,
});

const tag = (over: Partial<Tag> = {}): Tag => ({
  id: 7,
  name: 'summer',
  nameTranslations: { fr: 'été' },
  description: 'Light things for hot days.',
  type: 'Season',
  productCount: 3,
  ...over,
});

/** The three lists, and whatever a test adds. */
function api(fetchMock: Parameters<typeof routeApi>[0], more: Record<string, Reply> = {}) {
  return routeApi(fetchMock, {
    'GET /categories': ok([clothing, office]),
    'GET /brand-categories': ok([
      brandCategory(),
      brandCategory({
        id: 6,
        name: 'Home',
        nameTranslations: {},
        description: null,
        brandCount: 1,
      }),
    ]),
    'GET /tags': ok([
      tag(),
      tag({ id: 8, name: 'eco-friendly', nameTranslations: {}, type: null }),
    ]),
    ...more,
  });
}

const renderPage = async () => {
  renderRoutes([{ path: '*', element: <AdminSettingsPage /> }], '/dashboard/admin/settings');
  await screen.findByRole('heading', { name: 'Clothing' });
};

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const dialog = () => screen.getByRole('dialog');
const picture = () => new File(['png'], 'rug.png', { type: 'image/png' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the admin settings page', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:picture-preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterAll(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('shows the product categories with image, name, count badge, and expands each on its own', async () => {
    api(fetchMock);
    await renderPage();
    expect(
      screen.getByRole('tab', { name: 'Product categories' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('img', { name: 'Image of Clothing' }).getAttribute('src')).toBe(
      '/uploads/categories/clothing.webp',
    );
    expect(screen.getByText(/Office products ·/)).toBeTruthy();
    const toggle = button(/subcategories of Clothing$/);
    expect(toggle.textContent).toContain('2 subcategories');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Subcategories of Clothing' })).toBeNull();
    fireEvent.click(toggle);
    const subs = screen.getByRole('list', { name: 'Subcategories of Clothing' });
    expect(within(subs).getByText('Shirts')).toBeTruthy();
    expect(within(subs).getByRole('button', { name: 'Edit Shirts' })).toBeTruthy();
    expect(within(subs).getByRole('button', { name: 'Delete Sneakers' })).toBeTruthy();
    // the other category stays collapsed
    expect(button(/subcategories of Office Products$/).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button(/subcategories of Clothing$/));
    expect(screen.queryByRole('list', { name: 'Subcategories of Clothing' })).toBeNull();
  });

  it('filters each tab by name, in any of its languages', async () => {
    api(fetchMock);
    await renderPage();
    const box = screen.getByRole('searchbox', { name: 'Filter categories by name' });
    fireEvent.change(box, { target: { value: 'bureau' } });
    expect(screen.queryByRole('heading', { name: 'Clothing' })).toBeNull();
    fireEvent.change(box, { target: { value: 'chemises' } }); // a subcategory's French name
    expect(screen.getByRole('heading', { name: 'Clothing' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Office Products' })).toBeNull();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('Nothing matches “zzz”.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    const tags = await screen.findByRole('table', { name: 'Tags' });
    expect(within(tags).getByText('summer')).toBeTruthy();
    expect(within(tags).getByText('Season')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter tags by name' }), {
      target: { value: 'eco' },
    });
    expect(within(tags).queryByText('summer')).toBeNull();
    expect(within(tags).getByText('eco-friendly')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Brand categories' }));
    const brandCategories = await screen.findByRole('table', { name: 'Brand categories' });
    expect(within(brandCategories).getByText('Fashion')).toBeTruthy();
    expect(within(brandCategories).getByText('Clothes and accessories.')).toBeTruthy();
    expect(within(brandCategories).getByText('No description')).toBeTruthy();
  });

  it('checks the add-category form before sending: name, description and image required', async () => {
    const calls = api(fetchMock);
    await renderPage();
    fireEvent.click(button('Add category'));
    expect(within(dialog()).getByRole('heading', { name: 'Add product category' })).toBeTruthy();
    expect(field('Arabic name').getAttribute('dir')).toBe('rtl');
    type('Name', '   ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog()).getByText('name is required')).toBeTruthy());
    expect(within(dialog()).getByText('description is required')).toBeTruthy();
    expect(within(dialog()).getByText('image is required')).toBeTruthy();
    expect(toastTexts()).toContain('Please fix the highlighted fields.');
    type('Name', 'x'.repeat(101));
    expect(await within(dialog()).findByText('Must be at most 100 characters.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('category-image-input'), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(
      within(dialog()).getByText('“notes.pdf” is not an image. Please upload an image file.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith('POST'))).toBe(false);
  });

  it('adds a category with its translations, type and image; the lists and the storefront read again', async () => {
    let created = false;
    const calls = api(fetchMock, {
      'POST /categories/create-with-image': () => {
        created = true;
        return ok(categoryTree({ id: 3, name: 'Handicrafts' }));
      },
    });
    queryClient.setQueryData(['catalogue', 'categories', 'root'], []);
    queryClient.setQueryData(['home', 'categories'], []);
    await renderPage();
    fireEvent.click(button('Add category'));
    type('Name', ' Handicrafts ');
    type('French name', 'Artisanat');
    type('Arabic name', 'حرف يدوية');
    type('Description', 'Made by hand.');
    fireEvent.change(field('Category type'), { target: { value: 'OTHER' } });
    fireEvent.change(screen.getByTestId('category-image-input'), {
      target: { files: [picture()] },
    });
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(toastTexts()).toContain('“Handicrafts” was created.'));
    const sent = calls.find((c) => c.call === 'POST /categories/create-with-image')!
      .body as FormData;
    expect(sent.get('name')).toBe('Handicrafts');
    expect(sent.get('nameFr')).toBe('Artisanat');
    expect(sent.get('nameAr')).toBe('حرف يدوية');
    expect(sent.get('type')).toBe('OTHER');
    expect((sent.get('image') as File).name).toBe('rug.png');
    expect(sent.get('parentId')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(created).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.call === 'GET /categories')).toHaveLength(2));
    expect(queryClient.getQueryState(['catalogue', 'categories', 'root'])?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(['home', 'categories'])?.isInvalidated).toBe(true);
  });

  it('adds a subcategory under its parent, without a type', async () => {
    const calls = api(fetchMock, {
      'POST /categories/create-with-image': ok(subcategory({ id: 13, name: 'Kaftans' })),
    });
    await renderPage();
    fireEvent.click(button('Add subcategory Clothing'));
    expect(
      within(dialog()).getByRole('heading', { name: 'Add subcategory to Clothing' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Category type')).toBeNull();
    type('Name', 'Kaftans');
    fireEvent.change(screen.getByTestId('category-image-input'), {
      target: { files: [picture()] },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toastTexts()).toContain('“Kaftans” was created.'));
    const sent = calls.find((c) => c.call === 'POST /categories/create-with-image')!
      .body as FormData;
    expect(sent.get('parentId')).toBe('1');
    expect(sent.get('type')).toBeNull();
  });

  it("keeps what was typed when the server refuses, with its message and 'please try again'", async () => {
    api(fetchMock, {
      'POST /categories/create-with-image': refused(
        409,
        'category_name_taken',
        'There is already a category with this name here.',
        { name: 'There is already a category with this name here.' },
      ),
    });
    await renderPage();
    fireEvent.click(button('Add category'));
    type('Name', 'clothing');
    type('Description', 'Again.');
    fireEvent.change(screen.getByTestId('category-image-input'), {
      target: { files: [picture()] },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Could not create it: There is already a category with this name here. Please try again.',
      ),
    );
    expect(
      within(dialog()).getByText('There is already a category with this name here.'),
    ).toBeTruthy();
    expect(field('Name').value).toBe('clothing');
    expect(field('Description').value).toBe('Again.');
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toBeTruthy();
  });

  it('edits a category: its values are there, no image is required, the changes are sent as JSON', async () => {
    const calls = api(fetchMock, {
      'PUT /categories/1': (body) => ok({ ...clothing, ...(body as object) }),
    });
    await renderPage();
    fireEvent.click(button('Edit Clothing'));
    expect(within(dialog()).getByRole('heading', { name: 'Edit product category' })).toBeTruthy();
    expect(field('Name').value).toBe('Clothing');
    expect(field('French name').value).toBe('Vêtements');
    expect(screen.getByRole('img', { name: 'Current image' })).toBeTruthy();
    type('Name', 'Apparel');
    type('Arabic name', '');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastTexts()).toContain('“Apparel” was saved.'));
    expect(calls.find((c) => c.call === 'PUT /categories/1')?.body).toEqual({
      name: 'Apparel',
      description: 'Everything to wear.',
      type: 'CLOTHING',
      nameTranslations: { fr: 'Vêtements', ar: '' },
    });
    expect(calls.some((c) => c.call.includes('upload-image'))).toBe(false);
  });

  it("shows the server's refusal in the delete confirmation, naming how many products", async () => {
    api(fetchMock, {
      'DELETE /categories/1': refused(
        422,
        'category_in_use',
        'Products still filed under this category or its subcategories: 6. Move them to another category before deleting it.',
      ),
    });
    await renderPage();
    fireEvent.click(button('Delete Clothing'));
    expect(within(dialog()).getByText('Are you sure you want to delete this item?')).toBeTruthy();
    expect(within(dialog()).getByText('Its 2 subcategories are deleted with it.')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog()).findByText(
        'Could not delete it: Products still filed under this category or its subcategories: 6. Move them to another category before deleting it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes a brand category after confirmation and reads the list again', async () => {
    const calls = api(fetchMock, { 'DELETE /brand-categories/6': ok({ id: 6 }) });
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Brand categories' }));
    await screen.findByRole('table', { name: 'Brand categories' });
    fireEvent.click(button('Delete Home'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('“Home” was deleted.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(calls.filter((c) => c.call === 'GET /brand-categories')).toHaveLength(2),
    );
  });

  it('adds a brand category: name and description required, translations sent together', async () => {
    const calls = api(fetchMock, {
      'POST /brand-categories': ok(brandCategory({ id: 9, name: 'Pottery' })),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Brand categories' }));
    fireEvent.click(button('Add brand category'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog()).getByText('name is required')).toBeTruthy());
    expect(within(dialog()).getByText('description is required')).toBeTruthy();
    type('Name', 'Pottery');
    type('French name', 'Poterie');
    type('Description', 'Clay from Nabeul.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toastTexts()).toContain('“Pottery” was created.'));
    expect(calls.find((c) => c.call === 'POST /brand-categories')?.body).toEqual({
      name: 'Pottery',
      description: 'Clay from Nabeul.',
      nameTranslations: { fr: 'Poterie', ar: '' },
    });
  });

  it('edits a tag with its free-text type; a failed save says so and keeps the dialog', async () => {
    let attempt = 0;
    const calls = api(fetchMock, {
      'PUT /tags/7': (body) =>
        ++attempt === 1
          ? refused(
              500,
              'internal_error',
              'Something went wrong on our side. Please try again later.',
            )
          : ok(tag({ ...(body as object), name: 'summertime' })),
    });
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    await screen.findByRole('table', { name: 'Tags' });
    fireEvent.click(button('Edit summer'));
    expect(field('Type').value).toBe('Season');
    type('Name', 'summertime');
    type('Type', 'Weather');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Could not save the changes: Something went wrong on our side. Please try again later.',
      ),
    );
    expect(field('Name').value).toBe('summertime');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastTexts()).toContain('“summertime” was saved.'));
    expect(calls.filter((c) => c.call === 'PUT /tags/7')[1]?.body).toEqual({
      name: 'summertime',
      description: 'Light things for hot days.',
      type: 'Weather',
      nameTranslations: { fr: 'été', ar: '' },
    });
  });
});
