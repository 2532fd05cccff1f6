import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTranslation } from '../../../../lib/i18n';
import { useLanguageStore } from '../../../../lib/language';
import { useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import {
  adminOverview,
  brandsReport,
  customersReport,
  ok,
  ordersReport,
  routeApi,
} from '../../overview/test-fixtures';
import AdminAnalyticsPage from './analytics-page';

const renderPage = (path = '/dashboard/admin/analytics') =>
  renderRoutes([{ path: '/dashboard/admin/analytics', element: <AdminAnalyticsPage /> }], path);

const reports = {
  'GET /reports/overview?range=day': ok(adminOverview('day')),
  'GET /reports/overview?range=week': ok(adminOverview('week')),
  'GET /reports/overview?range=month': ok(adminOverview('month')),
  'GET /reports/overview?range=year': ok(adminOverview('year')),
  'GET /reports/brands?period=daily': ok(brandsReport('daily')),
  'GET /reports/brands?period=monthly': ok(brandsReport('monthly')),
  'GET /reports/brands?period=yearly': ok(brandsReport('yearly')),
  'GET /reports/customers': ok(customersReport()),
  'GET /reports/orders': ok(ordersReport()),
};

describe('the admin analytics (dashboards §2 "Analytics", issue 13)', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });
  afterEach(() => {
    act(() => useLanguageStore.setState({ language: 'en' }));
  });

  it('starts on Last Month and the brands tab, and a new range asks for its figures', async () => {
    const calls = routeApi(fetchMock, reports);
    renderPage();
    const range = await screen.findByRole('combobox', { name: 'Time range' });
    expect((range as HTMLSelectElement).value).toBe('month');
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['day', 'Last 24 Hours'],
      ['week', 'Last Week'],
      ['month', 'Last Month'],
      ['year', 'Last Year'],
    ]);
    expect(screen.getByRole('tab', { name: 'Brands' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('brands-table')).textContent).toContain('Medina Threads');

    fireEvent.change(range, { target: { value: 'year' } });
    const table = await screen.findByRole('table', { name: 'Sales' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(within(table).getAllByRole('row')[0]!.textContent).toBe('MonthSales (dt)Orders');
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/^Jul 2025/);
    const metrics = screen.getByTestId('admin-metrics');
    await waitFor(() => expect(metrics.textContent).toContain('4.52k dt'));
    await waitFor(() =>
      expect(screen.getByTestId('brands-summary').textContent).toContain('12.5k dt'),
    );
    expect(calls.map((call) => call.call)).toEqual(
      expect.arrayContaining([
        'GET /reports/overview?range=month',
        'GET /reports/brands?period=monthly',
        'GET /reports/overview?range=year',
        'GET /reports/brands?period=yearly',
      ]),
    );
  });

  it('shows the last 24 hours hour by hour', async () => {
    routeApi(fetchMock, reports);
    renderPage('/dashboard/admin/analytics?range=day');
    const table = await screen.findByRole('table', { name: 'Sales' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[0]!.textContent).toBe('HourSales (dt)Orders');
    expect(rows[24]!.textContent).toBe('11:00265.00 dt2');
  });

  it('shows the customers tab: segments with their spending, change and a table for the chart', async () => {
    routeApi(fetchMock, reports);
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Customers' }));
    const summary = await screen.findByTestId('customers-summary');
    expect(summary.textContent).toBe('Customers10Largest segmentNewNew, 40% of customers');
    const segments = screen.getByTestId('segments-table');
    const rows = within(segments).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('SegmentCustomersSpending (dt)Change over 30 days');
    expect(rows[1]!.textContent).toBe(
      'NewRegistered or first ordered in the last 30 days4120.00 dtUp 100% on the previous period',
    );
    expect(rows[4]!.textContent).toContain('1,320.50 dt');
    const chartTable = screen.getByRole('table', { name: 'Customers by segment' });
    expect(within(chartTable).getAllByRole('row')[1]!.textContent).toBe('New4120.00 dt');
  });

  it('shows the orders tab: the 12 months, the best month and the trend', async () => {
    routeApi(fetchMock, reports);
    renderPage('/dashboard/admin/analytics?tab=orders');
    const insights = await screen.findByTestId('orders-insights');
    expect(insights.textContent).toBe(
      'Orders in 12 months6Best monthLast 12 monthsMay 2026300.00 dtRecent trendUp 50% last month',
    );
    const table = screen.getByRole('table', { name: 'Orders per month, last 12 months' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[11]!.textContent).toBe('May 2026300.00 dt4');
  });

  it('reads right to left in Arabic, with Arabic tabs and range names', async () => {
    await loadTranslation('ar');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    routeApi(fetchMock, reports);
    renderPage('/dashboard/admin/analytics?tab=orders');
    expect(await screen.findByRole('tab', { name: 'الطلبات' })).toBeTruthy();
    const range = screen.getByRole('combobox', { name: 'الفترة الزمنية' });
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['آخر 24 ساعة', 'الأسبوع الماضي', 'الشهر الماضي', 'السنة الماضية']);
    const table = await screen.findByRole('table', { name: 'الطلبات حسب الشهر، آخر 12 شهرًا' });
    expect(within(table).getAllByRole('row')[0]!.textContent).toBe('الشهرالمبيعات (د.ت)الطلبات');
  });
});
