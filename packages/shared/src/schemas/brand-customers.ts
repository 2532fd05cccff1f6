import { z } from 'zod';
import { sortedPagingQuerySchema } from '../api';
import { LIMITS } from '../constants';
import { idField, requiredText, textField } from '../validation';

/**
 * The brand dashboard's customers (dashboards §2 "Brand screens: Customers", §4 "Brand customer
 * status", §7 "Reports" GET /reports/brand/customers) and the brand's messages to a customer
 * about an order (issue 12: the spec's Message button made real).
 */

/** The columns the customers table sorts by (a whitelist: nothing else reaches the SQL). */
export const BRAND_CUSTOMER_SORTS = ['name', 'email', 'orders', 'totalSpent', 'lastOrder'] as const;
export type BrandCustomerSort = (typeof BRAND_CUSTOMER_SORTS)[number];

/** spec: dashboards §2 — filter all, active, inactive. */
export const BRAND_CUSTOMER_FILTERS = ['all', 'active', 'inactive'] as const;
export type BrandCustomerFilter = (typeof BRAND_CUSTOMER_FILTERS)[number];

/** spec: dashboards §9 — page sizes 5, 10, 25, 50; 10 for the dashboard. */
export const BRAND_CUSTOMER_PAGE_SIZES = [5, 10, 25, 50] as const;

/** The names other clients use for the same columns. */
const SORT_ALIASES: Record<string, BrandCustomerSort> = {
  lastorderdate: 'lastOrder',
  ordercount: 'orders',
  totalspent: 'totalSpent',
  spent: 'totalSpent',
  customername: 'name',
};

/** GET /reports/brand/customers. */
export const brandCustomersQuerySchema = sortedPagingQuerySchema(BRAND_CUSTOMER_SORTS, {
  sortBy: 'lastOrder',
  aliases: SORT_ALIASES,
}).extend({
  status: textField(10)
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(BRAND_CUSTOMER_FILTERS, { error: 'invalid_value' }))
    .default('all'),
  /** a part of the customer's name or email */
  search: textField(LIMITS.searchMaxChars).optional(),
  /** the brand, for an admin (required for them); a brand's own token always wins */
  brandId: idField.optional(),
});
export type BrandCustomersQuery = z.output<typeof brandCustomersQuerySchema>;
export type BrandCustomersQueryInput = z.input<typeof brandCustomersQuerySchema>;

/** /orders/brand/{brandId}/order/{orderId}/messages */
export const brandOrderMessageParams = z.object({ brandId: idField, orderId: idField });

/** POST /orders/brand/{brandId}/order/{orderId}/messages: the message to the customer. */
export const brandMessageSchema = z.object({
  subject: requiredText(LIMITS.brandMessageSubjectMax),
  body: requiredText(LIMITS.brandMessageBodyMax, { multiline: true }),
});
export type BrandMessageInput = z.input<typeof brandMessageSchema>;
