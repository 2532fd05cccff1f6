import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Order, paymentInitSchema } from '@souk/shared/responses/orders';
import { apiData } from '../../../lib/api-client';

/** Where the browser goes to pay, and the gateway's reference of the payment. */
export type PaymentStart = z.infer<typeof paymentInitSchema>;

/** spec: storefront §3 "Payment initiation payload". */
export type PaymentRequest = {
  orderId: string;
  amount: number;
  description: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
};

/**
 * The payload for an order, from what the order itself holds. Only orderId counts to the server
 * (it charges the order's total); the rest is sent because the spec's payload has it.
 */
export const paymentRequestFor = (order: Order): PaymentRequest => ({
  orderId: String(order.id),
  amount: order.total,
  description: `Order #${order.id}`,
  firstName: order.shippingFirstName ?? '',
  lastName: order.shippingLastName ?? '',
  phoneNumber: order.shippingPhone ?? '',
  email: order.shippingEmail ?? order.customerEmail,
});

/** spec: storefront §7 — POST /orders/konnect/init-payment answers data.payUrl. */
export function initPayment(request: PaymentRequest): Promise<PaymentStart> {
  return apiData<PaymentStart>('/orders/konnect/init-payment', { method: 'POST', body: request });
}

export function useInitPayment() {
  return useMutation({ mutationFn: (order: Order) => initPayment(paymentRequestFor(order)) });
}
