import type { OrderStatus, PaymentMethod, PaymentStatus } from './constants';

/**
 * When an order has a receipt (decision 028), for the API that makes it and the pages that offer
 * it: a card order once the gateway confirmed its payment (it stays paid when later refunded);
 * cash on delivery once a part was delivered, its cash collected.
 */
export type ReceiptFacts = {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  brandOrders: readonly { status: OrderStatus; deliveredDate: string | Date | null }[];
};

export function hasReceipt(order: ReceiptFacts): boolean {
  if (order.paymentMethod === 'ONLINE')
    return order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED';
  return order.brandOrders.some(isPaidCashPart);
}

/** A cash part is paid once its goods were handed over (a later refund does not undo that). */
export const isPaidCashPart = (part: ReceiptFacts['brandOrders'][number]) =>
  part.deliveredDate !== null && part.status !== 'CANCELLED';
