import { z } from 'zod';
import { PAYMENT_METHODS, RETURN_REASONS, RETURN_STATUSES } from '../constants';
import { pageOf } from '../api';

/**
 * A return request as the customer, the brand and the admin read it (issue 30, decision 026).
 * Amounts are dinar with at most two decimals.
 */

const id = z.number().int();
const timestamp = z.iso.datetime();
const when = timestamp.nullable();
const amount = z.number();

export const returnItemSchema = z.object({
  id,
  orderItemId: id,
  productId: id.nullable(),
  productName: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitPrice: amount,
  quantity: z.number().int().describe('units asked back'),
  amount: amount.describe('unit price × quantity: what is refunded once the goods are received'),
});
export type ReturnItem = z.infer<typeof returnItemSchema>;

export const returnRequestSchema = z.object({
  id,
  orderId: id,
  orderNumber: z.string(),
  brandOrderId: id,
  brandId: id,
  brandName: z.string(),
  customerId: id,
  customerName: z.string(),
  customerEmail: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  refusalReason: z.string().nullable(),
  items: z.array(returnItemSchema),
  amount: amount.describe('the value of the items asked back'),
  refundId: id.nullable().describe('the refund recorded when the goods were received'),
  refundAmount: amount.nullable().describe('what that refund recorded'),
  requestedAt: timestamp,
  decidedAt: when.describe('accepted or refused'),
  receivedAt: when,
  updatedAt: timestamp,
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnsPageSchema = pageOf(returnRequestSchema);

/** What the customer may still ask back of one delivered brand part, until `returnUntil`. */
export const returnablePartSchema = z.object({
  brandOrderId: id,
  brandId: id,
  brandName: z.string(),
  deliveredDate: timestamp,
  returnUntil: timestamp.describe('the last moment a return may be asked (delivery + 30 days)'),
  items: z.array(
    z.object({
      orderItemId: id,
      productName: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      unitPrice: amount,
      quantity: z.number().int().describe('units ordered'),
      returnable: z
        .number()
        .int()
        .describe('units that may still be asked back (0 while a request of it is open)'),
      openRequest: z.boolean().describe('a request of this item is waiting or accepted'),
    }),
  ),
});
export type ReturnablePart = z.infer<typeof returnablePartSchema>;

/** GET /orders/{id}/returns: the order's requests, newest first, and what may still be asked. */
export const orderReturnsSchema = z.object({
  returns: z.array(returnRequestSchema),
  returnable: z.array(returnablePartSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;
