import type { BrandOrder, Order, OrderItem } from '@souk/shared/responses/orders';
import { order as placedOrder, useApiTest } from '../../test/fixtures';

/** The order history's test data: orders as GET /orders/customer/{id} answers them. */

export { ok, routeApi } from '../../test/fetch';
export { toastTexts } from '../../test/fixtures';

export const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 501,
  productId: 11,
  brandId: 7,
  brandName: 'Medina Threads',
  brandOrderId: 301,
  productName: 'Linen shirt',
  productSku: 'SHIRT',
  productPrice: 80,
  discountPrice: 0,
  unitPrice: 80,
  quantity: 2,
  subtotal: 160,
  color: 'Blue',
  size: 'M',
  image: '/uploads/shirt.webp',
  imageUrl: '/uploads/shirt.webp',
  attributes: { color: 'Blue', size: 'M' },
  productSnapshot: '{}',
  status: 'PENDING',
  rejectionReason: null,
  ...over,
});

export const part = (over: Partial<BrandOrder> = {}): BrandOrder => ({
  id: 301,
  brandId: 7,
  brandName: 'Medina Threads',
  status: 'PENDING',
  subtotal: 160,
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
    items: [item()],
    brandOrders: [part()],
    ...over,
  });

/** Each test starts with empty caches and toasts, signed in as customer 3. */
export const useOrdersTest = () => useApiTest();
