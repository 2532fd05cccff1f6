import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, renderPage } from '../../../../test/list-page';
import {
  brandItem,
  brandOrder,
  ok,
  ordersPage,
  refused,
  routeApi,
  toastTexts,
  useBrandOrdersTest,
} from '../test-fixtures';
import BrandOrdersPage from './orders-page';

const first = brandOrder();
const second = brandOrder({
  id: 2,
  orderNumber: 'SK-2611-000002',
  customerName: 'Karim Trabelsi',
  status: 'SHIPPED',
  total: 45,
});

const renderOrders = () => renderPage(<BrandOrdersPage />, '/dashboard/brand/orders');

const LIST = 'GET /orders/brand/7/paged*';
const listCalls = (calls: { call: string }[]) => callsTo(calls, 'GET /orders/brand/7/paged');

describe('the brand orders table (dashboards §2 "Brand screens: Orders")', () => {
  const fetchMock = useBrandOrdersTest();

  it('shows the 4 metrics and the rows, sorted by date, newest first', async () => {
    const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([first, second])) });
    renderOrders();
    const rows = await screen.findAllByTestId('brand-order-row');
    expect(rows.map((row) => row.dataset.number)).toEqual(['SK-2611-000001', 'SK-2611-000002']);
    expect(listCalls(calls)[0]).toContain('sortBy=orderDate&direction=desc&status=all');
    expect(screen.getAllByTestId('brand-order-metric').map((card) => card.textContent)).toEqual([
      'Total ordersAll time12',
      'To prepareAll time4',
      'In transitAll time3',
      'Delivered revenueAll time1.52k dt1,520.50 dtItems delivered, not rejected',
    ]);
    const dateHeader = screen.getByRole('columnheader', { name: /Date/ });
    expect(dateHeader.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by a column heading (keyboard buttons with aria-sort), then reverses it', async () => {
    const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([first, second])) });
    renderOrders();
    await screen.findAllByTestId('brand-order-row');
    const total = screen.getByRole('button', { name: /^Amount due/ });
    fireEvent.click(total);
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sortBy=total&direction=desc'));
    expect(screen.getByRole('columnheader', { name: /Amount due/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Amount due/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sortBy=total&direction=asc'));
    fireEvent.click(screen.getByRole('button', { name: /^Customer/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toContain('sortBy=customerName&direction=asc'),
    );
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('filters by status and searches, back on the first page', async () => {
    const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([second])) });
    renderOrders();
    await screen.findAllByTestId('brand-order-row');
    const group = screen.getByRole('group', { name: 'Show orders' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Pending', 'Shipped', 'Delivered', 'Cancelled', 'Refunded']);
    fireEvent.click(within(group).getByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('status=shipped'));
    expect(
      within(group).getByRole('button', { name: 'Shipped' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'karim' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('search=karim'));
    expect(listCalls(calls).at(-1)).toContain('page=0');
  });

  it('searches once typing pauses, not once per keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([second])) });
      renderOrders();
      await screen.findAllByTestId('brand-order-row');
      const box = screen.getByRole('searchbox');
      for (const typed of ['k', 'ka', 'kar', 'kari', 'karim ']) {
        fireEvent.change(box, { target: { value: typed } });
        await act(() => vi.advanceTimersByTimeAsync(50));
      }
      expect(listCalls(calls).some((call) => call.includes('search='))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(400));
      await waitFor(() => expect(listCalls(calls).at(-1)).toContain('search=karim'));
      expect(listCalls(calls).filter((call) => call.includes('search='))).toEqual([
        expect.stringContaining('page=0'),
      ]);
      expect(listCalls(calls).at(-1)).toMatch(/search=karim$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('changes the page size (5, 10, 25, 50; 10 by default)', async () => {
    const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([first])) });
    renderOrders();
    await screen.findAllByTestId('brand-order-row');
    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(size.value).toBe('10');
    expect([...size.options].map((option) => option.value)).toEqual(['5', '10', '25', '50']);
    fireEvent.change(size, { target: { value: '25' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('size=25'));
  });

  it('shows an error with a retry, and an empty state', async () => {
    routeApi(fetchMock, { [LIST]: refused(500, 'internal_error', 'boom') });
    renderOrders();
    expect(await screen.findByText('We could not load your orders.')).toBeTruthy();
    routeApi(fetchMock, { [LIST]: ok(ordersPage([])) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders here')).toBeTruthy();
  });

  it('opens the details: items with colour, size, status and reason; address; payment', async () => {
    const rejected = brandOrder({
      items: [
        brandItem(),
        brandItem({
          id: 502,
          productName: 'Clay mug',
          color: null,
          size: null,
          status: 'REJECTED',
          rejectionReason: 'Chipped',
        }),
      ],
    });
    routeApi(fetchMock, { [LIST]: ok(ordersPage([rejected])) });
    renderOrders();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of order SK-2611-000001' }));
    const details = await screen.findByTestId('order-details');
    expect(within(details).getByText('Colour: Blue · Size: M · Quantity: 2')).toBeTruthy();
    // decision 029: a rejected item is struck through with its reason, and counts 0
    expect(within(details).getByTestId('item-rejected').querySelector('del')).not.toBeNull();
    expect(within(details).getByText('Rejected: Chipped')).toBeTruthy();
    expect(within(details).getByText('Rejected')).toBeTruthy();
    expect(within(details).getByText(/12 Rue de Marseille/)).toBeTruthy();
    expect(within(details).getByText(/Cash on delivery/)).toBeTruthy();
  });
});

describe('the status modal (dashboards §4, §5 "Order status form")', () => {
  const fetchMock = useBrandOrdersTest();

  async function openUpdate(row = first) {
    fireEvent.click(
      await screen.findByRole('button', { name: `Update the status of order ${row.orderNumber}` }),
    );
    return screen.findByTestId('order-status-dialog');
  }

  it('offers every other status, and submits only a different one', async () => {
    const calls = routeApi(fetchMock, {
      [LIST]: ok(ordersPage([first])),
      'PATCH /orders/brand/7/order/1/status': ok({ ...first, status: 'SHIPPED' }),
    });
    renderOrders();
    const dialog = await openUpdate();
    const select = within(dialog).getByLabelText(/New status/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      '',
      'PROCESSING',
      'SHIPPED',
      'DELIVERED',
      'CANCELLED',
      'REFUNDED',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Update status' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'CANCELLED' } });
    expect(within(dialog).getByText(/Cancelling notifies the customer/)).toBeTruthy();
    fireEvent.change(select, { target: { value: 'SHIPPED' } });
    expect(within(dialog).queryByText(/Cancelling notifies the customer/)).toBeNull();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(toastTexts()).toContain('Order SK-2611-000001 is now Shipped.'));
    expect(calls.find((c) => c.call === 'PATCH /orders/brand/7/order/1/status')?.body).toEqual({
      status: 'SHIPPED',
    });
  });

  it('records the refund before marking refunded, and shows a refusal in words', async () => {
    const delivered = brandOrder({ status: 'DELIVERED', refundableAmount: 160 });
    const calls = routeApi(fetchMock, {
      [LIST]: ok(ordersPage([delivered])),
      'POST /orders/brand/7/order/1/refunds': ok({ id: 1 }),
      'PATCH /orders/brand/7/order/1/status': refused(
        422,
        'refund_not_recorded',
        'Record the refund of these items before marking them refunded.',
      ),
    });
    renderOrders();
    const dialog = await openUpdate(delivered);
    fireEvent.change(within(dialog).getByLabelText(/New status/), {
      target: { value: 'REFUNDED' },
    });
    expect(within(dialog).getByText(/requires the refund to have been recorded/)).toBeTruthy();
    const amount = within(dialog).getByLabelText(/Amount refunded/) as HTMLInputElement;
    expect(amount.value).toBe('160');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Record the refund and mark/ }));
    expect(
      await within(dialog).findByText('Enter an amount above 0 with at most 2 decimals.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith('POST'))).toBe(false);

    fireEvent.change(amount, { target: { value: '150' } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), {
      target: { value: 'VIR-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Record the refund and mark/ }));
    expect(
      await within(dialog).findByText(
        'Record the refund of these items before marking them refunded.',
      ),
    ).toBeTruthy();
    const sent = calls.filter((c) => !c.call.startsWith('GET')).map((c) => c.call);
    expect(sent).toEqual([
      'POST /orders/brand/7/order/1/refunds',
      'PATCH /orders/brand/7/order/1/status',
    ]);
    expect(calls.find((c) => c.call.startsWith('POST'))?.body).toMatchObject({
      amount: '150',
      reference: 'VIR-1',
    });
    // a retry does not record the refund a second time
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(calls.filter((c) => c.call.startsWith('PATCH')).length).toBe(2));
    expect(calls.filter((c) => c.call.startsWith('POST')).length).toBe(1);
  });

  it('sends only the changed items, in parallel, asks a reason and shows each failure', async () => {
    const order = brandOrder({
      items: [
        brandItem(),
        brandItem({ id: 502, productName: 'Clay mug' }),
        brandItem({ id: 503, productName: 'Silk scarf' }),
      ],
    });
    const calls = routeApi(fetchMock, {
      [LIST]: ok(ordersPage([order])),
      'PATCH /orders/brand/7/items/501/status': ok(order),
      'PATCH /orders/brand/7/items/503/status': refused(
        422,
        'invalid_status_transition',
        'This order cannot go from SHIPPED to REJECTED.',
      ),
    });
    renderOrders();
    const dialog = await openUpdate(order);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Item Status' }));
    const form = await within(dialog).findByTestId('item-status-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save item decisions' }));
    expect(await within(form).findByText('Change at least one item first.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Decision for Linen shirt'), {
      target: { value: 'ACCEPTED' },
    });
    fireEvent.change(within(form).getByLabelText('Decision for Silk scarf'), {
      target: { value: 'REJECTED' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save item decisions' }));
    expect(await within(form).findByText('Please give a reason for the rejection.')).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith('PATCH'))).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Reason for rejecting Silk scarf/), {
      target: { value: 'Out of red' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save item decisions' }));
    expect(
      await within(form).findByText('Silk scarf: This order cannot go from SHIPPED to REJECTED.'),
    ).toBeTruthy();
    const patches = calls.filter((c) => c.call.startsWith('PATCH'));
    expect(patches.map((c) => c.call).sort()).toEqual([
      'PATCH /orders/brand/7/items/501/status',
      'PATCH /orders/brand/7/items/503/status',
    ]);
    expect(patches.find((c) => c.call.includes('503'))?.body).toEqual({
      status: 'REJECTED',
      rejectionReason: 'Out of red',
    });
    expect(patches.find((c) => c.call.includes('501'))?.body).toEqual({ status: 'ACCEPTED' });

    // closed and opened again, the modal starts over on its Order Status tab
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('order-status-dialog')).toBeNull());
    const again = await openUpdate(order);
    expect(
      within(again).getByRole('tab', { name: 'Order Status' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
