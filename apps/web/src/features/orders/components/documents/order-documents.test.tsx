import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render';
import { headersOf } from '../../../../test/fetch';
import { ok, order, part, routeApi, toastTexts, useOrdersTest } from '../../test-fixtures';
import { OrderHistoryPage } from '../../pages/order-history-page';

/**
 * Issue 30, item 4 (decision 028): the receipt of a paid order from the history row and the
 * details, each delivered part's invoice by its number, and a paid card order that never reads
 * "Pending".
 */

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A card order paid a moment ago, still waiting for its brand. */
const paidCard = order({
  id: 11,
  orderNumber: 'SK-2611-000011',
  paymentMethod: 'ONLINE',
  paymentStatus: 'PAID',
  canPay: false,
});
/** A card order not paid yet. */
const unpaidCard = order({
  id: 12,
  orderNumber: 'SK-2611-000012',
  paymentMethod: 'ONLINE',
  paymentStatus: 'PENDING',
  canPay: true,
});
/** A cash order: one brand delivered (its cash collected), the other still on its way. */
const halfDelivered = order({
  id: 13,
  orderNumber: 'SK-2611-000013',
  status: 'PROCESSING',
  brandOrders: [
    part({ id: 301, status: 'DELIVERED', deliveredDate: ago(1) }),
    part({ id: 302, brandId: 8, brandName: 'Atlas Lamps', status: 'PROCESSING' }),
  ],
});
/** A cash order nobody delivered yet. */
const cashPending = order({ id: 14, orderNumber: 'SK-2611-000014' });

const rowOf = (number: string) =>
  screen
    .getAllByTestId('order-row')
    .find((row) => row.dataset.orderNumber === number) as HTMLElement;

function renderPage() {
  renderRoutes(
    [{ path: '/dashboard/profile/order-history', element: <OrderHistoryPage /> }],
    '/dashboard/profile/order-history',
  );
}

/** Records the names files are saved under instead of saving them. */
function catchDownloads() {
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  return { saved, restore: () => click.mockRestore() };
}

describe('receipts and invoices in the order history', () => {
  const fetchMock = useOrdersTest();
  afterEach(() => vi.restoreAllMocks());

  it('shows a paid card order as Paid, never Pending, with its receipt in the row', async () => {
    routeApi(fetchMock, {
      'GET /orders/customer/3': ok([paidCard, unpaidCard, halfDelivered, cashPending]),
      'GET /orders/11/receipt': { body: null, pdf: '%PDF-1.7' },
    });
    renderPage();
    await screen.findAllByTestId('order-row');
    expect(within(rowOf('SK-2611-000011')).getByTestId('order-status').textContent).toBe('Paid');
    expect(within(rowOf('SK-2611-000012')).getByTestId('order-status').textContent).toBe('Pending');
    // the receipt is offered where something was paid: the paid card, the delivered cash part
    const receiptRows = screen
      .getAllByTestId('row-receipt')
      .map((button) => button.closest('tr')!.dataset.orderNumber);
    expect(receiptRows.sort()).toEqual(['SK-2611-000011', 'SK-2611-000013']);

    const downloads = catchDownloads();
    fireEvent.click(
      screen.getByRole('button', { name: 'Download the receipt of order SK-2611-000011' }),
    );
    await waitFor(() => expect(downloads.saved).toEqual(['receipt-SK-2611-000011.pdf']));
    expect(headersOf(fetchMock, '/orders/11/receipt')).toMatchObject({
      Authorization: 'Bearer token-1',
      Accept: 'application/pdf',
    });
    downloads.restore();
  });

  it('offers the receipt and each delivered part’s invoice in the details, the rest to come', async () => {
    const calls = routeApi(fetchMock, {
      'GET /orders/customer/3': ok([halfDelivered]),
      'GET /orders/13/documents': ok({
        receipt: { available: true, paidAt: ago(1) },
        invoices: [
          {
            number: 'F-2026-000123',
            brandOrderId: 301,
            brandName: 'Medina Threads',
            issuedAt: ago(1),
            total: 167,
          },
        ],
      }),
      'GET /orders/13/receipt': { body: null, pdf: '%PDF-1.7' },
      'GET /orders/13/invoice?number=F-2026-000123': { body: null, pdf: '%PDF-1.7' },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2611-000013' }));
    const section = await screen.findByTestId('order-documents');
    const invoice = await within(section).findByRole('button', {
      name: 'Download invoice F-2026-000123',
    });
    expect(within(section).getAllByTestId('order-invoice')).toHaveLength(1);
    expect(section.textContent).toContain('Medina Threads');
    expect(section.textContent).toContain(
      'Each brand’s invoice is issued when its items are delivered.',
    );

    const downloads = catchDownloads();
    fireEvent.click(within(section).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(downloads.saved).toEqual(['receipt-SK-2611-000013.pdf']));
    fireEvent.click(invoice);
    await waitFor(() =>
      expect(downloads.saved).toEqual(['receipt-SK-2611-000013.pdf', 'invoice-F-2026-000123.pdf']),
    );
    expect(calls.map(({ call }) => call)).toContain('GET /orders/13/invoice?number=F-2026-000123');
    expect(toastTexts()).toEqual([]);
    downloads.restore();
  });

  it('says the receipt comes with the payment, and asks for no documents before', async () => {
    const calls = routeApi(fetchMock, { 'GET /orders/customer/3': ok([cashPending]) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2611-000014' }));
    const section = await screen.findByTestId('order-documents');
    expect(section.textContent).toContain('The receipt is ready as soon as the order is paid.');
    expect(within(section).queryByRole('button')).toBeNull();
    expect(calls.map(({ call }) => call)).not.toContain('GET /orders/14/documents');
    expect(screen.queryByTestId('row-receipt')).toBeNull();
  });

  it('says when the receipt could not be downloaded', async () => {
    routeApi(fetchMock, {
      'GET /orders/customer/3': ok([paidCard]),
      'GET /orders/11/receipt': {
        status: 409,
        body: { success: false, errorCode: 'nothing_paid', message: 'x' },
      },
    });
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Download the receipt of order SK-2611-000011' }),
    );
    await waitFor(() => expect(toastTexts()).toContain('We could not download the receipt.'));
  });
});
