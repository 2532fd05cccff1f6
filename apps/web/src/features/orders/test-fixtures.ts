import { beforeEach, type Mock } from 'vitest';
import type { BrandOrder, Order, OrderItem } from '@souk/shared/responses/orders';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session';
import { useToastStore } from '../../lib/toast';
import { jsonReply, useFetchMock } from '../../test/fetch';

/** The order history's test data: orders as GET /orders/customer/{id} answers them. */

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

export const order = (over: Partial<Order> = {}): Order => ({
  id: 42,
  orderId: 42,
  orderNumber: 'SK-2611-000042',
  customerId: 3,
  customerName: 'Leila Trabelsi',
  customerEmail: 'leila@example.tn',
  status: 'PENDING',
  orderDate: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
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
  items: [item()],
  brandOrders: [part()],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** `pdf`: bytes of that type instead of the JSON envelope. */
type Answer = { status?: number; body: unknown; pdf?: string };
type Reply = Answer | (() => Answer | Promise<Answer>);

/** Answers `fetch` by "METHOD /path" (after /api/v1); anything else is a 404. Returns the calls. */
export function routeApi(fetchMock: Mock<typeof fetch>, routes: Record<string, Reply>) {
  const calls: { call: string; body: unknown; headers: Record<string, string> }[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace('/api/v1', '');
    const call = `${init?.method ?? 'GET'} ${path}`;
    calls.push({
      call,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const route = routes[call];
    const reply = typeof route === 'function' ? await route() : route;
    if (!reply)
      return jsonReply(404, { success: false, errorCode: 'not_found', message: 'Not found' });
    if (reply.pdf !== undefined)
      return new Response(reply.pdf, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    return jsonReply(reply.status ?? 200, reply.body);
  });
  return calls;
}

export const ok = (data: unknown) => ({ body: { success: true, data } });

/** Each test starts with empty caches and toasts, signed in as customer 3. */
export function useOrdersTest() {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
    useToastStore.setState({ toasts: [] });
    useSessionStore.setState({ token: 'token-1', user: { id: 3, role: 'CUSTOMER' } });
  });
  return useFetchMock();
}

export const toastTexts = () => useToastStore.getState().toasts.map((toast) => toast.message);
