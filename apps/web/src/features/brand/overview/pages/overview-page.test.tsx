import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render';
import { brandReport, ok, refused, routeApi, useBrandTest } from '../test-fixtures';
import OverviewPage from './overview-page';

const renderPage = () =>
  renderRoutes([{ path: '/dashboard/brand', element: <OverviewPage /> }], '/dashboard/brand');

describe('the brand overview (dashboards §2 "Overview")', () => {
  const fetchMock = useBrandTest();

  it('shows the metric cards from the report: earnings as Nk above 1000, products, orders, rating', async () => {
    const calls = routeApi(fetchMock, {
      'GET /reports/brand/products?range=month': ok(brandReport()),
    });
    renderPage();
    const metrics = await screen.findByTestId('brand-metrics');
    await waitFor(() => expect(metrics.getAttribute('aria-busy')).toBeNull());
    expect(metrics.textContent).toMatch(
      /EarningsAll time1\.25k dt.*Delivered and paid orders.*Products12.*9 active.*OrdersAll time37.*Average ratingAll time4\.2.*9 reviews/,
    );
    // the full amount for assistive technology
    expect(within(metrics).getByText('1,250.50 dt')).toBeTruthy();
    expect(calls.map((call) => call.call)).toEqual(['GET /reports/brand/products?range=month']);
  });

  it('gives the monthly chart a table with the same figures, Jan to Dec', async () => {
    routeApi(fetchMock, { 'GET /reports/brand/products?range=month': ok(brandReport()) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Orders per month, 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]!.textContent).toBe('MonthOrdersSales (dt)');
    expect(rows[1]!.textContent).toBe('Jan00.00 dt');
    expect(rows[2]!.textContent).toBe('Feb185.00 dt');
    expect(rows[6]!.textContent).toBe('Jun3127.50 dt');
    expect(rows[12]!.textContent).toBe('Dec00.00 dt');
    // the table may be shown to everyone instead of the chart
    fireEvent.click(screen.getAllByRole('button', { name: 'Show as table' })[0]!);
    expect(
      screen.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('lists the top rated products and the recent orders, linking to their pages', async () => {
    routeApi(fetchMock, { 'GET /reports/brand/products?range=month': ok(brandReport()) });
    renderPage();
    const rated = await screen.findAllByTestId('top-rated-product');
    expect(rated).toHaveLength(2);
    expect(rated[0]!.textContent).toMatch(/Linen Shirt.*2 reviews.*80\.00 dt/);
    expect(rated[1]!.textContent).toMatch(/Clay Mug.*Inactive/);
    expect(screen.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe(
      '/dashboard/brand/products',
    );
    const recent = screen.getByTestId('recent-orders');
    expect(within(recent).getAllByRole('row')[1]!.textContent).toMatch(
      /SK-2606-000071Amira Ben Salah.*Pending90\.00 dt/,
    );
    expect(within(recent).getByRole('link', { name: 'SK-2606-000071' }).getAttribute('href')).toBe(
      '/dashboard/brand/orders',
    );
    expect(screen.getByRole('link', { name: 'View all orders' }).getAttribute('href')).toBe(
      '/dashboard/brand/orders',
    );
  });

  it('says when the figures cannot be loaded (dashFailed), and Try again loads them', async () => {
    let fail = true;
    routeApi(fetchMock, {
      'GET /reports/brand/products?range=month': () =>
        fail ? refused(404, 'brand_not_found', 'Brand not found') : ok(brandReport()),
    });
    renderPage();
    expect(await screen.findByText('We could not load your dashboard.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('recent-orders')).toBeTruthy();
  });

  it('invites a brand without products or orders to add products (dashEmpty)', async () => {
    routeApi(fetchMock, {
      'GET /reports/brand/products?range=month': ok(
        brandReport('month', { productsCount: 0, activeProducts: 0, orders: 0 }),
      ),
    });
    renderPage();
    expect(await screen.findByText('Nothing to show yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add products' }).getAttribute('href')).toBe(
      '/dashboard/brand/products',
    );
  });
});
