import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTranslation } from '../../../../lib/i18n';
import { useLanguageStore } from '../../../../lib/language';
import { renderRoutes } from '../../../../test/render';
import { brandReport, ok, routeApi, useBrandTest } from '../../overview/test-fixtures';
import AnalyticsPage from './analytics-page';

const renderPage = (path = '/dashboard/brand/analytics') =>
  renderRoutes([{ path: '/dashboard/brand/analytics', element: <AnalyticsPage /> }], path);

const reports = {
  'GET /reports/brand/products?range=week': ok(brandReport('week')),
  'GET /reports/brand/products?range=month': ok(brandReport('month')),
  'GET /reports/brand/products?range=year': ok(brandReport('year')),
};

describe('the brand analytics (dashboards §2 "Analytics")', () => {
  const fetchMock = useBrandTest();
  afterEach(() => {
    act(() => useLanguageStore.setState({ language: 'en' }));
    vi.restoreAllMocks();
  });

  it('shows the monthly range first, its totals with their growth against the period before', async () => {
    routeApi(fetchMock, reports);
    renderPage();
    const totals = await screen.findByTestId('analytics-totals');
    expect(totals.textContent).toMatch(
      /RevenueLast 30 days127\.50 dtUp 183\.3% on the previous period.*OrdersLast 30 days3Up 200% on the previous period.*Units soldLast 30 days5Down 16\.7% on the previous period.*Average order valueLast 30 days63\.75 dtNothing in the previous period/,
    );
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveProperty('value', 'month');
    expect(within(screen.getByTestId('best-sellers')).getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByTestId('low-stock')).getAllByRole('row')[1]!.textContent).toBe(
      'Linen ShirtOut of stock30',
    );
    expect(screen.getByTestId('orders-insights').textContent).toMatch(
      /Orders in 12 months7Best monthLast 12 monthsJun 2026127\.50 dt · 3 orders.*Recent trendDown 12\.5%/,
    );
  });

  it('switches the range through the address, and the chart’s table follows', async () => {
    const calls = routeApi(fetchMock, reports);
    const router = renderPage();
    const table = await screen.findByRole('table', { name: 'Revenue and orders over time' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), {
      target: { value: 'week' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?range=week'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Revenue and orders over time' })).getAllByRole(
          'row',
        ),
      ).toHaveLength(8),
    );
    const rows = within(
      screen.getByRole('table', { name: 'Revenue and orders over time' }),
    ).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('DayRevenue (dt)Orders');
    expect(rows[1]!.textContent).toBe('9 Jun0.00 dt0');
    expect(rows[7]!.textContent).toBe('15 Jun90.00 dt1');
    expect(calls.map((call) => call.call)).toEqual([
      'GET /reports/brand/products?range=month',
      'GET /reports/brand/products?range=week',
    ]);
  });

  it('reads a yearly range from the address: month by month', async () => {
    routeApi(fetchMock, reports);
    renderPage('/dashboard/brand/analytics?range=year');
    const table = await screen.findByRole('table', { name: 'Revenue and orders over time' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]!.textContent).toBe('MonthRevenue (dt)Orders');
    expect(rows[1]!.textContent).toBe('Jul 20250.00 dt0');
  });

  it('exports the shown figures as a UTF-8 CSV named after the brand and range', async () => {
    routeApi(fetchMock, reports);
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPage('/dashboard/brand/analytics?range=week');
    const exportButton = await screen.findByRole('button', { name: 'Export report' });
    await waitFor(() => expect(exportButton).toHaveProperty('disabled', false));
    fireEvent.click(exportButton);
    expect(clicked[0]!.download).toBe('souk-report-medina-threads-week-2026-06-15.csv');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(
      text.startsWith(
        '\uFEFFSales report,"Medina, ""Threads"""\r\nPeriod,Weekly (last 7 days)\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('\r\nRevenue (dt),127.50,45.00,183.3\r\n');
    expect(text).toContain('\r\n"Mug, ""the big one""",3,37.50\r\n');
  });

  it('reads right to left in Arabic: the table in Arabic with Arabic month names', async () => {
    await loadTranslation('ar');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    routeApi(fetchMock, reports);
    renderPage('/dashboard/brand/analytics?range=year');
    const table = await screen.findByRole('table', { name: 'الإيرادات والطلبات عبر الزمن' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('الشهرالإيرادات (د.ت)الطلبات');
    expect(rows[1]!.textContent).toMatch(/^جويلية 2025/);
    expect(screen.getByRole('button', { name: 'تصدير التقرير' })).toBeTruthy();
  });
});
