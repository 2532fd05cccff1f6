import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTranslation } from '../../../../lib/i18n';
import { useLanguageStore } from '../../../../lib/language';
import { useApiTest } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import { brandsReport, ok, refused, routeApi } from '../../overview/test-fixtures';
import BrandPerformancePage from './brand-performance-page';

const PATH = '/dashboard/admin/brands/reports';
const renderPage = (path = PATH) =>
  renderRoutes([{ path: PATH, element: <BrandPerformancePage /> }], path);

const reports = {
  'GET /reports/brands?period=weekly': ok(brandsReport('weekly')),
  'GET /reports/brands?period=monthly': ok(brandsReport('monthly')),
  'GET /reports/brands?period=yearly': ok(brandsReport('yearly')),
};

describe('the brand performance report (dashboards §2, issue 13 part 4)', () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });
  afterEach(() => {
    act(() => useLanguageStore.setState({ language: 'en' }));
  });

  it('shows the summary cards and every brand with its growth, monthly first', async () => {
    routeApi(fetchMock, reports);
    renderPage();
    const period = await screen.findByRole('combobox', { name: 'Period' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Weekly', 'Monthly', 'Yearly']);
    expect((period as HTMLSelectElement).value).toBe('monthly');
    const summary = await screen.findByTestId('brands-summary');
    await waitFor(() => expect(summary.getAttribute('aria-busy')).toBeNull());
    expect(summary.textContent).toMatch(
      /Total revenueLast 30 days1\.45k dt.*Top brandMedina Threads72\.4% of revenue.*Most productsMedina ThreadsProducts: 3.*Fastest growingAtlas LampsUp 50% on the previous period/,
    );
    const rows = within(screen.getByTestId('brands-table')).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('BrandRevenue (dt)OrdersProductsRatingGrowth');
    expect(rows[1]!.textContent).toBe(
      'Medina Threads1,050.00 dt934.6Down 12.5% on the previous period',
    );
    expect(rows[3]!.textContent).toBe('Newcomer0.00 dt000.0Nothing in the previous period');
  });

  it('asks for another period when it is chosen, keeping it in the address', async () => {
    const calls = routeApi(fetchMock, reports);
    const router = renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Period' }), {
      target: { value: 'yearly' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('brands-summary').textContent).toContain('12.5k dt'),
    );
    expect(router.state.location.search).toBe('?period=yearly');
    expect(calls.map((call) => call.call)).toEqual([
      'GET /reports/brands?period=monthly',
      'GET /reports/brands?period=yearly',
    ]);
  });

  it('gives the chart a table of the same figures', async () => {
    routeApi(fetchMock, reports);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Revenue by brand' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('BrandRevenue (dt)Orders');
    expect(rows[2]!.textContent).toBe('Atlas Lamps400.00 dt3');
  });

  it('says when the report failed (dashFailed)', async () => {
    routeApi(fetchMock, {
      'GET /reports/brands?period=monthly': refused(403, 'forbidden', 'Forbidden'),
    });
    renderPage();
    expect(await screen.findByText('We could not load the figures.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await loadTranslation('ar');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    routeApi(fetchMock, reports);
    renderPage(`${PATH}?period=weekly`);
    const period = await screen.findByRole('combobox', { name: 'الفترة' });
    expect((period as HTMLSelectElement).value).toBe('weekly');
    const table = await screen.findByTestId('brands-table');
    expect(within(table).getAllByRole('row')[0]!.textContent).toBe(
      'العلامةالإيرادات (د.ت)الطلباتالمنتجاتالتقييمالنمو',
    );
  });
});
