import { z } from 'zod';
import { pageOf } from '../api';
import { ORDER_STATUSES } from '../constants';
import { orderItemSchema, orderMoneySchema, orderSchema } from './orders';

/**
 * What the brand dashboard's order calls answer (dashboards §3 "Order", "Order item", "Brand
 * orders report"; decision 015). A brand reads only its own part of an order: its items, its
 * status and dates, and amounts of its items — never another brand's items or the order's total
 * when other brands sold in it. Amounts are dinar with at most two decimals.
 */

const id = z.number().int();
const timestamp = z.iso.datetime();
const when = timestamp.nullable();
const amount = z.number();

/** The fields a brand's row takes from the order as the customer sees it (responses/orders.ts). */
export const BRAND_ROW_ORDER_FIELDS = {
  orderId: true,
  orderNumber: true,
  customerId: true,
  customerName: true,
  customerEmail: true,
  orderDate: true,
  paymentMethod: true,
  paymentStatus: true,
  shippingFirstName: true,
  shippingLastName: true,
  shippingEmail: true,
  shippingPhone: true,
  shippingAddress: true,
  shippingCity: true,
  shippingState: true,
  shippingZipCode: true,
  shippingCountry: true,
  notes: true,
} as const;

/**
 * One row of GET /orders/brand/{brandId}/paged: an order as the brand sees it — the order's
 * own fields, with the status, dates and amounts of the brand's part and its items only.
 */
export const brandOrderRowSchema = orderSchema.pick(BRAND_ROW_ORDER_FIELDS).extend({
  id: id.describe('the order id'),
  brandOrderId: id.describe("the brand's part of the order"),
  status: z.enum(ORDER_STATUSES).describe("the brand part's status"),
  processedDate: when,
  shippedDate: when,
  deliveredDate: when,
  cancelledDate: when,
  refundedDate: when,
  subtotal: amount.describe("the brand's items as ordered"),
  shippingCost: amount.describe('0: shipping is the marketplace’s, not a brand’s'),
  discount: amount,
  total: amount.describe('what the brand earns: its items that are not rejected'),
  refundedAmount: amount.describe('refunds recorded for this part'),
  refundableAmount: amount.describe('what may still be recorded as refunded for this part'),
  money: orderMoneySchema.describe("the part's money figures (decision 029)"),
  items: z.array(orderItemSchema).describe("the brand's items only"),
});
export type BrandOrderRow = z.infer<typeof brandOrderRowSchema>;

/**
 * The metric cards of the brand's orders screen, all time, over all its parts that are orders
 * (of one customer when the list is asked with customerId), whatever the status filter or search.
 * As on the overview and analytics (responses/brand-reports.ts), the part of an online order whose
 * payment never came is not an order. totalOrders — every such part; pendingOrders — PENDING or
 * PROCESSING (to prepare); shippedOrders —
 * SHIPPED (in transit); deliveredOrders — DELIVERED or COMPLETED; deliveredRevenue — the brand's
 * earnings (decision 029): the items not rejected of the delivered parts whose money is in hand
 * (card paid; cash paid on that part's delivery) — the overview's earnings. Cancelled and refunded counts complete the picture.
 */
export const brandOrderMetricsSchema = z.object({
  totalOrders: z.number().int(),
  pendingOrders: z.number().int(),
  shippedOrders: z.number().int(),
  deliveredOrders: z.number().int(),
  cancelledOrders: z.number().int(),
  refundedOrders: z.number().int(),
  deliveredRevenue: amount,
});
export type BrandOrderMetrics = z.infer<typeof brandOrderMetricsSchema>;

/** The page of the brand's orders (the paging shape of DESIGN.md) with its metrics. */
export const brandOrdersPageSchema = pageOf(brandOrderRowSchema).extend({
  metrics: brandOrderMetricsSchema,
});
export type BrandOrdersPage = z.infer<typeof brandOrdersPageSchema>;

/** A refund recorded for a brand's part (decision 015). */
export const refundSchema = z.object({
  id,
  orderId: id,
  brandOrderId: id.nullable(),
  amount,
  reference: z.string().nullable(),
  note: z.string().nullable(),
  recordedBy: id.nullable(),
  createdAt: timestamp,
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * GET /reports/orders/brand/{id}/confirmed-shipped (dashboards §3 "Brand orders report"), over
 * the brand's parts:
 * - confirmed: parts the brand has taken on and not yet sent — PROCESSING, or PENDING with at
 *   least one ACCEPTED item;
 * - shipped: parts sent — SHIPPED, DELIVERED or COMPLETED.
 * `confirmedOrders` / `shippedOrders` count the parts; `totalConfirmedCount` /
 * `totalShippedCount` the units of their items that are not rejected; the values add up those
 * items' subtotals.
 */
export const brandOrdersReportSchema = z.object({
  confirmedOrders: z.number().int(),
  shippedOrders: z.number().int(),
  totalConfirmedCount: z.number().int(),
  totalConfirmedValue: amount,
  totalShippedCount: z.number().int(),
  totalShippedValue: amount,
});
export type BrandOrdersReport = z.infer<typeof brandOrdersReportSchema>;
