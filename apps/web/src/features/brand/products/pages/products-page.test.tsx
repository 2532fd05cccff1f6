import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@souk/shared/responses/catalogue';
import type { BrandProductPage } from '@souk/shared/responses/brand-products';
import { useSessionStore } from '../../../../lib/session';
import { ok, refused, routeApi, type Reply } from '../../../../test/fetch';
import { categoryTree, product, toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import ProductsPage from './products-page';

/**
 * The brand's products screen (dashboards §2 "Brand screens: Products", §4 stock badge, §7
 * "Brand products", §8 "Products"): the tabs and their counts, the search kept in the address,
 * the cards, the details modal and the delete that deactivates instead, against a stand-in API.
 */

const BRAND = 4;
const COUNTS = { all: 3, active: 2, inactive: 1, outOfStock: 1 };

function productPage(content: Product[], totalElements = content.length): BrandProductPage {
  const info = { totalElements, totalPages: Math.ceil(totalElements / 10), number: 0, size: 10 };
  return { content, ...info, page: info, counts: COUNTS };
}

const tunic = product({
  id: 21,
  name: 'Sahel Tunic',
  price: 90,
  discountPrice: 10,
  discountedPrice: 81,
  quantity: 25,
  stockLevel: 30,
  sku: 'TUNIC-1',
});
const mug = product({ id: 22, name: 'Clay Mug', quantity: 4, stockLevel: 10, sku: 'MUG-1' });
const lamp = product({ id: 23, name: 'Brass Lamp', quantity: 0, active: false, sku: 'LAMP-1' });

const renderPage = (path = '/dashboard/brand/products') =>
  renderRoutes([{ path: '/dashboard/brand/products', element: <ProductsPage /> }], path);

const card = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('article') as HTMLElement;

describe('the brand products page', () => {
  const fetchMock = useApiTest({ id: 9, role: 'BRAND' });
  let calls: { call: string; body: unknown }[];

  const serve = (extra: Record<string, Reply> = {}) => {
    calls = routeApi(fetchMock, {
      [`GET /products/brand/${BRAND}/paged?*`]: ok(productPage([tunic, mug, lamp])),
      [`GET /products/brand/${BRAND}/inactive/paged?*`]: ok(productPage([lamp])),
      [`GET /products/brand/${BRAND}/out-of-stock/paged?*`]: ok(productPage([lamp])),
      ...extra,
    });
  };
  const listCalls = () => calls.filter((c) => c.call.startsWith(`GET /products/brand/`));

  beforeEach(() => {
    if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (text: string) => text });
    useSessionStore.setState({ brand: { id: BRAND, name: 'Medina Clay', logo: null } });
    serve();
  });

  it('shows the cards with price, discount and stock badge, and every tab with its count', async () => {
    renderPage();
    const first = await card('Sahel Tunic');
    expect(listCalls()[0]!.call).toBe(
      `GET /products/brand/${BRAND}/paged?page=0&size=10&sortBy=id&direction=asc`,
    );
    expect(first.textContent).toContain('81.00 dt');
    expect(first.textContent).toContain('90.00 dt');
    expect(within(first).getByTestId('stock-badge').textContent).toBe('In stock(25)');
    expect(within(await card('Clay Mug')).getByTestId('stock-badge').textContent).toBe(
      'Low stock(4)',
    );
    const lampCard = await card('Brass Lamp');
    expect(within(lampCard).getByTestId('stock-badge').textContent).toBe('Out of stock');
    expect(within(lampCard).getByText('Inactive')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Details of Sahel Tunic' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Edit Sahel Tunic' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete Sahel Tunic' })).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: 'Product status' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All3',
      'Active2',
      'Inactive1',
      'Out of stock1',
    ]);
    expect(screen.getByText('1–3 of 3 products')).toBeTruthy();
  });

  it('asks the tab’s own call and keeps the tab in the address', async () => {
    const router = renderPage();
    await card('Sahel Tunic');
    fireEvent.click(screen.getByRole('tab', { name: /Out of stock/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)!.call).toBe(
        `GET /products/brand/${BRAND}/out-of-stock/paged?page=0&size=10&sortBy=id&direction=asc`,
      ),
    );
    expect(router.state.location.search).toBe('?tab=out-of-stock');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sahel Tunic' })).toBeNull());
    expect(screen.getByRole('tab', { name: /Out of stock/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('searches a moment after typing stops, through the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const router = renderPage('/dashboard/brand/products?tab=inactive&page=2');
      await card('Brass Lamp');
      const box = screen.getByRole('searchbox', { name: 'Search products' });
      fireEvent.change(box, { target: { value: 'la' } });
      fireEvent.change(box, { target: { value: 'lamp' } });
      // nothing asked while typing
      expect(listCalls().some((c) => c.call.includes('search='))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(400));
      await waitFor(() => expect(router.state.location.search).toBe('?tab=inactive&q=lamp'));
      await waitFor(() =>
        expect(listCalls().at(-1)!.call).toBe(
          `GET /products/brand/${BRAND}/inactive/paged?page=0&size=10&sortBy=id&direction=asc&search=lamp`,
        ),
      );
      expect(listCalls().filter((c) => c.call.includes('search='))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the empty search state with a way to clear it', async () => {
    serve({ [`GET /products/brand/${BRAND}/paged?*`]: ok(productPage([])) });
    renderPage('/dashboard/brand/products?q=zzz');
    expect(await screen.findByText('No product matches your search')).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('zzz');
  });

  it('says so when the server deactivated a product instead of deleting it', async () => {
    serve({
      'DELETE /products/21': ok(
        { deleted: false, deactivated: true },
        'This product appears in orders: it was deactivated instead of deleted',
      ),
    });
    renderPage();
    fireEvent.click(
      within(await card('Sahel Tunic')).getByRole('button', { name: 'Delete Sahel Tunic' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(dialog.textContent).toContain('Delete “Sahel Tunic”?');
    const before = listCalls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        '“Sahel Tunic” appears in orders, so it was deactivated instead of deleted. It no longer shows in the shop.',
      ),
    );
    expect(calls.some((c) => c.call === 'DELETE /products/21')).toBe(true);
    // the list and its counts are read again
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('confirms a real deletion, and reports a failed one', async () => {
    serve({
      'DELETE /products/22': ok({ deleted: true, deactivated: false }, 'Product deleted'),
      'DELETE /products/21': refused(404, 'not_found', 'We could not find what you asked for.'),
    });
    renderPage();
    fireEvent.click(
      within(await card('Clay Mug')).getByRole('button', { name: 'Delete Clay Mug' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete product' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(toastTexts()).toContain('Product deleted'));
    fireEvent.click(
      within(await card('Sahel Tunic')).getByRole('button', { name: 'Delete Sahel Tunic' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete product' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'The product could not be deleted. We could not find what you asked for.',
      ),
    );
  });

  it('opens the details of a product with all its fields', async () => {
    renderPage();
    fireEvent.click(
      within(await card('Sahel Tunic')).getByRole('button', { name: 'Details of Sahel Tunic' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sahel Tunic' });
    const text = dialog.textContent ?? '';
    for (const expected of [
      'TUNIC-1',
      'Price after discount',
      '81.00 dt',
      'Linen',
      'S, M, L',
      'Medina Wear',
    ])
      expect(text).toContain(expected);
  });

  it('adds a product as multipart, with its images, and refreshes the list', async () => {
    serve({
      'GET /categories': ok([categoryTree({ id: 3, name: 'Beauty', type: 'BEAUTY' })]),
      'GET /tags': ok([]),
      'POST /products/create-with-images': ok(product({ id: 30, name: 'Rose Water' })),
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    renderPage();
    await card('Sahel Tunic');
    fireEvent.click(screen.getByRole('button', { name: 'Add New Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    const set = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    await within(dialog).findByRole('option', { name: 'Beauty' });
    set(/^Product name/, 'Rose Water');
    set(/^Description/, 'Distilled in Nabeul.');
    set(/^Price/, '15');
    set(/^Quantity/, '5');
    set(/^Stock level/, '10');
    set(/^SKU/, 'ROSE-1');
    set(/^Barcode/, '6190000000001');
    set(/^Category/, '3');
    const image = new File(['png'], 'rose.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText(/^Main image/), { target: { files: [image] } });
    expect(within(dialog).getByAltText('Preview of rose.png')).toBeTruthy();
    const before = listCalls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(toastTexts()).toContain('Product added'));
    const sent = calls.find((c) => c.call === 'POST /products/create-with-images')!
      .body as FormData;
    expect(sent.get('name')).toBe('Rose Water');
    expect(sent.get('brandId')).toBe(String(BRAND));
    expect(sent.get('isActive')).toBe('true');
    expect(sent.get('isFeatured')).toBe('false');
    expect((sent.get('mainImage') as File).name).toBe('rose.png');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });
});
