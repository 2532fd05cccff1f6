import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, pageField, pageSizeField } from '@souk/shared/api';
import { productReviewsPageSchema } from '@souk/shared/responses/catalogue';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { averageRating, productReviewsPage, ratingCount, REVIEW_SORT_KEYS } from './service';

const tags = ['reviews'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;
const productParams = idParams;

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
};

export default reviewRoutes;
