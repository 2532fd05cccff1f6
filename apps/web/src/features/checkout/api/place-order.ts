import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PaymentMethod } from '@souk/shared/constants';
import type { OrderCreated } from '@souk/shared/responses/orders';
import { apiRequest } from '../../../lib/api-client';

export type { OrderCreated };

type Address = { address: string; city: string; state: string; zipCode: string; country: string };

/** What POST /orders takes from the payment page (storefront §3 "Order creation payload"). */
export type OrderRequest = {
  items: { productId: number; quantity: number; color: string | null; size: string | null }[];
  shippingAddress: Address & { firstName: string; lastName: string; email: string; phone: string };
  /** Left out when billing is the shipping address. */
  billingAddress?: Address;
  paymentMethod: PaymentMethod;
  /** spec: storefront §4 "Payment method" — PENDING online, ON_DELIVERY on delivery. */
  paymentTransactionId: 'PENDING' | 'ON_DELIVERY';
  notes?: string;
};

/** spec: storefront §7 — POST /orders; the Idempotency-Key makes a retry safe (decision 010). */
export function placeOrder(order: OrderRequest, idempotencyKey: string): Promise<OrderCreated> {
  return apiRequest<OrderCreated>('/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** crypto.randomUUID exists in secure contexts only (https, localhost). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Places the order. One checkout attempt keeps one Idempotency-Key, so sending it again (a lost
 * answer, a double click that got through) cannot make a second order: the server answers the
 * first one again. The server refuses a key used with another body (idempotency_key_reused), so
 * a changed form or cart is a new attempt with a new key, and so is the next order after one
 * succeeds.
 */
export function usePlaceOrder() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationFn: (order: OrderRequest) => {
      const body = JSON.stringify(order);
      if (attempt.current?.body !== body) attempt.current = { key: newKey(), body };
      return placeOrder(order, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
    },
  });
}
