import { beforeEach } from 'vitest';
import type { BrandProductsReport } from '@souk/shared/responses/brand-reports';
import type { ReportRange } from '@souk/shared/schemas/brand-reports';
import { useSessionStore } from '../../../lib/session';
import { useApiTest } from '../../../test/fixtures';

/** A brand's report as GET /reports/brand/products answers it, and the brand signed in. */

export { ok, refused, routeApi } from '../../../test/fetch';

export const BRAND = { id: 5, name: 'Medina, "Threads"', logo: null };

/** Signed in as the brand login of BRAND, its brand known. */
export function useBrandTest() {
  const fetchMock = useApiTest({ id: 9, role: 'BRAND' });
  beforeEach(() => {
    useSessionStore.setState({ brand: BRAND });
  });
  return fetchMock;
}

const days = (range: ReportRange) => (range === 'week' ? 7 : range === 'month' ? 30 : 12);

export function brandReport(
  range: ReportRange = 'month',
  over: Partial<BrandProductsReport['overview']> = {},
): BrandProductsReport {
  const count = days(range);
  const series = Array.from({ length: count }, (_, index) => ({
    period:
      range === 'year'
        ? new Date(Date.UTC(2025, 6 + index, 1)).toISOString().slice(0, 10)
        : new Date(Date.UTC(2026, 5, 15 - (count - 1) + index)).toISOString().slice(0, 10),
    revenue: index === count - 1 ? 90 : 0,
    orders: index === count - 1 ? 1 : 0,
    units: index === count - 1 ? 2 : 0,
  }));
  return {
    brand: { id: BRAND.id, name: BRAND.name },
    timeZone: 'Africa/Tunis',
    generatedAt: '2026-06-15T10:00:00.000Z',
    overview: {
      earnings: 1250.5,
      productsCount: 12,
      activeProducts: 9,
      orders: 37,
      averageRating: 4.2,
      reviewCount: 9,
      year: 2026,
      monthlyOrders: Array.from({ length: 12 }, (_, index) => ({
        month: index + 1,
        count: index === 5 ? 3 : index === 1 ? 1 : 0,
        value: index === 5 ? 127.5 : index === 1 ? 85 : 0,
      })),
      topRated: [
        {
          id: 11,
          name: 'Linen Shirt',
          imageUrl: null,
          averageRating: 4.5,
          reviewCount: 2,
          price: 80,
          active: true,
        },
        {
          id: 12,
          name: 'Clay Mug',
          imageUrl: null,
          averageRating: 4,
          reviewCount: 5,
          price: 12.5,
          active: false,
        },
      ],
      recentOrders: [
        {
          orderId: 71,
          orderNumber: 'SK-2606-000071',
          customerName: 'Amira Ben Salah',
          orderDate: '2026-06-14T23:30:00.000Z',
          status: 'PENDING',
          total: 90,
        },
      ],
      ...over,
    },
    analytics: {
      range,
      unit: range === 'year' ? 'month' : 'day',
      from: series[0]!.period,
      to: '2026-06-15',
      series,
      totals: {
        revenue: { value: 127.5, previous: 45, percentChange: 183.3 },
        orders: { value: 3, previous: 1, percentChange: 200 },
        units: { value: 5, previous: 6, percentChange: -16.7 },
        averageOrderValue: { value: 63.75, previous: 45, percentChange: null },
      },
      bestSellers: [
        { id: 12, name: 'Mug, "the big one"', units: 3, revenue: 37.5 },
        { id: 13, name: '=Silk Scarf', units: 2, revenue: 90 },
      ],
      lowStock: [
        { id: 11, name: 'Linen Shirt', quantity: 0, stockLevel: 30 },
        { id: 13, name: 'Silk Scarf', quantity: 7, stockLevel: 30 },
      ],
    },
    ordersReport: {
      monthly: Array.from({ length: 12 }, (_, index) => {
        const month = new Date(Date.UTC(2025, 6 + index, 1)).toISOString().slice(0, 7);
        return {
          month,
          count: month === '2026-06' ? 3 : 0,
          value: month === '2026-06' ? 127.5 : 0,
          percentChange: month === '2026-06' ? 183.3 : null,
        };
      }),
      insights: {
        totalOrders: 7,
        bestPerformingMonth: { month: '2026-06', value: 127.5, count: 3 },
        recentTrend: { direction: 'down', percentage: 12.5 },
      },
    },
  };
}
