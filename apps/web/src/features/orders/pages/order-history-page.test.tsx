import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { headersOf } from '../../../test/fetch';
import { item, ok, order, part, routeApi, toastTexts, useOrdersTest } from '../test-fixtures';
import { OrderHistoryPage } from './order-history-page';

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const recent = order({ id: 1, orderNumber: 'SK-2611-000001', orderDate: ago(5) });
const older = order({
  id: 2,
  orderNumber: 'SK-2605-000002',
  orderDate: ago(100),
  status: 'DELIVERED',
  paymentStatus: 'PAID',
  canCancel: false,
  total: 1250.5,
  amountDue: 1250.5,
  brandOrders: [part({ status: 'DELIVERED', deliveredDate: ago(95) })],
});
const oldest = order({ id: 3, orderNumber: 'SK-2511-000003', orderDate: ago(300) });

function renderPage(onCartChanged = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/dashboard/profile/order-history',
        element: <OrderHistoryPage onCartChanged={onCartChanged} />,
      },
    ],
    '/dashboard/profile/order-history',
  );
  return onCartChanged;
}

const rows = () => screen.getAllByTestId('order-row').map((row) => row.dataset.orderNumber);

describe('the order history (storefront §2 "Order history")', () => {
  const fetchMock = useOrdersTest();

  it('filters by period, sorts newest or oldest, and shows totals above 1000 with a k', async () => {
    routeApi(fetchMock, { 'GET /orders/customer/3': ok([recent, older, oldest]) });
    renderPage();
    await screen.findAllByTestId('order-row');
    expect(rows()).toEqual(['SK-2611-000001', 'SK-2605-000002', 'SK-2511-000003']);
    expect(screen.getByText('1.25k dt')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'days30' } });
    expect(rows()).toEqual(['SK-2611-000001']);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'days180' } });
    expect(rows()).toEqual(['SK-2611-000001', 'SK-2605-000002']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'oldest' } });
    expect(rows()).toEqual(['SK-2605-000002', 'SK-2611-000001']);

    const metrics = screen.getAllByTestId('order-metric').map((card) => card.textContent);
    expect(metrics).toEqual([
      'Orders2',
      // 167 + 1250.50
      'Total spent1.42k dt1,417.50 dt',
      'Delivered1',
      'In progress1',
    ]);
  });

  it('after a rejection, the row, the details and Total spent show the same amount due (issue 30)', async () => {
    // 2 shirts (160) and a mug (12.50) rejected by the brand, 7 dt shipping: 167 dt due, not 179.50
    const rejected = order({
      id: 5,
      orderNumber: 'SK-2611-000005',
      orderDate: ago(1),
      subtotal: 172.5,
      total: 179.5,
      amountDue: 167,
      items: [
        item(),
        item({
          id: 502,
          productName: 'Clay mug',
          color: null,
          size: null,
          quantity: 1,
          subtotal: 12.5,
          status: 'REJECTED',
          rejectionReason: 'Out of glaze',
        }),
      ],
    });
    routeApi(fetchMock, { 'GET /orders/customer/3': ok([rejected, recent]) });
    renderPage();
    const [row] = await screen.findAllByTestId('order-row');
    expect(row!.textContent).toContain('167.00 dt');
    expect(row!.textContent).not.toContain('179.50 dt');
    // the rows add up to Total spent: 167 + 167
    expect(screen.getAllByTestId('order-metric')[1]!.textContent).toBe('Total spent334.00 dt');
    fireEvent.click(screen.getByRole('button', { name: 'Details of order SK-2611-000005' }));
    const details = await screen.findByTestId('order-details');
    const struck = within(details).getByTestId('item-rejected');
    expect(struck.querySelector('del')!.textContent).toBe('12.50 dt (not charged)');
    expect(within(struck).getByText('Rejected: Out of glaze')).toBeTruthy();
    const due = within(details)
      .getByTestId('order-money')
      .querySelector('[data-figure="amountDue"]');
    expect(due!.textContent).toBe('Amount due167.00 dt');
  });

  it('opens the details and cancels after a confirmation', async () => {
    const calls = routeApi(fetchMock, {
      'GET /orders/customer/3': ok([recent]),
      'PATCH /orders/1/status': ok({
        ...recent,
        status: 'CANCELLED',
        canCancel: false,
        brandOrders: [part({ status: 'CANCELLED', cancelledDate: ago(0) })],
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2611-000001' }));
    const details = await screen.findByTestId('order-details');
    expect(within(details).getByText('Linen shirt')).toBeTruthy();
    expect(within(details).getByText('Sold by Medina Threads')).toBeTruthy();
    expect(within(details).getByText('Cash on delivery')).toBeTruthy();
    expect(within(details).getByText('12 Rue de Marseille')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Buy again' })).toBeNull();

    fireEvent.click(within(details).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(toastTexts()).toContain('Order cancelled successfully'));
    expect(calls.find(({ call }) => call === 'PATCH /orders/1/status')?.body).toEqual({
      status: 'Cancelled',
    });
    const row = screen.getAllByTestId('order-row')[0]!;
    expect(within(row).getByTestId('order-status').textContent).toBe('Cancelled');
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says when the cancel failed', async () => {
    routeApi(fetchMock, {
      'GET /orders/customer/3': ok([recent]),
      'PATCH /orders/1/status': {
        status: 422,
        body: { success: false, errorCode: 'invalid_status_transition', message: 'No' },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2611-000001' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('An error occurred while cancelling the order'),
    );
  });

  it('buys a delivered order again and says what was skipped', async () => {
    routeApi(fetchMock, {
      'GET /orders/customer/3': ok([older]),
      'POST /orders/2/buy-again': ok({
        added: [
          { productId: 11, productName: 'Linen shirt', quantity: 2, color: 'Blue', size: 'M' },
        ],
        skipped: [
          { productId: 12, productName: 'Argan oil', reason: 'unavailable', available: 0 },
          { productId: 13, productName: 'Clay mug', reason: 'in_cart', available: 9 },
        ],
      }),
    });
    const onCartChanged = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2605-000002' }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    const outcome = await screen.findByTestId('buy-again-result');
    expect(outcome.textContent).toContain('1 item added to your cart.');
    expect(outcome.textContent).toContain('Argan oil: no longer available');
    expect(outcome.textContent).toContain('Clay mug: already in your cart');
    expect(onCartChanged).toHaveBeenCalledOnce();
  });

  it('downloads a delivered part’s numbered invoice as a PDF, with the session’s token', async () => {
    const calls = routeApi(fetchMock, {
      'GET /orders/customer/3': ok([older]),
      'GET /orders/2/documents': ok({
        receipt: { available: true, paidAt: ago(95) },
        invoices: [
          {
            number: 'F-2026-000042',
            brandOrderId: 301,
            brandName: 'Medina Threads',
            issuedAt: ago(95),
            total: 1250.5,
          },
        ],
      }),
      'GET /orders/2/invoice?number=F-2026-000042': { body: null, pdf: '%PDF-1.7' },
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2605-000002' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice F-2026-000042' }));
    await waitFor(() => expect(saved).toEqual(['invoice-F-2026-000042.pdf']));
    expect(toastTexts()).toEqual([]);
    expect(calls.map(({ call }) => call)).toContain('GET /orders/2/invoice?number=F-2026-000042');
    expect(headersOf(fetchMock, '/orders/2/invoice?number=F-2026-000042').Authorization).toBe(
      'Bearer token-1',
    );
    click.mockRestore();
  });

  it('says when the invoice could not be downloaded', async () => {
    routeApi(fetchMock, {
      'GET /orders/customer/3': ok([older]),
      'GET /orders/2/documents': ok({
        receipt: { available: true, paidAt: ago(95) },
        invoices: [
          {
            number: 'F-2026-000042',
            brandOrderId: 301,
            brandName: 'Medina Threads',
            issuedAt: ago(95),
            total: 1250.5,
          },
        ],
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2605-000002' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice F-2026-000042' }));
    await waitFor(() => expect(toastTexts()).toContain('We could not download the invoice.'));
  });

  it('shows the empty state to a customer without orders', async () => {
    routeApi(fetchMock, { 'GET /orders/customer/3': ok([]) });
    renderPage();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    let fail = true;
    routeApi(fetchMock, {
      'GET /orders/customer/3': () =>
        fail
          ? { status: 500, body: { success: false, errorCode: 'internal_error', message: 'x' } }
          : ok([recent]),
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
  });

  it('lists an order’s items with colour, size and quantity', async () => {
    routeApi(fetchMock, {
      'GET /orders/customer/3': ok([
        order({
          items: [
            item(),
            item({ id: 502, productName: 'Argan oil', color: null, size: null, quantity: 1 }),
          ],
        }),
      ]),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2611-000042' }));
    const lines = await screen.findAllByTestId('order-item');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Colour: Blue · Size: M · Quantity: 2'),
      expect.stringContaining('Quantity: 1'),
    ]);
  });
});
