import { z } from 'zod';
import { sortDirectionField, sortedPagingQuerySchema } from '../api';
import { BRAND_REVIEWS_PAGE_SIZE, LIMITS } from '../constants';
import { idField, textField } from '../validation';

/**
 * What a customer sends to write or change a review (storefront §3 "Review", §5 "Reviews", §7
 * "Reviews"): a rating of 1 to 5 stars and a comment, required and at most
 * LIMITS.reviewCommentMaxLength characters once trimmed. The web form validates with the same
 * schema, so its messages are the server's.
 */

export const ratingField = z
  .number({ error: 'invalid_rating' })
  .int({ error: 'invalid_rating' })
  .min(LIMITS.reviewRatingMin, { error: 'invalid_rating' })
  .max(LIMITS.reviewRatingMax, { error: 'invalid_rating' });

export const reviewCommentField = z
  .string({ error: 'comment_required' })
  .pipe(
    textField(LIMITS.reviewCommentMaxLength, { multiline: true, tooLong: 'comment_too_long' }).min(
      1,
      { error: 'comment_required' },
    ),
  );

/** The form's own fields: what the page lets a person type. */
export const reviewFormSchema = z.object({ rating: ratingField, comment: reviewCommentField });
export type ReviewFormInput = z.input<typeof reviewFormSchema>;

/** POST /reviews */
export const createReviewSchema = reviewFormSchema.extend({ productId: idField });
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReview = z.output<typeof createReviewSchema>;

/**
 * PUT /reviews/{id}: the same body (spec: storefront §7); productId may be left out. A review
 * stays with its product: another product's id is refused.
 */
export const updateReviewSchema = reviewFormSchema.extend({ productId: idField.optional() });
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;
export type UpdateReview = z.output<typeof updateReviewSchema>;

/**
 * PUT /reviews/{id}/reply: the brand's one public reply under a review of its product (issue 12;
 * dashboards §2 "Brand screens: Reviews"): required, trimmed, at most
 * LIMITS.reviewReplyMaxLength characters, line breaks allowed. The dashboard's form uses it too.
 */
export const reviewReplyField = z.string({ error: 'reply_required' }).pipe(
  textField(LIMITS.reviewReplyMaxLength, { multiline: true, tooLong: 'reply_too_long' }).min(1, {
    error: 'reply_required',
  }),
);
export const reviewReplySchema = z.object({ reply: reviewReplyField });
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;
export type ReviewReply = z.output<typeof reviewReplySchema>;

/** spec: dashboards §7 "Brand reviews" — the brand's list sorts by date (default) or rating. */
export const BRAND_REVIEW_SORT_KEYS = ['createdAt', 'rating'] as const;
export type BrandReviewSort = (typeof BRAND_REVIEW_SORT_KEYS)[number];

/** GET /reviews/brand/{brandId}/paged: the page, newest first by default, and a stars filter. */
export const brandReviewsQuerySchema = sortedPagingQuerySchema(BRAND_REVIEW_SORT_KEYS, {
  sortBy: 'createdAt',
  size: BRAND_REVIEWS_PAGE_SIZE,
}).extend({
  direction: sortDirectionField.default('desc'),
  rating: z.coerce
    .number({ error: 'invalid_rating' })
    .int({ error: 'invalid_rating' })
    .min(LIMITS.reviewRatingMin, { error: 'invalid_rating' })
    .max(LIMITS.reviewRatingMax, { error: 'invalid_rating' })
    .optional(),
});
export type BrandReviewsQuery = z.output<typeof brandReviewsQuerySchema>;
