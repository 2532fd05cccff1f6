import type { Order } from '@souk/shared/responses/orders';

/** Checkout's test data: POST /orders's answer (the customer and orders are in src/test). */

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
