import { z } from 'zod';
import { pagingQuerySchema } from '../api';
import { LIMITS } from '../constants';
import { idField, textField } from '../validation';
import { PRICE_MAX } from './alerts';

/**
 * What the brand dashboard's order calls take (dashboards §2 "Brand screens: Orders", §4 brand
 * order and item status, §5 "Order status form", §7 "Orders"; decision 015).
 */

/** spec: dashboards §2 — the status filter of the brand's orders screen. */
export const BRAND_ORDER_FILTERS = [
  'all',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type BrandOrderFilter = (typeof BRAND_ORDER_FILTERS)[number];

/** The columns the brand's order list sorts on; anything else sorts by orderDate. */
export const BRAND_ORDER_SORTS = [
  'orderDate',
  'orderNumber',
  'customerName',
  'total',
  'status',
] as const;
export type BrandOrderSort = (typeof BRAND_ORDER_SORTS)[number];

/**
 * GET /orders/brand/{brandId}/paged: zero-based page, size, sortBy (BRAND_ORDER_SORTS, default
 * orderDate descending), status (any case), a search on the order number or the customer's name
 * or email, and one customer's orders (the brand's customers screen).
 */
export const brandOrdersQuerySchema = pagingQuerySchema.extend({
  status: textField(20)
    .transform((status) => status.toLowerCase())
    .pipe(z.enum(BRAND_ORDER_FILTERS, { error: 'invalid_value' }))
    .optional(),
  search: textField(LIMITS.searchMaxChars).optional(),
  customerId: idField.optional(),
});
export type BrandOrdersQuery = z.output<typeof brandOrdersQuerySchema>;

/** The path of one order of the brand. */
export const brandOrderParams = z.object({ brandId: idField, orderId: idField });
/** The path of one item of the brand. */
export const brandItemParams = z.object({ brandId: idField, itemId: idField });
/** The path of a brand's report. */
export const brandParams = z.object({ brandId: idField });

/**
 * PATCH /orders/brand/{brandId}/items/{itemId}/status. spec: dashboards §4 — ACCEPTED or
 * REJECTED, REJECTED needs a reason (§5 "Order status form").
 */
export const itemDecisionSchema = z
  .object({
    status: textField(20)
      .transform((status) => status.toUpperCase())
      .pipe(z.enum(['ACCEPTED', 'REJECTED'], { error: 'invalid_value' })),
    rejectionReason: textField(LIMITS.rejectionReasonMax, { multiline: true })
      .optional()
      .nullable(),
  })
  .superRefine((input, check) => {
    if (input.status === 'REJECTED' && !input.rejectionReason)
      check.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: 'rejection_reason_required',
      });
  });
export type ItemDecision = z.output<typeof itemDecisionSchema>;

/** An amount of money in dinar above 0 with at most two decimals (a refund). */
export const refundAmountField = z.coerce
  .number({ error: 'invalid_refund_amount' })
  .refine(Number.isFinite, { error: 'invalid_refund_amount', abort: true })
  .min(0.01, { error: 'invalid_refund_amount' })
  .max(PRICE_MAX, { error: 'invalid_refund_amount' })
  .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
    error: 'invalid_refund_amount',
  });

/**
 * POST /orders/brand/{brandId}/order/{orderId}/refunds: a refund given to the customer for the
 * brand's part (decision 015). At most what the customer paid for the part's items that are not
 * rejected, less what was recorded before.
 */
export const recordRefundSchema = z.object({
  amount: refundAmountField,
  reference: textField(LIMITS.refundReferenceMax).optional().nullable(),
  note: textField(LIMITS.refundNoteMax, { multiline: true }).optional().nullable(),
});
export type RecordRefund = z.output<typeof recordRefundSchema>;
export type RecordRefundInput = z.input<typeof recordRefundSchema>;
