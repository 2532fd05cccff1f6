import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrdersReport } from '@souk/shared/responses/admin-reports';
import AdminAnalyticsPage from '../features/admin/analytics/pages/analytics-page';
import { useUpdateAdminOrderStatus } from '../features/admin/orders/api/change-order';
import { ordersReport } from '../features/admin/overview/test-fixtures';
import AnalyticsPage from '../features/brand/analytics/pages/analytics-page';
import { useUpdateBrandOrderStatus } from '../features/brand/orders/api/update-order-status';
import { BRAND, brandReport, useBrandTest } from '../features/brand/overview/test-fixtures';
import { ok, routeApi } from '../test/fetch';
import { order, useApiTest } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { queryClient } from './query-client';

/**
 * Issue 30: "Analytics opened from the sidebar after a change still showed the old figures until a
 * full reload." The reports stay fresh 5 minutes (dashboards §9), so a change made through the
 * dashboard must mark them stale (decision 029): opened again, the page reads the new figures.
 */

/** A page that changes an order's status as the orders screen does, then links back. */
function AdminChange() {
  const update = useUpdateAdminOrderStatus();
  return (
    <button type="button" onClick={() => update.mutate({ orderId: 42, status: 'SHIPPED' })}>
      Ship order 42
    </button>
  );
}

function BrandChange() {
  const update = useUpdateBrandOrderStatus(BRAND.id);
  return (
    <button type="button" onClick={() => update.mutate({ orderId: 42, status: 'SHIPPED' })}>
      Ship order 42
    </button>
  );
}

const settled = () => waitFor(() => expect(queryClient.isMutating()).toBe(0));

describe("the admin's analytics after a change", () => {
  const fetchMock = useApiTest({ id: 1, role: 'ADMIN' });

  it('shows the new figures when opened again, without a reload', async () => {
    let total = 6;
    const report = (): AdminOrdersReport => {
      const base = ordersReport();
      return { ...base, insights: { ...base.insights, totalOrders: total } };
    };
    routeApi(fetchMock, {
      'GET /reports/orders': () => ok(report()),
      'PATCH /orders/42/status': () => {
        total = 7;
        return ok(order({ status: 'SHIPPED' }));
      },
    });
    const router = renderRoutes(
      [
        { path: '/dashboard/admin/analytics', element: <AdminAnalyticsPage /> },
        { path: '/dashboard/admin/orders', element: <AdminChange /> },
      ],
      '/dashboard/admin/analytics?tab=orders',
    );
    expect((await screen.findByTestId('orders-insights')).textContent).toContain(
      'Orders in 12 months6',
    );

    await act(() => router.navigate('/dashboard/admin/orders'));
    fireEvent.click(screen.getByRole('button', { name: 'Ship order 42' }));
    await settled();
    // from the sidebar: the same in-app navigation, no reload
    await act(() => router.navigate('/dashboard/admin/analytics?tab=orders'));
    await waitFor(() =>
      expect(screen.getByTestId('orders-insights').textContent).toContain('Orders in 12 months7'),
    );
  });
});

describe("the brand's analytics after a change", () => {
  const fetchMock = useBrandTest();

  it('shows the new figures when opened again, without a reload', async () => {
    let revenue = 127.5;
    const report = () => {
      const base = brandReport('month');
      const totals = base.analytics.totals;
      return {
        ...base,
        analytics: {
          ...base.analytics,
          totals: { ...totals, revenue: { ...totals.revenue, value: revenue } },
        },
      };
    };
    routeApi(fetchMock, {
      'GET /reports/brand/products?range=month': () => ok(report()),
      [`PATCH /orders/brand/${BRAND.id}/order/42/status`]: () => {
        revenue = 250;
        return ok({});
      },
    });
    const router = renderRoutes(
      [
        { path: '/dashboard/brand/analytics', element: <AnalyticsPage /> },
        { path: '/dashboard/brand/orders', element: <BrandChange /> },
      ],
      '/dashboard/brand/analytics?range=month',
    );
    expect((await screen.findByTestId('analytics-totals')).textContent).toContain('127.50 dt');

    await act(() => router.navigate('/dashboard/brand/orders'));
    fireEvent.click(screen.getByRole('button', { name: 'Ship order 42' }));
    await settled();
    await act(() => router.navigate('/dashboard/brand/analytics?range=month'));
    await waitFor(() =>
      expect(screen.getByTestId('analytics-totals').textContent).toContain('250.00 dt'),
    );
  });
});
