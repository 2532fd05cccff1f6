import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, pageField, pageSizeField } from '@souk/shared/api';
import {
  myProductReviewSchema,
  productReviewsPageSchema,
  reviewSchema,
} from '@souk/shared/responses/catalogue';
import { createReviewSchema, updateReviewSchema } from '@souk/shared/schemas/reviews';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import {
  averageRating,
  createReview,
  deleteReview,
  myProductReview,
  productReviewsPage,
  ratingCount,
  REVIEW_SORT_KEYS,
  updateReview,
} from './service';

const tags = ['reviews'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;
const productParams = idParams;
/** Only customers write reviews; a brand or an admin never does (issue 11). */
const customer = { audience: 'CUSTOMER' } as const;

const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reviews/product/:id/paged',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "A product's reviews, paged, with averageRating and totalReviews beside the page",
        params: productParams,
        querystring: z.object({
          page: pageField,
          size: pageSizeField(10),
          sortBy: z.enum(REVIEW_SORT_KEYS).default('createdAt'),
          direction: z.enum(['asc', 'desc']).default('desc'),
        }),
        response: { 200: envelopeOf(productReviewsPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await productReviewsPage(ctx.db, request.params.id, request.query),
    }),
  );
  app.get(
    '/reviews/product/:id/average-rating',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Average rating of a product (data number)',
        params: productParams,
        response: { 200: envelopeOf(z.number()) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await averageRating(ctx.db, request.params.id),
    }),
  );
  app.get(
    '/reviews/product/:id/rating-count',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'How many reviews (with a given rating)',
        params: productParams,
        querystring: z.object({ rating: z.coerce.number().int().min(1).max(5).optional() }),
        response: { 200: envelopeOf(z.number().int()) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ratingCount(ctx.db, request.params.id, request.query.rating),
    }),
  );

  app.get(
    '/reviews/product/:id/mine',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Your review of a product, and whether you may review it (a delivered purchase of it)',
        params: productParams,
        response: { 200: envelopeOf(myProductReviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await myProductReview(ctx.db, callerOf(request).userId, request.params.id),
    }),
  );
  app.post(
    '/reviews',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Review a product you received (403 not_purchased otherwise; 409 already_reviewed for a second one)',
        body: createReviewSchema,
        response: { 201: envelopeOf(reviewSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        message: 'Review added',
        data: await createReview(ctx.db, callerOf(request).userId, request.body),
      }),
  );
  app.put(
    '/reviews/:id',
    {
      config: customer,
      schema: {
        tags,
        summary: "Change your review's rating and comment (someone else's review is a 404)",
        params: idParams,
        body: updateReviewSchema,
        response: { 200: envelopeOf(reviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Review updated',
      data: await updateReview(ctx.db, callerOf(request).userId, request.params.id, request.body),
    }),
  );
  app.delete(
    '/reviews/:id',
    {
      config: { audience: ['CUSTOMER', 'ADMIN'] },
      schema: {
        tags,
        summary:
          'Delete your review; an admin may delete any (someone else’s is a 404 to a customer)',
        params: idParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteReview(ctx.db, callerOf(request), request.params.id);
      return { success: true as const, message: 'Review deleted', data: null };
    },
  );
};

export default reviewRoutes;
