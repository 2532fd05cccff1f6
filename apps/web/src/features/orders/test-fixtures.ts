import type { BrandOrder, Order } from '@souk/shared/responses/orders';
import { moneyOf, orderItem, order as placedOrder, useApiTest } from '../../test/fixtures';

/** The order history's test data: orders as GET /orders/customer/{id} answers them. */

export { ok, routeApi } from '../../test/fetch';
export { orderItem as item, toastTexts } from '../../test/fixtures';

export const part = (over: Partial<BrandOrder> = {}): BrandOrder => ({
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
  ...over,
});

/** An order of two days ago holding one item of one brand. */
export const order = (over: Partial<Order> = {}): Order =>
  placedOrder({
    orderDate: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
    items: [orderItem()],
    brandOrders: [part()],
    ...over,
  });

/** Each test starts with empty caches and toasts, signed in as customer 3. */
export const useOrdersTest = () => useApiTest();
