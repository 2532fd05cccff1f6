import type {
  AdminOrdersReport,
  AdminOverview,
  BrandsReport,
  CustomersReport,
} from '@souk/shared/responses/admin-reports';
import type { AdminCustomer } from '@souk/shared/responses/admin-users';
import type { AdminReportRange, BrandReportPeriod } from '@souk/shared/schemas/admin-reports';
import { page } from '../../../test/fixtures';

/** The admin reports as the API answers them (issue 13), for the overview, analytics and brands. */

export { ok, refused, routeApi } from '../../../test/fetch';

const BUCKETS: Record<AdminReportRange, number> = { day: 24, week: 7, month: 30, year: 12 };

function periodAt(range: AdminReportRange, index: number, count: number): string {
  if (range === 'year') return new Date(Date.UTC(2025, 6 + index, 1)).toISOString().slice(0, 7);
  if (range === 'day')
    return new Date(Date.UTC(2026, 5, 15, 11 - (count - 1) + index)).toISOString().slice(0, 16);
  return new Date(Date.UTC(2026, 5, 15 - (count - 1) + index)).toISOString().slice(0, 10);
}

export function adminOverview(range: AdminReportRange = 'month'): AdminOverview {
  const count = BUCKETS[range];
  const sales = Array.from({ length: count }, (_, index) => ({
    period: periodAt(range, index, count),
    sales: index === count - 1 ? 265 : 0,
    orders: index === count - 1 ? 2 : 0,
  }));
  return {
    range,
    unit: range === 'year' ? 'month' : range === 'day' ? 'hour' : 'day',
    from: sales[0]!.period,
    timeZone: 'Africa/Tunis',
    generatedAt: '2026-06-15T10:00:00.000Z',
    metrics: {
      earnings: { value: range === 'year' ? 4520.5 : 845, previous: 650, percentChange: 30 },
      orders: { value: 12, previous: 16, percentChange: -25 },
      visitors: { value: 28, previous: 0, percentChange: null },
      signups: { value: 2, previous: 2, percentChange: 0 },
    },
    sales,
    brands: { total: 6, enabled: 4, disabled: 2, newInRange: 1 },
    topRated: [
      { id: 1, name: 'Medina Threads', logo: null, averageRating: 4.6, reviewCount: 12 },
      { id: 2, name: 'Atlas Lamps', logo: null, averageRating: 4.6, reviewCount: 3 },
      { id: 3, name: 'Rated Four', logo: null, averageRating: 4, reviewCount: 30 },
    ],
  };
}

export function brandsReport(period: BrandReportPeriod = 'monthly'): BrandsReport {
  return {
    period,
    from: '2026-05-17',
    summary: {
      totalRevenue: period === 'yearly' ? 12500 : 1450,
      topBrand: { name: 'Medina Threads', percentageOfTotal: 72.4 },
      mostProducts: { name: 'Medina Threads', count: 3 },
      fastestGrowing: { name: 'Atlas Lamps', growth: 50 },
    },
    brands: [
      {
        id: 1,
        name: 'Medina Threads',
        revenue: 1050,
        orders: 9,
        products: 3,
        averageRating: 4.6,
        percentChange: -12.5,
        color: '#0f766e',
      },
      {
        id: 2,
        name: 'Atlas Lamps',
        revenue: 400,
        orders: 3,
        products: 1,
        averageRating: 4.6,
        percentChange: 50,
        color: '#c2410c',
      },
      {
        id: 4,
        name: 'Newcomer',
        revenue: 0,
        orders: 0,
        products: 0,
        averageRating: 0,
        percentChange: null,
        color: '#4338ca',
      },
    ],
  };
}

export function customersReport(): CustomersReport {
  return {
    summary: { totalCustomers: 10, topSegment: { type: 'new', percentage: 40 } },
    segments: [
      { type: 'new', count: 4, spending: 120, percentChange: 100 },
      { type: 'occasional', count: 1, spending: 45, percentChange: null },
      { type: 'returning', count: 1, spending: 265, percentChange: 0 },
      { type: 'loyal', count: 2, spending: 1320.5, percentChange: -50 },
      { type: 'inactive', count: 2, spending: 12.5, percentChange: 100 },
    ],
  };
}

export function ordersReport(): AdminOrdersReport {
  return {
    monthly: Array.from({ length: 12 }, (_, index) => {
      const month = new Date(Date.UTC(2025, 6 + index, 1)).toISOString().slice(0, 7);
      return {
        month,
        count: month === '2026-05' ? 4 : month === '2026-04' ? 2 : 0,
        value: month === '2026-05' ? 300 : month === '2026-04' ? 200 : 0,
        percentChange: month === '2026-05' ? 50 : null,
      };
    }),
    insights: {
      totalOrders: 6,
      bestPerformingMonth: { month: '2026-05', value: 300, count: 4 },
      recentTrend: { direction: 'up', percentage: 50 },
    },
  };
}

export function adminCustomer(over: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    id: 31,
    firstname: 'Leila',
    lastname: 'Trabelsi',
    email: 'leila@example.tn',
    phoneNumber: null,
    address: null,
    city: null,
    registrationDate: '2026-06-10T12:00:00.000Z',
    lastLogin: null,
    profilePicture: null,
    enabled: true,
    emailVerified: true,
    language: 'fr',
    orderCount: 0,
    ...over,
  };
}

export const newestCustomers = (customers: AdminCustomer[] = [adminCustomer()]) =>
  page(customers, 10);
