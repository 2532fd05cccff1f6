import { z } from 'zod';
import {
  BUY_AGAIN_SKIP_REASONS,
  ORDER_ITEM_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../constants';

/**
 * An order as every side reads it (storefront §3 "Order as read", dashboards §3 "Order", "Order
 * item"): the customer sees theirs whole, a brand only its own part, an admin everything. Amounts
 * are dinar with at most two decimals. Decision record 010 explains the model.
 */

const id = z.number().int();
const timestamp = z.iso.datetime();
const when = timestamp.nullable();
const amount = z.number();

/**
 * The money figures of an order or of a brand's part, in dinar (decision record 029; the rules
 * are packages/shared/src/order-money.ts): every screen, mail and document shows these.
 */
export const orderMoneySchema = z.object({
  itemsOrdered: amount.describe('every item as ordered, rejected ones included'),
  amountDue: amount.describe(
    'items not rejected in parts neither cancelled nor refunded, plus shipping while any remains',
  ),
  shipping: amount.describe('shipping charged while anything stands; 0 on a part'),
  paid: amount.describe(
    'card: the total once the payment is confirmed; cash on delivery: the parts delivered (per part), with shipping from the first',
  ),
  stillToPay: amount.describe('0 once paid; cash on delivery: what is not delivered yet'),
  owedBack: amount.describe('money received still to be given back (refundDue); 0 on a part'),
  refunded: amount.describe('the refunds recorded'),
});
export type OrderMoney = z.infer<typeof orderMoneySchema>;

export const orderItemSchema = z.object({
  id,
  productId: id.nullable().describe('null when the product was deleted since'),
  brandId: id,
  brandName: z.string(),
  brandOrderId: id,
  productName: z.string(),
  productSku: z.string().nullable(),
  productPrice: amount.describe('the price before the discount, when bought'),
  discountPrice: amount.describe('the discount when bought, a percentage'),
  unitPrice: amount,
  quantity: z.number().int(),
  subtotal: amount,
  color: z.string().nullable(),
  size: z.string().nullable(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  attributes: z.object({ color: z.string().nullable(), size: z.string().nullable() }),
  productSnapshot: z.string().describe('JSON text: name, price, discountPrice, imageUrl, …'),
  status: z.enum(ORDER_ITEM_STATUSES),
  rejectionReason: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Each brand's part of the order, with its own status and dates. */
export const brandOrderSchema = z.object({
  id,
  brandId: id,
  brandName: z.string(),
  status: z.enum(ORDER_STATUSES),
  subtotal: amount,
  money: orderMoneySchema.describe("the part's figures: its items only"),
  processedDate: when,
  shippedDate: when,
  deliveredDate: when,
  cancelledDate: when,
  refundedDate: when,
});
export type BrandOrder = z.infer<typeof brandOrderSchema>;

export const orderSchema = z.object({
  id,
  orderId: id.describe('the same as id, for clients that read orderId'),
  orderNumber: z.string(),
  customerId: id,
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.enum(ORDER_STATUSES).describe('derived from the brand parts (decision 010)'),
  orderDate: timestamp,
  processedDate: when,
  shippedDate: when,
  deliveredDate: when,
  cancelledDate: when,
  refundedDate: when,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shippingMethod: z.string(),
  shippingFirstName: z.string().nullable(),
  shippingLastName: z.string().nullable(),
  shippingEmail: z.string().nullable(),
  shippingPhone: z.string().nullable(),
  shippingAddress: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZipCode: z.string(),
  shippingCountry: z.string(),
  billingAddress: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  billingZipCode: z.string().nullable(),
  billingCountry: z.string().nullable(),
  subtotal: amount,
  shippingCost: amount,
  tax: amount,
  discount: amount,
  total: amount,
  amountDue: amount.describe('what is still owed for what will be delivered'),
  refundDue: amount.describe('money received that is to be given back'),
  money: orderMoneySchema.describe("the order's figures (a brand reads its part's)"),
  notes: z.string().nullable(),
  canCancel: z.boolean().describe('whether the customer may still cancel it'),
  canPay: z.boolean().describe('an online order still waiting for its payment'),
  paymentDeadline: when.describe('when an unpaid online order is cancelled'),
  items: z.array(orderItemSchema),
  brandOrders: z.array(brandOrderSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Order = z.infer<typeof orderSchema>;

/** POST /orders: `id` and `orderId` at the top level too (storefront §7). */
export const orderCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id,
  orderId: id,
  orderNumber: z.string(),
  data: orderSchema,
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** POST /orders/{id}/buy-again: what went back into the cart, and what did not and why. */
export const buyAgainSchema = z.object({
  added: z.array(
    z.object({
      productId: id,
      productName: z.string(),
      quantity: z.number().int(),
      color: z.string().nullable(),
      size: z.string().nullable(),
    }),
  ),
  skipped: z.array(
    z.object({
      productId: id.nullable().describe('null when the product was deleted since'),
      productName: z.string(),
      reason: z.enum(BUY_AGAIN_SKIP_REASONS),
      available: z.number().int().describe('units in stock now (for not_enough_stock)'),
    }),
  ),
});
export type BuyAgain = z.infer<typeof buyAgainSchema>;

/** GET /orders/{id}/invoice: the invoice, a PDF file. */
export const invoicePdfSchema = z.string().describe('the PDF document (application/pdf)');

export const paymentSchema = z.object({
  id,
  orderId: id,
  orderNumber: z.string(),
  provider: z.string(),
  paymentRef: z.string(),
  amount,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Payment = z.infer<typeof paymentSchema>;

/** spec: storefront §3 — the initiation's answer: success, data.payUrl. */
export const paymentInitSchema = z.object({ payUrl: z.string(), paymentRef: z.string() });

/** The sandbox gateway's card page reads what it is asked to charge. */
export const sandboxPaymentSchema = z.object({
  paymentRef: z.string(),
  amount: amount.describe('dinar'),
  description: z.string(),
  status: z
    .enum(['pending', 'completed', 'failed', 'voided', 'expired'])
    .describe('voided: withdrawn by the shop; expired: past its lifespan — neither takes a card'),
  failUrl: z.string(),
  successUrl: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

/** What the card page does next: the gateway's answer to a card. */
export const sandboxOutcomeSchema = z.object({
  status: z.enum(['completed', 'failed']),
  redirectUrl: z.string(),
});
export type SandboxOutcome = z.infer<typeof sandboxOutcomeSchema>;
