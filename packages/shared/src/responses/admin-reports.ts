import { z } from 'zod';
import { ADMIN_REPORT_RANGES, BRAND_REPORT_PERIODS } from '../schemas/admin-reports';
import {
  ordersReportSchema,
  periodFigureSchema,
  reportFields,
  type PeriodFigure,
} from './brand-reports';

/**
 * What the admin dashboard's reports answer (issue 13; dashboards §2 "Admin screens", §3
 * "Reports"). Every figure is an SQL aggregate over the whole marketplace. Words used:
 *
 * - **An order** is a checkout (`orders`), counted from its placing whatever its status now
 *   (cancelled and refunded ones included), except an online order whose payment never came
 *   (payment PENDING, FAILED or CANCELLED). For a brand, an order is its part of a checkout.
 * - **Sales (revenue, value)** of an order are its items that are not rejected, in brand parts
 *   neither cancelled nor refunded: item subtotals as paid (after discount), without shipping.
 * - **Earnings** are the sales that are money in hand: items not rejected, in parts DELIVERED or
 *   COMPLETED whose money is in hand (card paid; cash on that part's delivery: decision 029) —
 *   the brand dashboard's earnings, summed over every brand.
 * - Orders, sales and earnings are dated by the order's placing; hours, days and months are
 *   those of Tunisia (Africa/Tunis).
 * - **percentChange**: (current − previous) / previous × 100, one decimal; null when the previous
 *   figure is 0.
 */

const { id, count, money, percentChange } = reportFields;

/**
 * A figure of the range beside the one of the period of the same length just before it: the
 * brand dashboard's figure, one schema for both.
 */
export const rangeFigureSchema = periodFigureSchema;
export type RangeFigure = PeriodFigure;

export const salesPointSchema = z.object({
  period: z
    .string()
    .describe(
      'the start of the bucket in Tunisia: YYYY-MM-DDTHH:00 for an hour, YYYY-MM-DD for a day, YYYY-MM for a month',
    ),
  sales: money.describe('sales of the orders placed in the bucket'),
  orders: count.describe('orders placed in the bucket'),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

export const ratedBrandSchema = z.object({
  id,
  name: z.string(),
  logo: z.string().nullable(),
  averageRating: z
    .number()
    .describe("the average rating of the brand's reviewed products' reviews"),
  reviewCount: count,
});
export type RatedBrand = z.infer<typeof ratedBrandSchema>;

export const adminOverviewSchema = z.object({
  range: z.enum(ADMIN_REPORT_RANGES),
  unit: z.enum(['hour', 'day', 'month']),
  from: z
    .string()
    .describe('the first bucket of the range (see salesPoint.period); the range ends now'),
  timeZone: z.string(),
  generatedAt: z.iso.datetime(),
  metrics: z.object({
    earnings: rangeFigureSchema.describe('earnings of the orders placed in the range, in dinar'),
    orders: rangeFigureSchema.describe('orders placed in the range'),
    visitors: rangeFigureSchema.describe(
      'storefront browsing sessions (one per browser tab, counted per day without keeping anything about the visitor) on the days of the range; for day: today against yesterday',
    ),
    signups: rangeFigureSchema.describe(
      'customer accounts registered in the range (month: the last 30 days, as the spec counts sign-ups)',
    ),
  }),
  sales: z
    .array(salesPointSchema)
    .describe('24 hours, 7 days, 30 days or 12 months, oldest first, empty buckets included'),
  brands: z.object({
    total: count.describe('brands that are not anonymised'),
    enabled: count,
    disabled: count,
    newInRange: count.describe('brands registered in the range'),
  }),
  topRated: z
    .array(ratedBrandSchema)
    .max(3)
    .describe(
      'the 3 enabled brands with reviews of the highest average rating, then the most reviews',
    ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/**
 * spec: dashboards §3 "orders report" — over the last 12 months (this one last), for the whole
 * marketplace: an order is a checkout and its value its sales.
 */
export const adminOrdersReportSchema = ordersReportSchema;
export type AdminOrdersReport = z.infer<typeof adminOrdersReportSchema>;

/**
 * The customer segments, each customer (a CUSTOMER account not anonymised) in exactly one, tried
 * in this order at the moment of the report:
 *
 * - **new**: registered in the last 30 days without an order yet, or whose first order was
 *   placed in the last 30 days;
 * - **inactive**: no order in the last 90 days (never ordered, registered longer ago, included);
 * - **loyal**: 5 or more orders, or 1,000 dt or more of sales in all;
 * - **returning**: 2 to 4 orders;
 * - **occasional**: one order, placed 31 to 90 days ago.
 */
export const CUSTOMER_SEGMENTS = ['new', 'occasional', 'returning', 'loyal', 'inactive'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

export const customerSegmentSchema = z.object({
  type: z.enum(CUSTOMER_SEGMENTS).describe('see CUSTOMER_SEGMENTS: the rules, tried in order'),
  count: count.describe('customers in the segment now'),
  spending: money.describe("the segment's customers' sales, all orders of all time"),
  percentChange: percentChange.describe(
    'the count against the count the same rules gave 30 days ago (orders and accounts of then)',
  ),
});
export type CustomerSegmentFigures = z.infer<typeof customerSegmentSchema>;

export const customersReportSchema = z.object({
  summary: z.object({
    totalCustomers: count.describe('customer accounts, not anonymised'),
    topSegment: z
      .object({
        type: z.enum(CUSTOMER_SEGMENTS),
        percentage: z.number().describe('its share of all customers, one decimal'),
      })
      .nullable()
      .describe(
        'the largest segment (the first in segments order of equals); null without customers',
      ),
  }),
  segments: z
    .array(customerSegmentSchema)
    .length(CUSTOMER_SEGMENTS.length)
    .describe('every segment, in the order of CUSTOMER_SEGMENTS'),
});
export type CustomersReport = z.infer<typeof customersReportSchema>;

export const brandPerformanceSchema = z.object({
  id,
  name: z.string(),
  revenue: money.describe("sales of the brand's parts placed in the period"),
  orders: count.describe("the brand's parts (orders) placed in the period"),
  products: count.describe("the brand's active products now"),
  averageRating: z.number(),
  percentChange: percentChange.describe('revenue against the period of the same length before'),
  color: z.string().describe('a colour of the palette of 5, by rank'),
});
export type BrandPerformance = z.infer<typeof brandPerformanceSchema>;

export const brandsReportSchema = z.object({
  period: z.enum(BRAND_REPORT_PERIODS),
  from: z.string().describe('the first day (or hour, for daily) of the period in Tunisia'),
  summary: z.object({
    totalRevenue: money.describe("every brand's sales in the period"),
    topBrand: z
      .object({
        name: z.string(),
        percentageOfTotal: z.number().describe('its share of totalRevenue, one decimal'),
      })
      .nullable()
      .describe('the brand with the highest revenue; null without sales'),
    mostProducts: z
      .object({ name: z.string(), count })
      .nullable()
      .describe('the brand with the most active products; null without any'),
    fastestGrowing: z
      .object({ name: z.string(), growth: z.number().describe('its percentChange') })
      .nullable()
      .describe('the highest percentChange among brands with sales in both periods; null without'),
  }),
  brands: z
    .array(brandPerformanceSchema)
    .describe(
      'enabled brands and any brand with sales in either period, by revenue, then orders, then name',
    ),
});
export type BrandsReport = z.infer<typeof brandsReportSchema>;
