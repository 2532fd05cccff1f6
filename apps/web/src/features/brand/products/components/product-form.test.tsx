import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { categoryTree, product, toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import { ProductForm } from './product-form';

/**
 * The add and edit form (dashboards §4 "Add-product form", §5 "Product (add and edit)"): required
 * markers that follow the category type, counters, the quantity and stock warnings, the category
 * change that clears subcategories, and what is (not) sent.
 */

const BRAND = 4;
const category = categoryTree;
const sub = (id: number, name: string, parentId: number) =>
  category({ id, name, parentId, type: null, subcategories: [] });
const CATEGORIES = [
  category({ id: 1, subcategories: [sub(11, 'Shirts', 1), sub(12, 'Dresses', 1)] }),
  category({ id: 2, name: 'Books', type: 'BOOKS', subcategories: [sub(21, 'Novels', 2)] }),
  category({ id: 3, name: 'Beauty', type: 'BEAUTY' }),
];
const TAGS = [
  { id: 7, name: 'summer', nameTranslations: {}, description: null, type: null, productCount: 0 },
];

describe('the product form', () => {
  const fetchMock = useApiTest({ id: 9, role: 'BRAND' });
  let calls: { call: string; body: unknown }[];
  const onDone = vi.fn();

  beforeEach(() => {
    onDone.mockReset();
    calls = routeApi(fetchMock, {
      'GET /categories': ok(CATEGORIES),
      'GET /tags': ok(TAGS),
      'PUT /products/11': (body) => ok(product({ ...(body as object), id: 11 } as never)),
    });
  });

  const renderForm = (editing?: ReturnType<typeof product>) =>
    renderRoutes(
      [
        {
          path: '/',
          element: <ProductForm brandId={BRAND} product={editing} onDone={onDone} />,
        },
      ],
      '/',
    );
  const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
  const type = (name: RegExp, value: string) =>
    fireEvent.change(field(name), { target: { value } });
  const chooseCategory = async (name: string) => {
    const select = screen.getByLabelText(/^Category/) as HTMLSelectElement;
    await screen.findByRole('option', { name });
    fireEvent.change(select, {
      target: { value: String(CATEGORIES.find((c) => c.name === name)!.id) },
    });
  };

  it('marks the fields the category type requires, and follows a new category', async () => {
    renderForm();
    await chooseCategory('Clothing');
    expect(field(/^Sizes/).getAttribute('aria-required')).toBe('true');
    expect(field(/^Colours/).getAttribute('aria-required')).toBe('true');
    expect(field(/^Origin/).getAttribute('aria-required')).toBeNull();
    expect(screen.getByTestId('category-needs').textContent).toContain('Sizes, Colours');
    await chooseCategory('Books');
    expect(field(/^Sizes/).getAttribute('aria-required')).toBeNull();
    expect(field(/^Origin/).getAttribute('aria-required')).toBe('true');
    expect(field(/^Dimensions/).getAttribute('aria-required')).toBe('true');
    await chooseCategory('Beauty');
    expect(screen.queryByTestId('category-needs')).toBeNull();
    // the add form marks the category and the main image required (spec §5)
    expect(field(/^Main image/).getAttribute('aria-required')).toBe('true');
  });

  it('clears the chosen subcategories when the category changes', async () => {
    renderForm();
    await chooseCategory('Clothing');
    const shirts = screen.getByRole('checkbox', { name: 'Shirts' }) as HTMLInputElement;
    fireEvent.click(shirts);
    expect(shirts.checked).toBe(true);
    await chooseCategory('Books');
    expect(screen.queryByRole('checkbox', { name: 'Shirts' })).toBeNull();
    await chooseCategory('Clothing');
    expect((screen.getByRole('checkbox', { name: 'Shirts' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('counts the characters of limited fields, orange near the limit', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Clothing' });
    expect(screen.getByTestId('counter-name').textContent).toBe('0/100');
    type(/^Product name/, 'x'.repeat(95));
    expect(screen.getByTestId('counter-name').textContent).toBe('95/100');
    expect(screen.getByTestId('counter-name').className).toContain('text-orange-700');
    type(/^Barcode/, '12345');
    expect(screen.getByTestId('counter-barcode').textContent).toBe('5/50');
    expect(screen.getByTestId('counter-barcode').className).not.toContain('orange');
    type(/^Barcode/, '1'.repeat(46));
    expect(screen.getByTestId('counter-barcode').className).toContain('text-orange-700');
  });

  it('warns live, both ways, when quantity exceeds the stock level', async () => {
    renderForm();
    type(/^Stock level/, '10');
    type(/^Quantity/, '12');
    expect(screen.getByTestId('quantity-warning').textContent).toBe(
      'Quantity (12) cannot exceed the stock level (10).',
    );
    expect(screen.getByTestId('stock-level-warning').textContent).toBe(
      'Stock level (10) cannot be less than the quantity (12).',
    );
    type(/^Stock level/, '12');
    expect(screen.queryByTestId('quantity-warning')).toBeNull();
    type(/^Stock level/, '3');
    expect(screen.getByTestId('stock-level-warning')).toBeTruthy();
  });

  it('refuses an invalid add with errors per field and the generic toast; sends nothing', async () => {
    renderForm();
    await chooseCategory('Clothing');
    type(/^Product name/, 'x'.repeat(101));
    type(/^Price/, '12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(
      await screen.findByText('Product name cannot exceed 100 characters (101 entered)'),
    ).toBeTruthy();
    expect(
      screen.getByText('Price must be a valid number with up to 2 decimal places'),
    ).toBeTruthy();
    expect(screen.getByText('Product image is required')).toBeTruthy();
    expect(screen.getAllByText('This field is required for this category.')).toHaveLength(2);
    expect(toastTexts()).toContain('The form has errors. Please correct the marked fields.');
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);
  });

  it('on edit, a quantity above the stock level is an error toast and nothing is sent', async () => {
    renderForm(product({ id: 11, quantity: 5, stockLevel: 5, categoryId: 3 }));
    await screen.findByRole('option', { name: 'Beauty' });
    type(/^Quantity/, '9');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Quantity cannot exceed the stock level. Nothing was saved.'),
    );
    expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends an edit as JSON with tagIds and subcategoryIds', async () => {
    renderForm(product({ id: 11, categoryId: 1, quantity: 5, stockLevel: 8 }));
    await screen.findByRole('checkbox', { name: 'Shirts' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shirts' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'summer' }));
    type(/^Price/, '75.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = calls.find((c) => c.call === 'PUT /products/11')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      price: '75.5',
      subcategoryIds: [11],
      tagIds: [7],
      active: true,
      categoryId: '1',
    });
    expect(toastTexts()).toContain('Product updated');
  });

  it('keeps what was typed when the server refuses, with its message under the field', async () => {
    routeApi(fetchMock, {
      'GET /categories': ok(CATEGORIES),
      'GET /tags': ok(TAGS),
      'PUT /products/11': refused(
        409,
        'sku_already_in_use',
        'You already have a product with this SKU.',
        {
          sku: 'You already have a product with this SKU.',
        },
      ),
    });
    renderForm(product({ id: 11, categoryId: 3 }));
    await screen.findByRole('option', { name: 'Beauty' });
    type(/^SKU/, 'TAKEN-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const skuField = field(/^SKU/);
    await waitFor(() => expect(skuField.getAttribute('aria-invalid')).toBe('true'));
    expect(skuField.value).toBe('TAKEN-1');
    const frame = skuField.closest('div')!.parentElement!;
    expect(within(frame).getByText('You already have a product with this SKU.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
