import { z } from 'zod';
import { pageOf } from '../api';

/**
 * What the brand dashboard's reviews page reads (issue 12; dashboards §3 "Review (brand view)" and
 * "Review page", §9): the brand's reviews with their product, its own reply, and the page's
 * figures beside them.
 */

const id = z.number().int();
const count = z.number().int().min(0);
const timestamp = z.iso.datetime();

/** One review of the brand's products, as the brand sees it. */
export const brandReviewSchema = z.object({
  id,
  username: z.string().describe('first name and the initial of the last name; never the email'),
  createdAt: timestamp,
  productId: id,
  productName: z.string(),
  productImage: z.string().nullable(),
  rating: z.number().int().describe('1 to 5'),
  comment: z.string(),
  reply: z.string().nullable().describe("the brand's public reply, shown under the review"),
  repliedAt: timestamp.nullable(),
});
export type BrandReview = z.infer<typeof brandReviewSchema>;

/** spec: dashboards §9 — reviews written in the last 7 days against the 7 days before. */
export const reviewTrendSchema = z.object({
  last7Days: count,
  previous7Days: count,
  percentChange: z
    .number()
    .nullable()
    .describe(
      '(last7Days - previous7Days) / previous7Days × 100, one decimal; null when no reviews the week before',
    ),
});
export type ReviewTrend = z.infer<typeof reviewTrendSchema>;

/**
 * GET /reviews/brand/{brandId}/paged: a page of reviews (filtered by rating when asked) and the
 * brand's figures over all its reviews, whatever the filter.
 */
export const brandReviewsPageSchema = pageOf(brandReviewSchema).extend({
  averageRating: z.number().describe('over all the brand’s reviews, 2 decimals'),
  totalReviews: count,
  positiveReviewsPercentage: z.number().describe('share of reviews rated 4 or more, one decimal'),
  trend: reviewTrendSchema,
});
export type BrandReviewsPage = z.infer<typeof brandReviewsPageSchema>;
