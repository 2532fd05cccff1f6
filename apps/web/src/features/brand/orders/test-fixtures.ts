import { beforeEach } from 'vitest';
import type { BrandOrderMetrics, BrandOrderRow } from '@souk/shared/responses/brand-orders';
import { useSessionStore } from '../../../lib/session';
import { moneyOf, orderItem, page, useApiTest } from '../../../test/fixtures';

/** The brand orders screen's test data, as GET /orders/brand/{brandId}/paged answers it. */

export { ok, refused, routeApi } from '../../../test/fetch';
/** Brand 7's item (the shared order item belongs to it). */
export { orderItem as brandItem, toastTexts } from '../../../test/fixtures';

export const BRAND_ID = 7;

export const brandOrder = (over: Partial<BrandOrderRow> = {}): BrandOrderRow => ({
  id: 1,
  orderId: over.id ?? 1,
  brandOrderId: 300 + (over.id ?? 1),
  orderNumber: 'SK-2611-000001',
  customerId: 3,
  customerName: 'Amira Ben Salah',
  customerEmail: 'amira@example.tn',
  status: 'PENDING',
  orderDate: '2026-11-02T10:00:00.000Z',
  processedDate: null,
  shippedDate: null,
  deliveredDate: null,
  cancelledDate: null,
  refundedDate: null,
  paymentMethod: 'ON_DELIVERY',
  paymentStatus: 'PENDING',
  shippingFirstName: 'Amira',
  shippingLastName: 'Ben Salah',
  shippingEmail: 'amira@example.tn',
  shippingPhone: '+216 22 123 456',
  shippingAddress: '12 Rue de Marseille',
  shippingCity: 'Tunis',
  shippingState: 'Tunis',
  shippingZipCode: '1000',
  shippingCountry: 'Tunisia',
  subtotal: 160,
  shippingCost: 0,
  discount: 0,
  total: 160,
  refundedAmount: 0,
  refundableAmount: 160,
  money: moneyOf(
    { itemsOrdered: over.subtotal ?? 160, amountDue: over.total ?? 160 },
    over.paymentStatus,
  ),
  notes: null,
  items: [orderItem()],
  ...over,
});

export const metrics = (over: Partial<BrandOrderMetrics> = {}): BrandOrderMetrics => ({
  totalOrders: 12,
  pendingOrders: 4,
  shippedOrders: 3,
  deliveredOrders: 5,
  cancelledOrders: 0,
  refundedOrders: 0,
  deliveredRevenue: 1520.5,
  ...over,
});

/** A page of rows with its metric cards. */
export const ordersPage = (rows: BrandOrderRow[], over: Partial<BrandOrderMetrics> = {}) => ({
  ...page(rows),
  metrics: metrics(over),
});

/** Each test starts with empty caches, signed in as the login of brand 7. */
export function useBrandOrdersTest() {
  const fetchMock = useApiTest({ id: 40, role: 'BRAND' });
  beforeEach(() => {
    useSessionStore.setState({ brand: { id: BRAND_ID, name: 'Medina Threads', logo: null } });
  });
  return fetchMock;
}
