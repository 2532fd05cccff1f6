import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import { brandReviewSchema, brandReviewsPageSchema } from '@souk/shared/responses/brand-reviews';
import { brandReviewsQuerySchema, reviewReplySchema } from '@souk/shared/schemas/reviews';
import { idField, idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { brandReviewsPage, deleteReviewReply, replyToReview } from './brand-reviews';

const tags = ['reviews'];
/** A brand reads and answers the reviews of its own products; an admin those of any brand. */
const brandOrAdmin = ['BRAND', 'ADMIN'] as const;

const brandReviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reviews/brand/:brandId/paged',
    {
      // Another brand's id is a 403 before anything is read (plugins/auth.ts).
      config: { audience: brandOrAdmin, owner: { param: 'brandId', kind: 'brand' } },
      schema: {
        tags,
        summary:
          "The brand's reviews, paged (rating filters the page), with averageRating, totalReviews, positiveReviewsPercentage and the 7-day trend over all of them",
        params: z.object({ brandId: idField }),
        querystring: brandReviewsQuerySchema,
        response: { 200: envelopeOf(brandReviewsPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await brandReviewsPage(ctx.db, request.params.brandId, request.query),
    }),
  );

  app.put(
    '/reviews/:id/reply',
    {
      config: { audience: brandOrAdmin },
      schema: {
        tags,
        summary:
          "Write or change the brand's one public reply under a review of its product (another brand's review is a 404)",
        params: idParams,
        body: reviewReplySchema,
        response: { 200: envelopeOf(brandReviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Reply saved',
      data: await replyToReview(ctx.db, callerOf(request), request.params.id, request.body.reply),
    }),
  );

  app.delete(
    '/reviews/:id/reply',
    {
      config: { audience: brandOrAdmin },
      schema: {
        tags,
        summary: "Remove the brand's reply under a review of its product",
        params: idParams,
        response: { 200: envelopeOf(brandReviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Reply deleted',
      data: await deleteReviewReply(ctx.db, callerOf(request), request.params.id),
    }),
  );
};

export default brandReviewRoutes;
