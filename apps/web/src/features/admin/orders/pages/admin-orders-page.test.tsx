import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderPage } from '../../../../test/list-page';
import {
  adminOrder,
  ok,
  orderItem,
  ordersPage,
  part,
  refused,
  routeApi,
  toastTexts,
  useAdminOrdersTest,
} from '../test-fixtures';
import AdminOrdersPage from './admin-orders-page';
import { moneyOf } from '../../../../test/fixtures';

const first = adminOrder();
const second = adminOrder({
  id: 43,
  orderId: 43,
  orderNumber: 'SK-2611-000043',
  customerName: 'Karim Trabelsi',
  status: 'SHIPPED',
  total: 45,
  brandPartsCount: 1,
});

const renderOrders = () => renderPage(<AdminOrdersPage />, '/dashboard/admin/orders');

const LIST = 'GET /orders/paged*';
const listCalls = (calls: { call: string }[]) => callsTo(calls, 'GET /orders/paged');

describe('the admin orders table (dashboards §2 "Orders")', () => {
  const fetchMock = useAdminOrdersTest();

  it('shows the 5 metric cards and the rows, by date, newest first, 10 a page', async () => {
    const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([first, second])) });
    renderOrders();
    const rows = await screen.findAllByTestId('admin-order-row');
    expect(rows.map((row) => row.dataset.number)).toEqual(['SK-2611-000042', 'SK-2611-000043']);
    expect(listCalls(calls)[0]).toBe(
      'GET /orders/paged?page=0&size=10&sortBy=orderDate&direction=desc&status=ALL',
    );
    expect(screen.getAllByTestId('admin-order-metric').map((card) => card.textContent)).toEqual([
      'Total ordersAll time405 cancelled, 2 refunded',
      'To shipAll time9Pending or processing',
      'In transitAll time6',
      'DeliveredAll time18Delivered or completed',
      'Delivered revenueAll time2.48k dt2,480.50 dtItems delivered, not rejected; 127.00 dt to refund',
    ]);
    expect(within(rows[0]!).getByText('2 brands')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('filters by status and searches, back on the first page', async () => {
    const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([second])) });
    renderOrders();
    await screen.findAllByTestId('admin-order-row');
    const group = screen.getByRole('group', { name: 'Show orders' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All',
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Completed',
      'Cancelled',
      'Refunded',
    ]);
    fireEvent.click(within(group).getByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('status=SHIPPED'));
    expect(
      within(group).getByRole('button', { name: 'Shipped' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'karim' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('search=karim'));
    expect(listCalls(calls).at(-1)).toContain('page=0');
  });

  it('sorts by a column heading, then reverses it; changes the page size', async () => {
    const calls = routeApi(fetchMock, { [LIST]: ok(ordersPage([first, second])) });
    renderOrders();
    await screen.findAllByTestId('admin-order-row');
    fireEvent.click(screen.getByRole('button', { name: /^Amount due/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sortBy=total&direction=desc'));
    fireEvent.click(screen.getByRole('button', { name: /^Amount due/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('sortBy=total&direction=asc'));
    fireEvent.click(screen.getByRole('button', { name: /^Customer/ }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toContain('sortBy=customerName&direction=asc'),
    );
    const size = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(size.value).toBe('10');
    expect([...size.options].map((option) => option.value)).toEqual(['5', '10', '25', '50']);
    fireEvent.change(size, { target: { value: '25' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('size=25'));
  });

  it('shows an error with a retry, and an empty state', async () => {
    routeApi(fetchMock, { [LIST]: refused(500, 'internal_error', 'boom') });
    renderOrders();
    expect(await screen.findByText('We could not load the orders.')).toBeTruthy();
    routeApi(fetchMock, { [LIST]: ok(ordersPage([])) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders here')).toBeTruthy();
  });
});

describe('the details modal', () => {
  const fetchMock = useAdminOrdersTest();

  const openDetails = async (number = 'SK-2611-000042') => {
    fireEvent.click(await screen.findByRole('button', { name: `Details of order ${number}` }));
    return screen.findByTestId('admin-order-details');
  };

  it('shows the customer, the address, the amounts and each brand’s part with its items', async () => {
    const rejected = adminOrder({
      items: [
        orderItem(),
        orderItem({
          id: 502,
          brandId: 8,
          brandName: 'Atlas Lamps',
          brandOrderId: 302,
          productName: 'Brass lamp',
          color: null,
          size: null,
          quantity: 1,
          subtotal: 120,
          status: 'REJECTED',
          rejectionReason: 'Cracked',
        }),
      ],
      brandOrders: [
        part({ status: 'SHIPPED', shippedDate: '2026-11-21T09:00:00.000Z' }),
        part({ id: 302, brandId: 8, brandName: 'Atlas Lamps', status: 'CANCELLED' }),
      ],
    });
    routeApi(fetchMock, { [LIST]: ok(ordersPage([rejected])) });
    renderOrders();
    const details = await openDetails();
    expect(within(details).getByText('leila@example.tn')).toBeTruthy();
    expect(within(details).getAllByText('Leila Trabelsi')).toHaveLength(2);
    expect(within(details).getByText('12 Rue de Marseille')).toBeTruthy();
    expect(within(details).getByText(/Cash on delivery/)).toBeTruthy();
    expect(within(details).getByTestId('order-amounts').textContent).toContain('287.00 dt');
    const parts = within(details).getAllByTestId('order-part');
    expect(within(parts[0]!).getByText('Medina Threads')).toBeTruthy();
    expect(within(parts[0]!).getByText('Colour: Blue · Size: M · Quantity: 2')).toBeTruthy();
    expect(within(parts[0]!).getByTestId('order-status').textContent).toBe('Shipped');
    // decision 029: a rejected item is struck through with its reason, and counts 0
    const struck = within(parts[1]!).getByTestId('item-rejected');
    expect(struck.querySelector('del')!.textContent).toBe('120.00 dt (not charged)');
    expect(within(struck).getByText('Rejected: Cracked')).toBeTruthy();
    expect(within(parts[1]!).getByText('Rejected')).toBeTruthy();
    expect(within(parts[1]!).queryByText('Linen shirt')).toBeNull();
    // nothing owed, nothing delivered: no refund to record
    expect(within(details).queryByTestId('refund-form')).toBeNull();
    expect(within(details).queryByRole('button', { name: /Record a refund/ })).toBeNull();
  });

  it('shows a paid card order with nothing still to be paid (issue 30: it said 287.00 dt)', async () => {
    const paid = adminOrder({
      paymentMethod: 'ONLINE',
      paymentStatus: 'PAID',
      money: moneyOf({ itemsOrdered: 280, amountDue: 287, shipping: 7 }, 'PAID'),
    });
    routeApi(fetchMock, { [LIST]: ok(ordersPage([paid])) });
    renderOrders();
    const amounts = within(await openDetails()).getByTestId('order-amounts');
    const figure = (name: string) =>
      amounts.querySelector(`[data-figure="${name}"]`)!.textContent!.replace(/\s+/g, ' ');
    expect(figure('amountDue')).toBe('Amount due287.00 dt');
    expect(figure('paid')).toBe('Paid287.00 dt');
    expect(figure('stillToPay')).toBe('Still to be paid0.00 dt');
  });

  it('records the refund due: the whole of it proposed, checked, then sent', async () => {
    const owing = adminOrder({
      status: 'CANCELLED',
      paymentMethod: 'ONLINE',
      paymentStatus: 'PAID',
      refundDue: 287,
      amountDue: 0,
    });
    const settled = {
      ...owing,
      refundDue: 0,
      paymentStatus: 'REFUNDED' as const,
      updatedAt: '2026-11-22T10:00:00.000Z',
    };
    let listed = owing;
    const calls = routeApi(fetchMock, {
      [LIST]: () => ok(ordersPage([listed])),
      'POST /orders/42/refund-settlements': (body) => {
        if ((body as { amount: string }).amount === '300')
          return refused(
            422,
            'refund_due_exceeded',
            'The refund cannot be more than 287.00 dt, what the order still owes back.',
          );
        listed = settled;
        return ok(settled);
      },
    });
    renderOrders();
    const details = await openDetails();
    const form = within(details).getByTestId('refund-form');
    const amount = within(form).getByLabelText(/Amount refunded/) as HTMLInputElement;
    expect(amount.value).toBe('287');

    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(
      await within(form).findByText('Enter an amount above 0 with at most 2 decimals.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith('POST'))).toBe(false);

    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(
      await within(form).findByText(
        'The refund cannot be more than 287.00 dt, what the order still owes back.',
      ),
    ).toBeTruthy();

    fireEvent.change(amount, { target: { value: '287' } });
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'VIR-7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Refund of 287.00 dt recorded for order SK-2611-000042.'),
    );
    expect(calls.filter((c) => c.call.startsWith('POST')).at(-1)?.body).toMatchObject({
      amount: '287',
      reference: 'VIR-7',
    });
    // the answer shows at once: nothing is owed any more
    await waitFor(() => expect(within(details).queryByTestId('refund-form')).toBeNull());
    expect(within(details).getByText(/Refunded$/)).toBeTruthy();
  });

  it('records a refund for a delivered part', async () => {
    const delivered = adminOrder({
      status: 'DELIVERED',
      brandOrders: [
        part({ status: 'DELIVERED' }),
        part({ id: 302, brandId: 8, brandName: 'Atlas Lamps', status: 'PENDING', subtotal: 120 }),
      ],
    });
    const calls = routeApi(fetchMock, {
      [LIST]: ok(ordersPage([delivered])),
      'POST /orders/brand/7/order/42/refunds': ok({ id: 1, brandOrderId: 301, amount: 60 }),
    });
    renderOrders();
    const details = await openDetails();
    expect(within(details).getAllByRole('button', { name: /Record a refund/ })).toHaveLength(1);
    fireEvent.click(
      within(details).getByRole('button', { name: 'Record a refund for Medina Threads' }),
    );
    const form = within(details).getByTestId('part-refund-form');
    const amount = within(form).getByLabelText(/Amount refunded/) as HTMLInputElement;
    expect(amount.value).toBe('160');
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.call === 'POST /orders/brand/7/order/42/refunds')?.body,
      ).toMatchObject({ amount: '60' }),
    );
    await waitFor(() => expect(within(details).queryByTestId('part-refund-form')).toBeNull());
    // the part's brand comes from the list's order: the order is not read again first
    expect(calls.some((c) => c.call === 'GET /orders/42')).toBe(false);
  });
});

describe('the status update modal (dashboards §4)', () => {
  const fetchMock = useAdminOrdersTest();

  async function openUpdate(number = 'SK-2611-000042') {
    fireEvent.click(
      await screen.findByRole('button', { name: `Update the status of order ${number}` }),
    );
    return screen.findByTestId('admin-status-form');
  }

  it('offers PENDING, SHIPPED, COMPLETED, CANCELLED but the current, and submits only a new one', async () => {
    const calls = routeApi(fetchMock, {
      [LIST]: ok(ordersPage([first])),
      'PATCH /orders/42/status': ok({ ...first, status: 'SHIPPED' }),
    });
    renderOrders();
    const form = await openUpdate();
    const select = within(form).getByLabelText(/New status/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      '',
      'SHIPPED',
      'COMPLETED',
      'CANCELLED',
    ]);
    const submit = within(form).getByRole('button', { name: 'Update status' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'CANCELLED' } });
    expect(within(form).getByText(/It cannot be undone/)).toBeTruthy();
    // cash not yet paid: nothing to refund
    expect(within(form).queryByText(/marks .* for refund/)).toBeNull();
    fireEvent.change(select, { target: { value: 'SHIPPED' } });
    expect(within(form).queryByText(/It cannot be undone/)).toBeNull();
    expect(submit.disabled).toBe(false);
    const before = listCalls(calls).length;
    fireEvent.click(submit);
    await waitFor(() => expect(toastTexts()).toContain('Order SK-2611-000042 is now Shipped.'));
    expect(calls.find((c) => c.call === 'PATCH /orders/42/status')?.body).toEqual({
      status: 'SHIPPED',
    });
    await waitFor(() => expect(screen.queryByTestId('admin-status-form')).toBeNull());
    // the list and its cards refresh
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('warns that cancelling a paid order marks it for refund, and shows a refusal in words', async () => {
    const paid = adminOrder({
      status: 'PROCESSING',
      paymentMethod: 'ONLINE',
      paymentStatus: 'PAID',
    });
    routeApi(fetchMock, {
      [LIST]: ok(ordersPage([paid])),
      'PATCH /orders/42/status': refused(
        422,
        'invalid_status_transition',
        'This order cannot go from SHIPPED to CANCELLED.',
      ),
    });
    renderOrders();
    const form = await openUpdate();
    const select = within(form).getByLabelText(/New status/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      '',
      'PENDING',
      'SHIPPED',
      'COMPLETED',
      'CANCELLED',
    ]);
    fireEvent.change(select, { target: { value: 'CANCELLED' } });
    expect(
      within(form).getByText(
        'This order was paid: cancelling marks 287.00 dt for refund, to be recorded once given back.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Update status' }));
    expect(
      await within(form).findByText('This order cannot go from SHIPPED to CANCELLED.'),
    ).toBeTruthy();
    expect(toastTexts()).toEqual([]);
  });
});
