import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminCustomer,
  AdminCustomerPage,
  CustomerStatistics,
} from '@souk/shared/responses/admin-users';
import { ApiError } from '../../../../lib/api-client';
import { leafKeys } from '../../../../lib/i18n';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/use-debounced-search';
import en from '../../../../locales/en/adminCustomers';
import fr from '../../../../locales/fr/adminCustomers';
import ar from '../../../../locales/ar/adminCustomers';
import { ok, refused, routeApi } from '../../../../test/fetch';
import { toastTexts, useApiTest } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/list-page';
import { customerStatisticsQuery } from '../api/get-customer-statistics';
import CustomersPage from './customers-page';

const ADMIN_ID = 1;

const customer = (over: Partial<AdminCustomer> = {}): AdminCustomer => ({
  id: 12,
  firstname: 'Amira',
  lastname: 'Ben Salah',
  email: 'amira@example.tn',
  phoneNumber: '+21622123456',
  address: '12 Rue de Marseille',
  city: 'Tunis',
  registrationDate: '2026-11-20T10:00:00.000Z',
  lastLogin: '2026-11-24T10:00:00.000Z',
  profilePicture: null,
  enabled: true,
  emailVerified: true,
  language: 'fr',
  orderCount: 2,
  ...over,
});

const amira = customer();
const karim = customer({
  id: 13,
  firstname: 'Karim',
  lastname: 'Haddad',
  email: 'karim@example.tn',
  phoneNumber: null,
  address: null,
  city: null,
  enabled: false,
  orderCount: 0,
});

const statistics = (over: Partial<CustomerStatistics> = {}): CustomerStatistics => ({
  totalCustomers: 1240,
  activeCustomers: 1100,
  newCustomersThisMonth: 37,
  satisfactionPercentage: 86.4,
  reviewCount: 250,
  ...over,
});

function customersPage(
  content: AdminCustomer[],
  over: { totalElements?: number; number?: number; size?: number } = {},
): AdminCustomerPage {
  const size = over.size ?? 5;
  const totalElements = over.totalElements ?? content.length;
  const info = {
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: over.number ?? 0,
    size,
  };
  return { content, ...info, page: info };
}

const PATH = '/dashboard/admin/customers';
const renderCustomers = (path = PATH) => renderPage(<CustomersPage />, PATH, path);

type Calls = { call: string; body: unknown }[];
const listCalls = (calls: Calls) =>
  calls.map(({ call }) => call).filter((call) => /^GET \/users\/(\w+\/)?paged/.test(call));
const lastListCall = (calls: Calls) => {
  const [path, query] = listCalls(calls).at(-1)!.split('?');
  return { path: path!.replace('GET ', ''), params: new URLSearchParams(query) };
};
const statisticsCalls = (calls: Calls) =>
  calls.filter(({ call }) => call === 'GET /users/statistics').length;

describe('the admin customers page (dashboards §2 "Customers")', () => {
  const fetchMock = useApiTest({ id: ADMIN_ID, role: 'ADMIN' });
  let calls: Calls;

  beforeEach(() => {
    calls = routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': ok(customersPage([amira, karim])),
    });
  });

  it('shows the 4 metric cards and the first 5 customers, newest first', async () => {
    renderCustomers();
    const rows = await screen.findAllByTestId('customer-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Amira Ben Salah');
    expect(rows[0]!.textContent).toContain('amira@example.tn');
    expect(rows[0]!.textContent).toContain('+21622123456');
    expect(rows[0]!.textContent).toContain('12 Rue de Marseille, Tunis');
    expect(rows[0]!.textContent).toContain('20 Nov 2026');
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(within(rows[1]!).getByText('Inactive')).toBeTruthy();
    // karim has no phone and no address, said in words; his avatar falls back to his initials
    expect(within(rows[1]!).getAllByText('None')).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('KH');
    const cards = await screen.findAllByTestId('customer-metric');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Total customers1,240',
      'Active customers1,100',
      'New this month37',
      'Satisfaction86.4%Rated 4 or 5 stars, of 250 reviews',
    ]);
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeTruthy();
    expect(lastListCall(calls)).toEqual({
      path: '/users/paged',
      params: new URLSearchParams({
        page: '0',
        size: '5',
        sortBy: 'registrationDate',
        direction: 'desc',
      }),
    });
  });

  it('shows “—” for satisfaction while there are no reviews', async () => {
    routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics({ satisfactionPercentage: null, reviewCount: 0 })),
      'GET /users/*': ok(customersPage([amira])),
    });
    renderCustomers();
    const cards = await screen.findAllByTestId('customer-metric');
    expect(cards[3]!.textContent).toBe('Satisfaction—No reviews yet');
  });

  it('filters All, Active, Inactive and New, each its own call, kept in the address', async () => {
    const router = renderCustomers(`${PATH}?page=3`);
    await screen.findAllByTestId('customer-row');
    const group = screen.getByRole('group', { name: 'Show customers' });
    expect(within(group).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const [label, path] of [
      ['Inactive', '/users/inactive/paged'],
      ['Active', '/users/active/paged'],
      ['New', '/users/new/paged'],
    ] as const) {
      fireEvent.click(within(group).getByRole('button', { name: label }));
      await waitFor(() => expect(lastListCall(calls).path).toBe(path));
      expect(lastListCall(calls).params.get('page')).toBe('0');
      expect(within(group).getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
    expect(router.state.location.search).toBe('?filter=new');
    expect(screen.getByText('New: registered in the last 30 days')).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches once typing pauses, keeping the search in the address', async () => {
    const router = renderCustomers();
    await screen.findAllByTestId('customer-row');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const box = screen.getByRole('searchbox', { name: 'Search customers' });
      fireEvent.change(box, { target: { value: '22 1' } });
      fireEvent.change(box, { target: { value: '22 123' } });
      expect(listCalls(calls).some((call) => call.includes('search='))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(lastListCall(calls).params.get('search')).toBe('22 123'));
    expect(listCalls(calls).filter((call) => call.includes('search=22+1&'))).toEqual([]);
    await waitFor(() => expect(router.state.location.search).toBe('?q=22+123'));
  });

  it('says when nothing matches, with Clear search', async () => {
    routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': ok(customersPage([])),
    });
    renderCustomers(`${PATH}?q=zz`);
    expect(await screen.findByText('No customer matches “zz”.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Clear search' }).length).toBeGreaterThan(0);
  });

  it('pages with at most 5 page buttons, first, previous, next and last, and the page size', async () => {
    calls = routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': ok(customersPage([amira, karim], { totalElements: 58 })),
    });
    renderCustomers();
    await screen.findAllByTestId('customer-row');
    const pager = screen.getByRole('navigation', { name: 'Pages of customers' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(4);
    expect(within(pager).getByText('1').getAttribute('aria-current')).toBe('page');
    // on the first page, First and Previous lead nowhere
    expect(within(pager).queryByRole('button', { name: 'First page' })).toBeNull();
    expect(screen.getByText('Showing 1 to 2 of 58 entries')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastListCall(calls).params.get('page')).toBe('11'));

    const size = screen.getByRole('combobox', { name: 'Entries per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50']);
    fireEvent.change(size, { target: { value: '25' } });
    await waitFor(() => expect(lastListCall(calls).params.get('size')).toBe('25'));
    expect(lastListCall(calls).params.get('page')).toBe('0');
  });

  it('sorts by a column from its header', async () => {
    renderCustomers();
    await screen.findAllByTestId('customer-row');
    expect(screen.getByRole('columnheader', { name: 'Registered' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: 'Email' })).getByRole('button'),
    );
    await waitFor(() => expect(lastListCall(calls).params.get('sortBy')).toBe('email'));
    expect(lastListCall(calls).params.get('direction')).toBe('asc');
  });

  it('changes the status in the modal: Update only once the choice differs; then a toast and a refresh', async () => {
    calls = routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': ok(customersPage([amira, karim])),
      'PATCH /users/toggle-status/12': ok({ ...amira, enabled: false }),
    });
    renderCustomers();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit the status of Amira Ben Salah' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Account Status' });
    const select = within(dialog).getByRole('combobox', { name: 'Account status' });
    const updateButton = within(dialog).getByRole('button', { name: 'Update' });
    expect((select as HTMLSelectElement).value).toBe('active');
    expect((updateButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'inactive' } });
    expect((updateButton as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).getByRole('note').textContent).toContain('logged out at once');
    fireEvent.change(select, { target: { value: 'active' } });
    expect((updateButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'inactive' } });

    const listsBefore = listCalls(calls).length;
    const statisticsBefore = statisticsCalls(calls);
    fireEvent.click(updateButton);
    await waitFor(() =>
      expect(toastTexts()).toContain('The account of Amira Ben Salah is inactive.'),
    );
    expect(calls.find(({ call }) => call.startsWith('PATCH'))!.body).toEqual({ enabled: false });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(statisticsCalls(calls)).toBeGreaterThan(statisticsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why a status change was refused, in the modal', async () => {
    routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': ok(customersPage([karim])),
      'PATCH /users/toggle-status/13': refused(
        422,
        'staff_account_protected',
        'Only customer accounts can be disabled or deleted here: admin and brand logins cannot.',
      ),
    });
    renderCustomers();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the status of Karim Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Account Status' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'active' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Only customer accounts',
    );
  });

  it('deletes after a warning, and the toast says whether the account was deleted or anonymised', async () => {
    calls = routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': ok(customersPage([amira, karim])),
      'DELETE /users/delete/12': ok({ id: 12, outcome: 'anonymised' }),
      'DELETE /users/delete/13': ok({ id: 13, outcome: 'deleted' }),
    });
    renderCustomers();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Amira Ben Salah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Amira Ben Salah?' });
    expect(dialog.textContent).toContain('This cannot be undone');
    expect(dialog.textContent).toContain('anonymised instead');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Amira Ben Salah had orders: the account was anonymised and the orders kept.',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Karim Haddad' }));
    const second = await screen.findByRole('dialog', { name: 'Delete Karim Haddad?' });
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toContain('The account of Karim Haddad was deleted.'));
    expect(calls.filter(({ call }) => call.startsWith('DELETE')).map(({ call }) => call)).toEqual([
      'DELETE /users/delete/12',
      'DELETE /users/delete/13',
    ]);
  });

  it('never offers Edit or Delete on the admin’s own row', async () => {
    routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': ok(customersPage([customer({ id: ADMIN_ID, firstname: 'Me' }), karim])),
    });
    renderCustomers();
    const rows = await screen.findAllByTestId('customer-row');
    expect(within(rows[0]!).queryAllByRole('button')).toEqual([]);
    expect(within(rows[0]!).getByText('Your account')).toBeTruthy();
    expect(within(rows[1]!).getAllByRole('button')).toHaveLength(2);
  });

  it('shows the list’s error with Try again, which asks again', async () => {
    let attempts = 0;
    routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics()),
      'GET /users/*': () =>
        // the first call and its automatic retry fail
        ++attempts <= 2
          ? refused(500, 'internal_error', 'Something went wrong')
          : ok(customersPage([karim])),
    });
    renderCustomers();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('customer-row')).toHaveLength(1);
  });

  it('shows the figures’ error card with Retry', async () => {
    let attempts = 0;
    routeApi(fetchMock, {
      'GET /users/statistics': () =>
        ++attempts === 1
          ? refused(403, 'forbidden', 'You are not allowed to do this.')
          : ok(statistics()),
      'GET /users/*': ok(customersPage([amira])),
    });
    renderCustomers();
    const card = await screen.findByRole('alert', { name: 'Customers in figures' });
    expect(card.textContent).toContain('The figures could not be loaded.');
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('customer-metric')).toHaveLength(4);
  });

  it('says when there are no customers at all', async () => {
    routeApi(fetchMock, {
      'GET /users/statistics': ok(statistics({ totalCustomers: 0, activeCustomers: 0 })),
      'GET /users/*': ok(customersPage([])),
    });
    renderCustomers();
    expect(await screen.findByText('No customers yet')).toBeTruthy();
  });
});

describe('the statistics query (dashboards §9)', () => {
  it('stays fresh 5 minutes and retries a failure 3 times, backing off up to 30 s', () => {
    const options = customerStatisticsQuery();
    expect(options.staleTime).toBe(300_000);
    const retry = options.retry as (count: number, error: unknown) => boolean;
    const serverError = new ApiError({ status: 500, errorCode: 'internal_error', message: '' });
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const delay = options.retryDelay as (attempt: number) => number;
    expect([0, 1, 2, 10].map((attempt) => delay(attempt))).toEqual([1000, 2000, 4000, 30_000]);
  });
});

describe('the adminCustomers texts', () => {
  it('exist in English, French and Arabic, the same keys in each', () => {
    const plural = /_(zero|one|two|few|many|other)$/;
    const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(plural, '')))];
    expect(base(leafKeys(fr)).sort()).toEqual(base(leafKeys(en)).sort());
    expect(base(leafKeys(ar)).sort()).toEqual(base(leafKeys(en)).sort());
  });
});
