import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBrand } from '@souk/shared/responses/admin-brands';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { adminBrand, page, toastTexts, useApiTest } from '../../../../test/fixtures';
import { callsTo, lastQueryOf } from '../../../../test/list-page';
import { renderRoutes } from '../../../../test/render';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/use-debounced-search';
import ViewAllBrandsPage from './view-all-page';

const medina = adminBrand();
const atlas = adminBrand({
  id: 12,
  name: 'Atlas Lamps',
  loginEmail: 'shop@atlas.tn',
  brandCategoryId: 3,
  brandCategoryName: 'Home',
  brandCategoryNameTranslations: null,
  enabled: false,
  reviewCount: 0,
  averageRating: 0,
  productCount: 1,
});

const categories: BrandCategory[] = [
  { id: 2, name: 'Fashion', nameTranslations: { fr: 'Mode' }, description: null, brandCount: 1 },
  { id: 3, name: 'Home', nameTranslations: {}, description: null, brandCount: 1 },
];

const PATH = '/dashboard/admin/brands/view-all';
const renderPage = (path = PATH) =>
  renderRoutes(
    [
      { path: PATH, element: <ViewAllBrandsPage /> },
      { path: '/dashboard/admin/brands/add-brand', element: <p>Add brand form</p> },
    ],
    path,
  );

const LIST = 'GET /brands/admin/paged';
const listCalls = (calls: { call: string }[]) => callsTo(calls, LIST);
const lastListCall = (calls: { call: string }[]) => lastQueryOf(calls, LIST);

const cardOf = (name: string) =>
  screen
    .getAllByTestId('brand-card')
    .find((card) => within(card).queryByRole('heading', { name }) !== null)!;

describe('the admin brand list (dashboards §2 "All brands")', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });
  let calls: { call: string; body: unknown }[];

  beforeEach(() => {
    calls = routeApi(fetchMock, {
      'GET /brands/admin/paged?*': ok(page([atlas, medina])),
      'GET /brand-categories': ok(categories),
    });
  });

  it('shows each brand with its logo, category, products, rating and status, by name, 10 a page', async () => {
    renderPage();
    const cards = await screen.findAllByTestId('brand-card');
    expect(cards).toHaveLength(2);
    const medinaCard = cardOf('Medina Threads');
    expect(within(medinaCard).getByRole('img', { name: 'Logo of Medina Threads' })).toBeTruthy();
    expect(medinaCard.textContent).toContain('Fashion');
    expect(medinaCard.textContent).toContain('12 products');
    expect(within(medinaCard).getByRole('img', { name: /4\.5/ })).toBeTruthy();
    expect(medinaCard.textContent).toContain('Active');
    expect(medinaCard.textContent).toContain('shop@medina.tn');
    const atlasCard = cardOf('Atlas Lamps');
    expect(atlasCard.textContent).toContain('1 product');
    expect(atlasCard.textContent).toContain('Not rated yet');
    expect(atlasCard.textContent).toContain('Inactive');
    expect(screen.getByText('Showing 1 to 2 of 2 brands')).toBeTruthy();
    expect(Object.fromEntries(lastListCall(calls))).toEqual({
      page: '0',
      size: '10',
      sortBy: 'name',
      direction: 'asc',
      status: 'all',
    });
  });

  it('filters by brand category, status and sort, kept in the address', async () => {
    const router = renderPage(`${PATH}?page=2`);
    await screen.findAllByTestId('brand-card');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(category, { target: { value: '3' } });
    await waitFor(() => expect(lastListCall(calls).get('brandCategoryId')).toBe('3'));
    expect(lastListCall(calls).get('page')).toBe('0');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'disabled' },
    });
    await waitFor(() => expect(lastListCall(calls).get('status')).toBe('disabled'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'mostProducts' },
    });
    await waitFor(() => expect(lastListCall(calls).get('sortBy')).toBe('productCount'));
    expect(lastListCall(calls).get('direction')).toBe('desc');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: '3',
      status: 'disabled',
      sort: 'productCount',
      dir: 'desc',
    });
  });

  it('shows as many brands a page as chosen, kept in the address', async () => {
    const router = renderPage();
    await screen.findAllByTestId('brand-card');
    fireEvent.change(screen.getByRole('combobox', { name: /per page/i }), {
      target: { value: '25' },
    });
    await waitFor(() => expect(lastListCall(calls).get('size')).toBe('25'));
    expect(router.state.location.search).toBe('?size=25');
  });

  it('searches the name or email once typing pauses, in the address', async () => {
    const router = renderPage();
    await screen.findAllByTestId('brand-card');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const box = screen.getByRole('searchbox', { name: 'Search brands' });
      fireEvent.change(box, { target: { value: 'med' } });
      fireEvent.change(box, { target: { value: 'medina' } });
      expect(listCalls(calls).some((call) => call.includes('search='))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastListCall(calls).get('search')).toBe('medina'));
    expect(listCalls(calls).filter((call) => call.includes('search=med&'))).toEqual([]);
    await waitFor(() => expect(router.state.location.search).toBe('?q=medina'));
  });

  it('deactivates a brand through the confirmation, which shows its status and warns', async () => {
    calls = routeApi(fetchMock, {
      'GET /brands/admin/paged?*': ok(page([atlas, medina])),
      'GET /brand-categories': ok(categories),
      'PATCH /brands/toggle-status/11': ok({ ...medina, enabled: false }),
    });
    renderPage();
    await screen.findAllByTestId('brand-card');
    const before = listCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Medina Threads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change brand status' });
    expect(dialog.textContent).toContain('Current status:');
    expect(within(dialog).getByText('Active')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Deactivating Medina Threads prevents it from logging in and selling: its products leave the shop at once.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate brand' }));
    await waitFor(() => expect(toastTexts()).toContain('Medina Threads is now inactive.'));
    expect(calls.some(({ call }) => call === 'PATCH /brands/toggle-status/11')).toBe(true);
    // the list asks again
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('activating says the brand resumes', async () => {
    renderPage();
    await screen.findAllByTestId('brand-card');
    fireEvent.click(screen.getByRole('button', { name: 'Activate Atlas Lamps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change brand status' });
    expect(within(dialog).getByText('Inactive')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Activating Atlas Lamps lets it log in again and sell: its products come back to the shop.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some(({ call }) => call.startsWith('PATCH'))).toBe(false);
  });

  it('deletes through a confirmation that warns it is permanent, and says what happened', async () => {
    calls = routeApi(fetchMock, {
      'GET /brands/admin/paged?*': ok(page([atlas, medina])),
      'GET /brand-categories': ok(categories),
      'DELETE /brands/delete/11': ok({ id: 11, outcome: 'anonymised' }),
      'DELETE /brands/delete/12': ok({ id: 12, outcome: 'deleted' }),
    });
    renderPage();
    await screen.findAllByTestId('brand-card');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Medina Threads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete brand' });
    expect(dialog.textContent).toContain('Delete Medina Threads?');
    expect(dialog.textContent).toContain(
      'This is permanent and cannot be undone: the brand profile, its logo on the server, its products and its access are removed.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete brand' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Medina Threads has orders: it was deactivated and anonymised instead.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Atlas Lamps' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete brand' })).getByRole('button', {
        name: 'Delete brand',
      }),
    );
    await waitFor(() => expect(toastTexts()).toContain('Atlas Lamps was deleted.'));
  });

  it('tells why a delete failed', async () => {
    routeApi(fetchMock, {
      'GET /brands/admin/paged?*': ok(page([medina])),
      'GET /brand-categories': ok(categories),
      'DELETE /brands/delete/11': refused(404, 'not_found', 'Not found'),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Medina Threads' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete brand' })).getByRole('button', {
        name: 'Delete brand',
      }),
    );
    await waitFor(() =>
      expect(toastTexts().some((text) => text.startsWith('The brand could not be deleted'))).toBe(
        true,
      ),
    );
  });

  it('shows the error with its heading and a reload that asks again', async () => {
    let attempts = 0;
    routeApi(fetchMock, {
      'GET /brands/admin/paged?*': () =>
        ++attempts <= 2 ? refused(500, 'internal_error', 'Boom') : ok(page([medina])),
      'GET /brand-categories': ok(categories),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'The brands could not be loaded' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findAllByTestId('brand-card')).toHaveLength(1);
  });

  it('says when there is no brand yet', async () => {
    routeApi(fetchMock, {
      'GET /brands/admin/paged?*': ok(page<AdminBrand>([])),
      'GET /brand-categories': ok(categories),
    });
    renderPage();
    expect(await screen.findByText('No brands yet')).toBeTruthy();
  });

  it('says when nothing matches the filters, with a way to clear them', async () => {
    routeApi(fetchMock, {
      'GET /brands/admin/paged?*': ok(page<AdminBrand>([])),
      'GET /brand-categories': ok(categories),
    });
    const router = renderPage(`${PATH}?status=disabled&q=zz`);
    expect(await screen.findByText('No brand matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      (screen.getByRole('searchbox', { name: 'Search brands' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('leads to the add-brand form', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Add brand' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/admin/brands/add-brand'),
    );
  });
});
