import { z } from 'zod';
import { ORDER_STATUSES } from '../constants';
import { REPORT_RANGES } from '../schemas/brand-reports';

/**
 * GET /reports/brand/products: one answer for the brand dashboard's overview and analytics pages
 * (issue 12; dashboards §2, §3 "Reports", §9). Every figure comes from the database. Words used:
 *
 * - **An order** is a brand part (`brand_orders`): the brand's items of one checkout. It counts
 *   from its placing, whatever its status now (cancelled and refunded ones included: they were
 *   orders), except the parts of an online order whose payment never came — still awaiting it,
 *   declined, or expired/cancelled unpaid (payment PENDING, FAILED or CANCELLED): nothing was
 *   sold, and the brand may not even prepare it.
 * - **Sales (revenue, value, units)** of an order are its items that are not rejected, in a part
 *   that is neither cancelled nor refunded: what the brand sells in it. Amounts are the items'
 *   subtotals as paid (unit price after discount × quantity), without shipping.
 * - **Earnings** are the sales that are money in hand: items not rejected, in parts DELIVERED or
 *   COMPLETED whose money is in hand: a card order once its payment came (PAID, or REFUNDED: a
 *   refund of other parts leaves these earned), a cash order on that part's delivery — per part,
 *   not per order (decision 029). The orders page's delivered revenue is the same figure.
 * - Orders, sales and units are dated by the order's placing; days and months are those of
 *   Tunisia (Africa/Tunis). Product views are not recorded: no conversion rate is given.
 * - **percentChange**: (current − previous) / previous × 100, one decimal; null when the previous
 *   figure is 0 (no base to compare with).
 */

/** The fields of every report answer, the admin dashboard's (./admin-reports.ts) too. */
export const reportFields = {
  id: z.number().int(),
  count: z.number().int().min(0),
  money: z.number().describe('dinar, at most two decimals'),
  percentChange: z
    .number()
    .nullable()
    .describe('(current - previous) / previous × 100, one decimal; null when previous is 0'),
};
const { id, count, money, percentChange } = reportFields;

/** One month of the overview's chart (Jan to Dec of the current year). */
export const monthlyOrdersSchema = z.object({
  month: z.number().int().min(1).max(12),
  count: count.describe('orders placed in the month'),
  value: money.describe('their sales'),
});
export type MonthlyOrders = z.infer<typeof monthlyOrdersSchema>;

export const topRatedProductSchema = z.object({
  id,
  name: z.string(),
  imageUrl: z.string().nullable(),
  averageRating: z.number(),
  reviewCount: count,
  price: money.describe('the list price, before any discount'),
  active: z.boolean(),
});
export type TopRatedProduct = z.infer<typeof topRatedProductSchema>;

export const recentBrandOrderSchema = z.object({
  orderId: id,
  orderNumber: z.string(),
  customerName: z.string(),
  orderDate: z.iso.datetime(),
  status: z.enum(ORDER_STATUSES).describe("the brand part's status"),
  total: money.describe(
    "the part's amount due (decision 029): its items not rejected, 0 once cancelled or refunded",
  ),
});
export type RecentBrandOrder = z.infer<typeof recentBrandOrderSchema>;

export const brandOverviewSchema = z.object({
  earnings: money.describe('all-time earnings (see above)'),
  productsCount: count.describe("the brand's products, active or not"),
  activeProducts: count,
  orders: count.describe('all-time orders (see above)'),
  averageRating: z.number().describe("the brand's average rating over its reviews, 0 without"),
  reviewCount: count,
  year: z.number().int().describe('the year of monthlyOrders, in Tunisia'),
  monthlyOrders: z.array(monthlyOrdersSchema).length(12),
  topRated: z
    .array(topRatedProductSchema)
    .max(4)
    .describe('products with at least one review, by average rating, then number of reviews'),
  recentOrders: z.array(recentBrandOrderSchema).max(5).describe('newest first'),
});
export type BrandOverview = z.infer<typeof brandOverviewSchema>;

export const seriesPointSchema = z.object({
  period: z.iso.date().describe('the first day of the day or month, in Tunisia'),
  revenue: money,
  orders: count,
  units: count,
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

/** A total of the range beside the one of the period of the same length just before it. */
export const periodFigureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  percentChange,
});
export type PeriodFigure = z.infer<typeof periodFigureSchema>;

export const bestSellerSchema = z.object({
  id,
  name: z.string(),
  units: count,
  revenue: money,
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const lowStockProductSchema = z.object({
  id,
  name: z.string(),
  quantity: z.number().int(),
  stockLevel: z.number().int(),
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

export const brandAnalyticsSchema = z.object({
  range: z.enum(REPORT_RANGES),
  unit: z.enum(['day', 'month']),
  from: z.iso.date().describe('first day of the range, in Tunisia'),
  to: z.iso.date().describe('last day of the range (today), in Tunisia'),
  series: z.array(seriesPointSchema).describe('7 days, 30 days or 12 months, oldest first'),
  totals: z.object({
    revenue: periodFigureSchema.describe('sales in dinar'),
    orders: periodFigureSchema,
    units: periodFigureSchema,
    averageOrderValue: periodFigureSchema.describe(
      'sales / orders neither cancelled nor refunded, in dinar; 0 without such orders',
    ),
  }),
  bestSellers: z
    .array(bestSellerSchema)
    .max(5)
    .describe('products by units sold in the range, then sales'),
  lowStock: z
    .array(lowStockProductSchema)
    .max(10)
    .describe('active products with 10 or fewer in stock, lowest first'),
});
export type BrandAnalytics = z.infer<typeof brandAnalyticsSchema>;

/** spec: dashboards §3 "Reports" — the orders report, over the last 12 months (this one last). */
export const ordersReportSchema = z.object({
  monthly: z
    .array(
      z.object({
        month: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .describe('YYYY-MM, in Tunisia'),
        count,
        value: money,
        percentChange: percentChange.describe("the value against the month before's"),
      }),
    )
    .length(12),
  insights: z.object({
    totalOrders: count.describe('orders of the 12 months'),
    bestPerformingMonth: z
      .object({ month: z.string(), value: money, count })
      .nullable()
      .describe('the month of the highest sales (the latest of equals); null without sales'),
    recentTrend: z.object({
      direction: z.enum(['up', 'down', 'flat']),
      percentage: z
        .number()
        .nullable()
        .describe(
          'how much the last complete month’s sales rose or fell against the month before, one decimal, never negative; null when the month before had none',
        ),
    }),
  }),
});
export type OrdersReport = z.infer<typeof ordersReportSchema>;

export const brandProductsReportSchema = z.object({
  brand: z.object({ id, name: z.string() }),
  timeZone: z.string(),
  generatedAt: z.iso.datetime(),
  overview: brandOverviewSchema,
  analytics: brandAnalyticsSchema,
  ordersReport: ordersReportSchema,
});
export type BrandProductsReport = z.infer<typeof brandProductsReportSchema>;
