import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTranslation } from '../../../../lib/i18n';
import { useLanguageStore } from '../../../../lib/language';
import { useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import {
  adminCustomer,
  adminOverview,
  newestCustomers,
  ok,
  refused,
  routeApi,
} from '../test-fixtures';
import AdminOverviewPage from './overview-page';

const renderPage = () =>
  renderRoutes([{ path: '/dashboard/admin', element: <AdminOverviewPage /> }], '/dashboard/admin');

const CUSTOMERS = 'GET /users/paged?page=0&size=10&sortBy=registrationDate&direction=desc';

describe('the admin overview (dashboards §2 "Overview", issue 13)', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });
  afterEach(() => {
    act(() => useLanguageStore.setState({ language: 'en' }));
  });

  it('shows earnings (Nk above 1000), orders, visitors and sign-ups with their growth', async () => {
    const calls = routeApi(fetchMock, {
      'GET /reports/overview?range=month': ok({
        ...adminOverview('month'),
        metrics: {
          ...adminOverview('month').metrics,
          earnings: { value: 1250.5, previous: 1000, percentChange: 25.1 },
        },
      }),
      [CUSTOMERS]: ok(newestCustomers()),
    });
    renderPage();
    const metrics = await screen.findByTestId('admin-metrics');
    await waitFor(() => expect(metrics.getAttribute('aria-busy')).toBeNull());
    expect(metrics.textContent).toMatch(
      /EarningsLast 30 days1\.25k dt.*Up 25\.1% on the previous period.*OrdersLast 30 days12Down 25% on the previous period.*VisitorsLast 30 days28Nothing in the previous period.*Sign-upsLast 30 days2Same as the previous period/,
    );
    expect(within(metrics).getByText('1,250.50 dt')).toBeTruthy();
    expect(calls.map((call) => call.call).sort()).toEqual(
      [CUSTOMERS, 'GET /reports/overview?range=month'].sort(),
    );
  });

  it('gives the sales chart a table with the same figures, and may show it instead', async () => {
    routeApi(fetchMock, {
      'GET /reports/overview?range=month': ok(adminOverview('month')),
      [CUSTOMERS]: ok(newestCustomers()),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sales' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[0]!.textContent).toBe('DaySales (dt)Orders');
    expect(rows[30]!.textContent).toBe('15 Jun265.00 dt2');
    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as chart' })).toBeTruthy();
  });

  it('shows the brands section, the top 3 brands by rating and the newest customers', async () => {
    routeApi(fetchMock, {
      'GET /reports/overview?range=month': ok(adminOverview('month')),
      [CUSTOMERS]: ok(
        newestCustomers([
          adminCustomer(),
          adminCustomer({
            id: 32,
            firstname: null,
            lastname: null,
            email: 'x@example.tn',
            enabled: false,
          }),
        ]),
      ),
    });
    renderPage();
    expect((await screen.findByTestId('admin-brands')).textContent).toBe(
      'All brands6Active4Disabled2New in the period1',
    );
    const top = screen.getByTestId('admin-top-brands');
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Medina ThreadsReviews: 12', '2Atlas LampsReviews: 3', '3Rated FourReviews: 30']);
    expect(within(top).getAllByRole('img')[0]!.getAttribute('aria-label')).toMatch(/4\.6/);
    const customers = await screen.findByTestId('admin-newest-customers');
    const rows = within(customers).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('CustomerEmailRegisteredStatus');
    expect(rows[1]!.textContent).toMatch(/Leila Trabelsileila@example\.tn10 Jun 2026Active$/);
    expect(rows[2]!.textContent).toContain('Inactive');
    expect(screen.getByRole('link', { name: 'View all customers' }).getAttribute('href')).toBe(
      '/dashboard/admin/customers',
    );
  });

  it('says when the figures failed (dashFailed), and Try again asks again', async () => {
    let fail = true;
    routeApi(fetchMock, {
      'GET /reports/overview?range=month': () =>
        fail ? refused(403, 'forbidden', 'Forbidden') : ok(adminOverview('month')),
      [CUSTOMERS]: ok(newestCustomers([])),
    });
    renderPage();
    expect(await screen.findByText('We could not load the figures.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-top-brands')).toBeTruthy();
    expect(screen.getByText('No customers yet.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await loadTranslation('ar');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    routeApi(fetchMock, {
      'GET /reports/overview?range=month': ok(adminOverview('month')),
      [CUSTOMERS]: ok(newestCustomers()),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'المبيعات' });
    expect(within(table).getAllByRole('row')[0]!.textContent).toBe('اليومالمبيعات (د.ت)الطلبات');
    expect(screen.getByRole('heading', { name: 'أفضل 3 علامات حسب التقييم' })).toBeTruthy();
  });
});
