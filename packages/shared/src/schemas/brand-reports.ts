import { z } from 'zod';
import { idField } from '../validation';

/**
 * GET /reports/brand/products (issue 12; dashboards §2 "Brand screens: Overview, Analytics", §3
 * "Reports", §7 "Reports"): the figures of the brand dashboard's overview and analytics pages.
 * The brand is the caller's own (from the token); an admin names it with `brandId`.
 */

/**
 * spec: dashboards §2 — the analytics range: weekly (the last 7 days, day by day), monthly (the
 * last 30 days, day by day; the default) or yearly (the last 12 months, month by month).
 */
export const REPORT_RANGES = ['week', 'month', 'year'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 'month';

/**
 * Days and months are those of Tunisia: an order placed at 23:30 UTC on 31 January (00:30 on
 * 1 February in Tunis) counts in February.
 */
export const REPORT_TIME_ZONE = 'Africa/Tunis';

/** spec: dashboards §9 — recent brand orders 5, top rated products 4; low stock at 10 or less. */
export const BRAND_REPORT_RECENT_ORDERS = 5;
export const BRAND_REPORT_TOP_RATED = 4;
export const BRAND_REPORT_BEST_SELLERS = 5;
export const BRAND_REPORT_LOW_STOCK = 10;

export const brandReportQuerySchema = z.object({
  range: z.enum(REPORT_RANGES, { error: 'invalid_value' }).default(DEFAULT_REPORT_RANGE),
  /** an admin's choice of brand (required for an admin); a brand's own is always its token's */
  brandId: idField.optional(),
});
export type BrandReportQuery = z.output<typeof brandReportQuerySchema>;
