import type { Mock } from 'vitest';
import type { Order } from '@souk/shared/responses/orders';
import type { SessionUser } from '../../lib/session';

/** Checkout's test data: the signed-in customer and orders as the API answers them. */

export const customer: SessionUser = {
  id: 3,
  role: 'CUSTOMER',
  firstname: 'Leila',
  lastname: 'Trabelsi',
  email: 'leila@example.tn',
  phoneNumber: '+21620123456',
  address: '12 Rue de Marseille',
  city: 'Tunis',
  state: 'Tunis',
  zipCode: '1000',
};

export const order = (over: Partial<Order> = {}): Order => ({
  id: 42,
  orderId: 42,
  orderNumber: 'SK-2611-000042',
  customerId: 3,
  customerName: 'Leila Trabelsi',
  customerEmail: 'leila@example.tn',
  status: 'PENDING',
  orderDate: '2026-11-20T10:00:00.000Z',
  processedDate: null,
  shippedDate: null,
  deliveredDate: null,
  cancelledDate: null,
  refundedDate: null,
  paymentMethod: 'ON_DELIVERY',
  paymentStatus: 'PENDING',
  shippingMethod: 'standard',
  shippingFirstName: 'Leila',
  shippingLastName: 'Trabelsi',
  shippingEmail: 'leila@example.tn',
  shippingPhone: '+21620123456',
  shippingAddress: '12 Rue de Marseille',
  shippingCity: 'Tunis',
  shippingState: 'Tunis',
  shippingZipCode: '1000',
  shippingCountry: 'Tunisia',
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZipCode: null,
  billingCountry: null,
  subtotal: 160,
  shippingCost: 7,
  tax: 0,
  discount: 0,
  total: 167,
  amountDue: 167,
  refundDue: 0,
  notes: null,
  canCancel: true,
  canPay: false,
  paymentDeadline: null,
  items: [],
  brandOrders: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** POST /orders's 201 answer for an order. */
export const created = (placed: Order) => ({
  status: 201,
  body: {
    success: true,
    message: 'Order placed',
    id: placed.id,
    orderId: placed.id,
    orderNumber: placed.orderNumber,
    data: placed,
  },
});

/** The headers `fetch` was given for the first call to `path` (after /api/v1). */
export function headersOf(fetchMock: Mock<typeof fetch>, path: string): Record<string, string> {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === `/api/v1${path}`);
  return (call?.[1]?.headers ?? {}) as Record<string, string>;
}
