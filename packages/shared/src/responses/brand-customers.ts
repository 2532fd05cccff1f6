import { z } from 'zod';
import { pageOf } from '../api';
import { ORDER_STATUSES } from '../constants';

/**
 * What GET /reports/brand/customers and the brand's order messages answer (dashboards §2 "Brand
 * screens: Customers", §3 "Reports", §4 "Brand customer status"). Amounts are dinar with at most
 * two decimals.
 */

const id = z.number().int();
const count = z.number().int();
const amount = z.number();

/** spec: dashboards §4 — Inactive when the customer's latest order with the brand is cancelled. */
export const BRAND_CUSTOMER_STATUSES = ['Active', 'Inactive'] as const;
export type BrandCustomerStatus = (typeof BRAND_CUSTOMER_STATUSES)[number];

/** The segments of the customers report, by the number of orders placed with the brand. */
export const CUSTOMER_SEGMENTS = ['new', 'returning', 'loyal'] as const;
export type CustomerSegmentType = (typeof CUSTOMER_SEGMENTS)[number];

/** One customer of the brand, derived from the brand's parts of orders. */
export const brandCustomerSchema = z.object({
  id: id.describe("the customer's account id"),
  name: z.string().describe('first and last name; the email when the account has no name'),
  email: z.string(),
  profilePicture: z.string().nullable(),
  orders: count.describe("orders of this customer holding a part of the brand's"),
  totalSpent: amount.describe(
    "what the customer paid or owes for the brand's items: rejected items and cancelled or refunded parts left out",
  ),
  lastOrderDate: z.iso.datetime(),
  lastOrderId: id,
  lastOrderNumber: z.string(),
  lastOrderStatus: z.enum(ORDER_STATUSES).describe("the brand's part of the latest order"),
  status: z.enum(BRAND_CUSTOMER_STATUSES),
});
export type BrandCustomer = z.infer<typeof brandCustomerSchema>;

export const customerSegmentSchema = z.object({
  type: z.enum(CUSTOMER_SEGMENTS).describe('new: 1 order, returning: 2 to 4, loyal: 5 or more'),
  count: count.describe('customers in the segment now'),
  spending: amount.describe('their totalSpent together'),
  percentChange: z
    .number()
    .nullable()
    .describe(
      'change of `count` against the segment 30 days ago, in percent (one decimal); null when the segment was empty then',
    ),
});
export type CustomerSegment = z.infer<typeof customerSegmentSchema>;

/**
 * The brand's customers in figures (dashboards §3 "customers report": summary and segments),
 * over every customer whatever the list's filter or search. The overview and analytics read it:
 * keep it stable.
 */
export const brandCustomersSummarySchema = z.object({
  totalCustomers: count,
  activeCustomers: count,
  inactiveCustomers: count,
  repeatCustomers: count.describe('customers with 2 orders or more'),
  topSegment: z
    .object({
      type: z.enum(CUSTOMER_SEGMENTS),
      percentage: z.number().describe('of totalCustomers, one decimal'),
    })
    .nullable()
    .describe('the segment with the most customers; null without customers'),
  segments: z
    .array(customerSegmentSchema)
    .describe('always the three, in order new, returning, loyal'),
});
export type BrandCustomersSummary = z.infer<typeof brandCustomersSummarySchema>;

/** A page of the brand's customers (filtered, searched, sorted) and the summary of them all. */
export const brandCustomersPageSchema = pageOf(brandCustomerSchema).extend({
  summary: brandCustomersSummarySchema,
});
export type BrandCustomersPage = z.infer<typeof brandCustomersPageSchema>;

/** A brand's message to a customer about an order, as logged (order_messages). */
export const orderMessageSchema = z.object({
  id,
  orderId: id,
  orderNumber: z.string(),
  brandId: id,
  customerId: id,
  subject: z.string(),
  body: z.string(),
  sentBy: z.string().nullable().describe("the sender's email; null when the account was removed"),
  createdAt: z.iso.datetime(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;
