import { z } from 'zod';
import { sortDirectionField, sortedPagingQuerySchema } from '../api';
import { LIMITS, ORDER_STATUSES } from '../constants';
import { textField } from '../validation';
import { recordRefundSchema } from './brand-orders';

/**
 * What the admin's order calls take (dashboards §2 "Orders", §4, §7 "Orders"; decisions 010 and
 * 015).
 */

/** The columns the admin's order list sorts on (createdAt by default, newest first). */
export const ADMIN_ORDER_SORTS = [
  'createdAt',
  'orderDate',
  'orderNumber',
  'customerName',
  'total',
  'status',
] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** spec: dashboards §2 — the status filter: all, or one order status (any case). */
export const ADMIN_ORDER_FILTERS = ['ALL', ...ORDER_STATUSES] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

/**
 * GET /orders/paged: zero-based page, size (default 10), sortBy (ADMIN_ORDER_SORTS, default
 * createdAt), direction (default desc), status (ALL or an order status, any case; ALL or absent:
 * every order) and a search on the order number or the customer's name or email.
 */
export const adminOrdersQuerySchema = sortedPagingQuerySchema(ADMIN_ORDER_SORTS, {
  sortBy: 'createdAt',
  size: 10,
}).extend({
  direction: sortDirectionField.default('desc'),
  status: textField(20)
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(ADMIN_ORDER_FILTERS, { error: 'invalid_value' }))
    .optional(),
  search: textField(LIMITS.searchMaxChars).optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** spec: dashboards §4 — the statuses the admin may choose for an order (the current one left out). */
export const ADMIN_ORDER_STATUS_CHOICES = ['PENDING', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;

/**
 * POST /orders/{id}/refund-settlements (decision 015, "Admin: refund due settled"): money given
 * back to the customer out of what the order owes back (refund_due): above 0, at most what is
 * still owed; a reference (transfer, receipt) and a note are optional.
 */
export const settleRefundSchema = recordRefundSchema;
export type SettleRefund = z.output<typeof settleRefundSchema>;
export type SettleRefundInput = z.input<typeof settleRefundSchema>;
