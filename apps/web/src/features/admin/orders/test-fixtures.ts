import type { AdminOrder, AdminOrderInsights } from '@souk/shared/responses/admin-orders';
import { moneyOf, order, orderItem, page, useApiTest } from '../../../test/fixtures';

/** The admin orders screen's test data, as GET /orders/paged answers it. */

export { ok, refused, routeApi } from '../../../test/fetch';
export { orderItem, toastTexts } from '../../../test/fixtures';

/** Order 42: two linen shirts of Medina Threads (part 301) and a lamp of Atlas Lamps (part 302). */
export const adminOrder = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  ...order({
    items: [
      orderItem(),
      orderItem({
        id: 502,
        brandId: 8,
        brandName: 'Atlas Lamps',
        brandOrderId: 302,
        productName: 'Brass lamp',
        color: null,
        size: null,
        quantity: 1,
        subtotal: 120,
      }),
    ],
    subtotal: 280,
    total: 287,
    amountDue: 287,
  }),
  brandOrders: [
    part({ id: 301, brandId: 7, brandName: 'Medina Threads', subtotal: 160 }),
    part({ id: 302, brandId: 8, brandName: 'Atlas Lamps', subtotal: 120 }),
  ],
  brandPartsCount: 2,
  refunds: [],
  ...over,
});

export const part = (
  over: Partial<AdminOrder['brandOrders'][number]> = {},
): AdminOrder['brandOrders'][number] => ({
  id: 301,
  brandId: 7,
  brandName: 'Medina Threads',
  status: 'PENDING',
  subtotal: 160,
  money: moneyOf({ itemsOrdered: over.subtotal ?? 160, amountDue: over.subtotal ?? 160 }),
  processedDate: null,
  shippedDate: null,
  deliveredDate: null,
  cancelledDate: null,
  refundedDate: null,
  refundedAmount: 0,
  refundableAmount: over.subtotal ?? 160,
  ...over,
});

export const insights = (over: Partial<AdminOrderInsights> = {}): AdminOrderInsights => ({
  totalOrders: 40,
  pendingOrders: 9,
  shippedOrders: 6,
  completedOrders: 18,
  cancelledOrders: 5,
  refundedOrders: 2,
  deliveredRevenue: 2480.5,
  refundDueOrders: 1,
  refundDueTotal: 127,
  ...over,
});

/** A page of orders with the insights of the metric cards. */
export const ordersPage = (rows: AdminOrder[], over: Partial<AdminOrderInsights> = {}) => ({
  ...page(rows),
  insights: insights(over),
});

/** Each test starts with empty caches, signed in as an admin. */
export const useAdminOrdersTest = () => useApiTest({ id: 1, role: 'ADMIN' });
