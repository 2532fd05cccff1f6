import { z } from 'zod';
import { pageOf } from '../api';
import { refundSchema } from './brand-orders';
import { brandOrderSchema, orderSchema } from './orders';

/**
 * What the admin's order calls answer (dashboards §2 "Orders", §3 "Order", "Order item"; decisions
 * 010 and 015). An admin reads every order whole. Amounts are dinar with at most two decimals.
 */

const amount = z.number();
const count = z.number().int();

/** A brand's part as the admin reads it: its status and dates, and the refunds recorded for it. */
export const adminOrderPartSchema = brandOrderSchema.extend({
  refundedAmount: amount.describe('the refunds recorded for this part'),
  refundableAmount: amount.describe(
    'what may still be recorded as refunded for this part: what the customer paid for its items that are not rejected, less its refunds',
  ),
});
export type AdminOrderPart = z.infer<typeof adminOrderPartSchema>;

/**
 * One order of the admin's list (and its details modal): the order as every side reads it
 * (responses/orders.ts: customerName, customerEmail, payment, amounts, refundDue, status, dates,
 * items with their status and rejection reason), each brand's part with its refunds, and every
 * refund recorded for the order.
 */
export const adminOrderSchema = orderSchema.extend({
  brandOrders: z.array(adminOrderPartSchema),
  brandPartsCount: count.describe('how many brands sell in the order (its parts)'),
  refunds: z
    .array(refundSchema)
    .describe(
      "every refund recorded for the order, oldest first: a part's (brandOrderId set) or a settlement of what the order owed back (brandOrderId null)",
    ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * The figures of the orders screen's metric cards, over ALL orders whatever the status filter or
 * search. An order's status is the one derived from its parts (decision 010).
 */
export const adminOrderInsightsSchema = z.object({
  totalOrders: count.describe('every order'),
  pendingOrders: count.describe('orders not shipped yet: PENDING or PROCESSING'),
  shippedOrders: count.describe('orders in transit: SHIPPED'),
  completedOrders: count.describe('orders delivered: DELIVERED or COMPLETED'),
  cancelledOrders: count.describe('orders CANCELLED'),
  refundedOrders: count.describe('orders REFUNDED'),
  deliveredRevenue: amount.describe(
    "all time, the earnings of every brand (decision 029): the subtotals of the items that are not rejected, in brand parts that are DELIVERED or COMPLETED and paid — card once its payment came, cash on that part's delivery (shipping not included)",
  ),
  refundDueOrders: count.describe('orders that still owe money back (refundDue above 0)'),
  refundDueTotal: amount.describe('the money all orders still owe back: the sum of refundDue'),
});
export type AdminOrderInsights = z.infer<typeof adminOrderInsightsSchema>;

/** GET /orders/paged: the page (the paging shape of DESIGN.md) with the insights. */
export const adminOrdersPageSchema = pageOf(adminOrderSchema).extend({
  insights: adminOrderInsightsSchema,
});
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;
