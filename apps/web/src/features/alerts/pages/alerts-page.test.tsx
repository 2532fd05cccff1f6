import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Alert, PriceAlert } from '@souk/shared/responses/alerts';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { useToastStore } from '../../../lib/toast';
import { jsonReply, useFetchMock } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import AlertsPage from './alerts-page';

const alert = (overrides: Partial<Alert> = {}): Alert => ({
  id: 1,
  type: 'price_drop',
  title: 'Price drop: Clay Mug',
  message: 'Clay Mug from your wishlist is now 10.00 dt (was 12.50 dt).',
  time: '2026-11-20T10:00:00.000Z',
  product: 'Clay Mug',
  productId: 7,
  imageUrl: null,
  orderId: null,
  orderNumber: null,
  isRead: false,
  ...overrides,
});

const priceAlert = (overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 5,
  productId: 9,
  productName: 'Brass Lamp',
  image: null,
  currentPrice: 120,
  targetPrice: 100,
  active: true,
  triggeredAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const page = (content: Alert[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
  page: { totalElements: content.length, totalPages: 1, number: 0, size: 20 },
});

type Calls = { call: string; body: unknown }[];

describe('the alerts page (storefront §2 "Alerts")', () => {
  const fetchMock = useFetchMock();
  beforeEach(() => {
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState({ token: 'token-1', user: { id: 3, role: 'CUSTOMER' } } as never);
  });

  /** Answers the API from a table of "METHOD /path" -> data; records every call. */
  function serve(routes: Record<string, unknown>): Calls {
    const calls: Calls = [];
    fetchMock.mockImplementation(async (input, init) => {
      const call = `${init?.method ?? 'GET'} ${String(input).replace('/api/v1', '')}`;
      calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const key = Object.keys(routes).find((route) => call.startsWith(route));
      if (!key) return jsonReply(404, { success: false, errorCode: 'not_found', message: 'x' });
      return jsonReply(200, { success: true, data: routes[key] });
    });
    return calls;
  }

  const render = () =>
    renderRoutes(
      [{ path: '/dashboard/profile/alerts', element: <AlertsPage /> }],
      '/dashboard/profile/alerts',
    );

  it('shows unread and read alerts, filters by tab, marks read and deletes', async () => {
    const calls = serve({
      'GET /alerts/unread-count': { count: 1 },
      'GET /alerts?': page([
        alert(),
        alert({ id: 2, type: 'back_in_stock', isRead: true, title: 'Back in stock: Lamp' }),
      ]),
      'GET /price-alerts': [],
      'PATCH /alerts/1/read': alert({ isRead: true }),
      'DELETE /alerts/2': null,
    });
    render();
    const items = await screen.findAllByTestId('alert');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(await screen.findByText('1 unread alert')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mark as read: Price drop: Clay Mug' }));
    await waitFor(() => expect(calls.map((c) => c.call)).toContain('PATCH /alerts/1/read'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Back in stock: Lamp' }));
    await waitFor(() => expect(calls.map((c) => c.call)).toContain('DELETE /alerts/2'));

    fireEvent.click(screen.getByRole('tab', { name: 'Order status' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.call.startsWith('GET /alerts?') && c.call.includes('type=order_status'),
        ),
      ).toBe(true),
    );
  });

  it('marks all read', async () => {
    const calls = serve({
      'GET /alerts/unread-count': { count: 2 },
      'GET /alerts?': page([alert()]),
      'GET /price-alerts': [],
      'PATCH /alerts/read-all': { marked: 2 },
    });
    render();
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(calls.map((c) => c.call)).toContain('PATCH /alerts/read-all'));
  });

  it('edits a price alert target, ignores 0 or less, and deletes it', async () => {
    const calls = serve({
      'GET /alerts/unread-count': { count: 0 },
      'GET /alerts?': page([]),
      'GET /price-alerts': [priceAlert()],
      'PUT /price-alerts/5': priceAlert({ targetPrice: 90 }),
      'DELETE /price-alerts/5': null,
    });
    render();
    expect(await screen.findByText('No alerts here')).toBeTruthy();
    const row = await screen.findByTestId('price-alert');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Edit the target price of Brass Lamp' }),
    );
    const field = within(row).getByRole('textbox', { name: /New target price for Brass Lamp/ });
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(
        'A target of 0 or less is ignored: the target stays 100.00 dt.',
      ),
    );
    expect(calls.some((c) => c.call.startsWith('PUT'))).toBe(false);
    fireEvent.click(
      within(row).getByRole('button', { name: 'Edit the target price of Brass Lamp' }),
    );
    fireEvent.change(within(row).getByRole('textbox', { name: /New target price/ }), {
      target: { value: '90' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PUT /price-alerts/5')?.body).toEqual({
        targetPrice: 90,
      }),
    );
    fireEvent.click(
      await within(row).findByRole('button', { name: 'Delete the price alert for Brass Lamp' }),
    );
    await waitFor(() => expect(calls.map((c) => c.call)).toContain('DELETE /price-alerts/5'));
  });

  it('creates a price alert from the modal, with clear messages for what is missing', async () => {
    const calls = serve({
      'GET /alerts/unread-count': { count: 0 },
      'GET /alerts?': page([]),
      'GET /price-alerts': [],
      'GET /products/search': {
        content: [{ id: 9, name: 'Brass Lamp', discountedPrice: 120 }],
        totalElements: 1,
      },
      'POST /price-alerts': priceAlert({ targetPrice: 99.5 }),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Create alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a price alert' });
    const target = within(dialog).getByRole('textbox', { name: /Target price/ });
    fireEvent.change(target, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText('Please choose a product from the list.')).toBeTruthy();
    expect(within(dialog).getByText('The target price must be above 0.')).toBeTruthy();
    // what was typed stays
    expect(target).toHaveProperty('value', '0');

    fireEvent.change(within(dialog).getByRole('searchbox', { name: /Product/ }), {
      target: { value: 'lamp' },
    });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Brass Lamp/ }));
    fireEvent.change(target, { target: { value: '99,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'POST /price-alerts')?.body).toEqual({
        productId: 9,
        targetPrice: 99.5,
      }),
    );
  });
});
