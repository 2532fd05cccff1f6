import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  BrandCustomer,
  BrandCustomersPage,
  OrderMessage,
} from '@souk/shared/responses/brand-customers';
import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import type { OrderItem } from '@souk/shared/responses/orders';
import { useSessionStore } from '../../../../lib/session';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { moneyOf, order, orderItem, toastTexts, useApiTest } from '../../../../test/fixtures';
import { callsTo, lastQueryOf, renderPage } from '../../../../test/list-page';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/use-debounced-search';
import CustomersPage from './customers-page';

const BRAND_ID = 7;

const customer = (over: Partial<BrandCustomer> = {}): BrandCustomer => ({
  id: 3,
  name: 'Amira Ben Salah',
  email: 'amira@example.tn',
  profilePicture: null,
  orders: 3,
  totalSpent: 85,
  lastOrderDate: '2026-11-20T10:00:00.000Z',
  lastOrderId: 42,
  lastOrderNumber: 'SK-2611-000042',
  lastOrderStatus: 'CANCELLED',
  status: 'Inactive',
  ...over,
});

const karim = customer({
  id: 4,
  name: 'Karim Haddad',
  email: 'karim@example.tn',
  orders: 1,
  totalSpent: 50,
  lastOrderId: 44,
  lastOrderNumber: 'SK-2611-000044',
  lastOrderStatus: 'PENDING',
  status: 'Active',
});

const summary: BrandCustomersPage['summary'] = {
  totalCustomers: 2,
  activeCustomers: 1,
  inactiveCustomers: 1,
  repeatCustomers: 1,
  topSegment: { type: 'new', percentage: 50 },
  segments: [
    { type: 'new', count: 1, spending: 50, percentChange: null },
    { type: 'returning', count: 1, spending: 85, percentChange: null },
    { type: 'loyal', count: 0, spending: 0, percentChange: null },
  ],
};

function customersPage(content: BrandCustomer[], over: Partial<BrandCustomersPage> = {}) {
  const info = { totalElements: content.length, totalPages: 1, number: 0, size: 10 };
  return { content, ...info, page: info, summary, ...over };
}

const item = (over: Partial<OrderItem>): OrderItem =>
  orderItem({
    id: 1,
    brandId: BRAND_ID,
    brandOrderId: 9,
    productName: 'Linen Shirt',
    discountPrice: 25,
    unitPrice: 60,
    quantity: 1,
    subtotal: 60,
    image: null,
    imageUrl: null,
    status: 'ACCEPTED',
    ...over,
  });

/** One of the brand's parts as GET /orders/brand/{brandId}/paged answers it. */
const brandOrder = (over: Partial<BrandOrderRow>): BrandOrderRow => {
  const base = order();
  return {
    id: base.id,
    orderId: base.id,
    brandOrderId: 9,
    orderNumber: base.orderNumber,
    customerId: 3,
    customerName: 'Amira Ben Salah',
    customerEmail: 'amira@example.tn',
    status: 'PENDING',
    orderDate: base.orderDate,
    processedDate: null,
    shippedDate: null,
    deliveredDate: null,
    cancelledDate: null,
    refundedDate: null,
    paymentMethod: base.paymentMethod,
    paymentStatus: base.paymentStatus,
    shippingFirstName: base.shippingFirstName,
    shippingLastName: base.shippingLastName,
    shippingEmail: base.shippingEmail,
    shippingPhone: base.shippingPhone,
    shippingAddress: base.shippingAddress,
    shippingCity: base.shippingCity,
    shippingState: base.shippingState,
    shippingZipCode: base.shippingZipCode,
    shippingCountry: base.shippingCountry,
    subtotal: 60,
    shippingCost: 0,
    discount: 0,
    total: 60,
    refundedAmount: 0,
    refundableAmount: 0,
    money: moneyOf({ itemsOrdered: 60, amountDue: over.total ?? 60 }),
    notes: null,
    items: [],
    ...over,
  };
};

const amirasOrders = [
  brandOrder({
    id: 42,
    orderId: 42,
    orderNumber: 'SK-2611-000042',
    status: 'CANCELLED',
    total: 12.5,
    items: [item({ id: 5, productName: 'Clay Mug', unitPrice: 12.5, subtotal: 12.5 })],
  }),
  brandOrder({
    id: 40,
    orderId: 40,
    orderNumber: 'SK-2610-000040',
    orderDate: '2026-10-12T09:00:00.000Z',
    status: 'DELIVERED',
    total: 60,
    items: [
      item({ id: 3 }),
      item({ id: 4, productName: 'Silk Scarf', status: 'REJECTED', subtotal: 45 }),
    ],
  }),
];

const sentMessage = (over: Partial<OrderMessage> = {}): OrderMessage => ({
  id: 90,
  orderId: 42,
  orderNumber: 'SK-2611-000042',
  brandId: BRAND_ID,
  customerId: 3,
  subject: 'Your mug',
  body: 'Sorry for the cancellation.',
  sentBy: 'brand@souk.tn',
  createdAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

const PATH = '/dashboard/brand/customers';
const renderCustomers = (path = PATH) => renderPage(<CustomersPage />, PATH, path);

const LIST = 'GET /reports/brand/customers';
const listCalls = (calls: { call: string }[]) => callsTo(calls, LIST);
const lastListCall = (calls: { call: string }[]) => lastQueryOf(calls, LIST);

describe('the brand customers page (dashboards §2 "Brand screens: Customers")', () => {
  const fetchMock = useApiTest({ id: 5, role: 'BRAND' });
  let calls: { call: string; body: unknown }[];

  beforeEach(() => {
    useSessionStore.setState({ brand: { id: BRAND_ID, name: 'Medina Threads', logo: null } });
    calls = routeApi(fetchMock, {
      'GET /reports/brand/customers?*': ok(customersPage([customer(), karim])),
    });
  });

  it('lists the customers the server derived, with the summary, 10 a page by the latest order', async () => {
    renderCustomers();
    const rows = await screen.findAllByTestId('customer-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Amira Ben Salah');
    expect(rows[0]!.textContent).toContain('amira@example.tn');
    expect(rows[0]!.textContent).toContain('85.00');
    expect(within(rows[0]!).getByText('Inactive')).toBeTruthy();
    expect(within(rows[1]!).getByText('Active')).toBeTruthy();
    expect(screen.getAllByTestId('customer-metric').map((card) => card.textContent)).toEqual([
      'Customers2',
      'Active1',
      'Inactive1',
      'Repeat customers1',
    ]);
    expect(screen.getByText('Showing 1 to 2 of 2 customers')).toBeTruthy();
    expect(Object.fromEntries(lastListCall(calls))).toEqual({
      page: '0',
      size: '10',
      sortBy: 'lastOrder',
      direction: 'desc',
      status: 'all',
    });
    // View and Message name the customer they act on
    expect(screen.getByRole('button', { name: 'View the orders of Amira Ben Salah' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message Karim Haddad' })).toBeTruthy();
  });

  it('filters by status, kept in the address, and starts again at the first page', async () => {
    const router = renderCustomers(`${PATH}?page=2`);
    await screen.findAllByTestId('customer-row');
    const group = screen.getByRole('group', { name: 'Show customers' });
    expect(within(group).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(lastListCall(calls).get('status')).toBe('inactive'));
    expect(lastListCall(calls).get('page')).toBe('0');
    expect(router.state.location.search).toBe('?status=inactive');
    expect(
      within(group).getByRole('button', { name: 'Inactive' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('searches by name or email once typing pauses, and Clear search brings everyone back', async () => {
    const router = renderCustomers();
    await screen.findAllByTestId('customer-row');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const box = screen.getByRole('searchbox', { name: 'Search customers' });
      fireEvent.change(box, { target: { value: 'ami' } });
      fireEvent.change(box, { target: { value: 'amira' } });
      // nothing asked while typing
      expect(listCalls(calls).some((call) => call.includes('search='))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastListCall(calls).get('search')).toBe('amira'));
    expect(listCalls(calls).filter((call) => call.includes('search=ami&'))).toEqual([]);

    await waitFor(() => expect(router.state.location.search).toBe('?q=amira'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    // back to the list without a search (answered from the cache)
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('customer-row')).toHaveLength(2);
    expect(
      (screen.getByRole('searchbox', { name: 'Search customers' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says when nothing matches the search, with Clear search', async () => {
    routeApi(fetchMock, {
      'GET /reports/brand/customers?*': ok(customersPage([], { totalElements: 0, totalPages: 0 })),
    });
    renderCustomers(`${PATH}?q=zz`);
    expect(await screen.findByText('No customer matches “zz”.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear search' }).length).toBeGreaterThan(0);
  });

  it('asks at most the search length the API takes, even from a hand-made address', async () => {
    renderCustomers(`${PATH}?q=${'a'.repeat(250)}`);
    await screen.findAllByTestId('customer-row');
    expect(lastListCall(calls).get('search')).toBe('a'.repeat(200));
  });

  it('sorts by a column from its header: aria-sort follows, a second press turns the order', async () => {
    renderCustomers();
    await screen.findAllByTestId('customer-row');
    const header = () => screen.getByRole('columnheader', { name: 'Total spent' });
    expect(header().getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Last order' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    // a native button inside the header: reachable with Tab, pressed with Enter or Space
    const sortButton = within(header()).getByRole('button', { name: 'Total spent' });
    sortButton.focus();
    expect(document.activeElement).toBe(sortButton);
    fireEvent.click(sortButton);
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    expect(lastListCall(calls).get('sortBy')).toBe('totalSpent');
    expect(lastListCall(calls).get('direction')).toBe('desc');
    fireEvent.click(within(header()).getByRole('button', { name: 'Total spent' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    expect(lastListCall(calls).get('direction')).toBe('asc');
    // a text column starts A to Z
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: 'Customer' })).getByRole('button'),
    );
    await waitFor(() => expect(lastListCall(calls).get('sortBy')).toBe('name'));
    expect(lastListCall(calls).get('direction')).toBe('asc');
  });

  it('pages with the chosen page size', async () => {
    calls = routeApi(fetchMock, {
      'GET /reports/brand/customers?*': ok(
        customersPage([customer(), karim], {
          totalElements: 12,
          totalPages: 6,
          size: 2,
          page: { totalElements: 12, totalPages: 6, number: 0, size: 2 },
        }),
      ),
    });
    renderCustomers();
    await screen.findAllByTestId('customer-row');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), {
      target: { value: '25' },
    });
    await waitFor(() => expect(lastListCall(calls).get('size')).toBe('25'));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListCall(calls).get('page')).toBe('2'));
  });

  it('shows the error with Try again, which asks again', async () => {
    let attempts = 0;
    routeApi(fetchMock, {
      'GET /reports/brand/customers?*': () =>
        // the first call and its automatic retry fail
        ++attempts <= 2
          ? refused(500, 'internal_error', 'Something went wrong')
          : ok(customersPage([karim])),
    });
    renderCustomers();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('customer-row')).toHaveLength(1);
  });

  it('says when the brand has no customers yet', async () => {
    routeApi(fetchMock, {
      'GET /reports/brand/customers?*': ok({
        ...customersPage([], { totalElements: 0, totalPages: 0 }),
        summary: { ...summary, totalCustomers: 0, activeCustomers: 0, inactiveCustomers: 0 },
      }),
    });
    renderCustomers();
    expect(await screen.findByText('No customers yet')).toBeTruthy();
  });

  it("View lists the customer's orders with the brand: its part's status, items and total", async () => {
    calls = routeApi(fetchMock, {
      'GET /reports/brand/customers?*': ok(customersPage([customer(), karim])),
      [`GET /orders/brand/${BRAND_ID}/paged?*`]: ok({
        content: amirasOrders,
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 50,
        page: { totalElements: 2, totalPages: 1, number: 0, size: 50 },
        metrics: {},
      }),
    });
    renderCustomers();
    fireEvent.click(
      await screen.findByRole('button', { name: 'View the orders of Amira Ben Salah' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Orders of Amira Ben Salah' });
    const rows = await within(dialog).findAllByTestId('customer-order');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('SK-2611-000042');
    expect(within(rows[0]!).getByTestId('order-status').textContent).toBe('Cancelled');
    expect(rows[1]!.textContent).toContain('Silk Scarf × 1(rejected)');
    expect(rows[1]!.textContent).toContain('60.00');
    const asked = calls.find(({ call }) => call.startsWith(`GET /orders/brand/${BRAND_ID}/paged`));
    expect(Object.fromEntries(new URLSearchParams(asked!.call.split('?')[1]))).toMatchObject({
      customerId: '3',
      size: '50',
    });
  });

  it('Message sends to the latest order by default, with counters, and shows it in the log', async () => {
    calls = routeApi(fetchMock, {
      'GET /reports/brand/customers?*': ok(customersPage([customer(), karim])),
      [`GET /orders/brand/${BRAND_ID}/paged?*`]: ok({
        content: amirasOrders,
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 50,
        page: { totalElements: 2, totalPages: 1, number: 0, size: 50 },
        metrics: {},
      }),
      [`GET /orders/brand/${BRAND_ID}/order/42/messages`]: ok([
        sentMessage({ id: 80, subject: 'Earlier note', body: 'Packed today.' }),
      ]),
      [`GET /orders/brand/${BRAND_ID}/order/40/messages`]: ok([]),
      [`POST /orders/brand/${BRAND_ID}/order/42/messages`]: (body) => ({
        status: 201,
        ...ok(sentMessage(body as Partial<OrderMessage>), 'Message sent to the customer.'),
      }),
    });
    renderCustomers();
    fireEvent.click(await screen.findByRole('button', { name: 'Message Amira Ben Salah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Amira Ben Salah' });
    const choice = within(dialog).getByRole('combobox', { name: 'About the order' });
    expect((choice as HTMLSelectElement).value).toBe('42');
    expect(await within(dialog).findByText('Earlier note')).toBeTruthy();

    // nothing typed: the form says what is missing and sends nothing
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.some(({ call }) => call.startsWith('POST'))).toBe(false);

    const subject = within(dialog).getByRole('textbox', { name: /Subject/ });
    fireEvent.change(subject, { target: { value: 'Your mug' } });
    expect(within(dialog).getByText('8/150 characters')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Sorry for the cancellation.' },
    });
    expect(within(dialog).getByText('27/2000 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(toastTexts()).toContain('Message sent to Amira Ben Salah.'));
    expect(calls.find(({ call }) => call.startsWith('POST'))!.body).toEqual({
      subject: 'Your mug',
      body: 'Sorry for the cancellation.',
    });
    const logged = await within(dialog).findAllByTestId('logged-message');
    expect(logged.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Your mug'),
      expect.stringContaining('Earlier note'),
    ]);
    expect((subject as HTMLInputElement).value).toBe('');

    // another order of hers: its own log
    await waitFor(() => expect(choice.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(choice, { target: { value: '40' } });
    expect(await within(dialog).findByText('No messages about this order yet.')).toBeTruthy();
  });

  it('keeps what was typed when the message is refused, and says why', async () => {
    routeApi(fetchMock, {
      'GET /reports/brand/customers?*': ok(customersPage([customer()])),
      [`GET /orders/brand/${BRAND_ID}/paged?*`]: ok({
        content: amirasOrders,
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 50,
        page: { totalElements: 2, totalPages: 1, number: 0, size: 50 },
        metrics: {},
      }),
      [`GET /orders/brand/${BRAND_ID}/order/42/messages`]: ok([]),
      [`POST /orders/brand/${BRAND_ID}/order/42/messages`]: refused(
        429,
        'too_many_messages',
        'You have sent many messages in a short time.',
      ),
    });
    renderCustomers();
    fireEvent.click(await screen.findByRole('button', { name: 'Message Amira Ben Salah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Amira Ben Salah' });
    const subject = within(dialog).getByRole('textbox', { name: /Subject/ });
    const body = within(dialog).getByRole('textbox', { name: /Message/ });
    fireEvent.change(subject, { target: { value: 'Your mug' } });
    fireEvent.change(body, { target: { value: 'Sorry.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'You have sent many messages in a short time. Please wait a while before sending another.',
      ),
    );
    expect((subject as HTMLInputElement).value).toBe('Your mug');
    expect((body as HTMLTextAreaElement).value).toBe('Sorry.');
    expect(within(dialog).queryAllByTestId('logged-message')).toEqual([]);
  });
});
