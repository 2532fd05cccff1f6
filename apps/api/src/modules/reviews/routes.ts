import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { averageRating, productReviewsPage, ratingCount, REVIEW_SORT_KEYS } from './service';

const tags = ['reviews'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;
const productParams = z.object({ id: z.coerce.number().int().positive() });

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
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(100).default(10),
          sortBy: z.enum(REVIEW_SORT_KEYS).default('createdAt'),
          direction: z.enum(['asc', 'desc']).default('desc'),
        }),
      },
    },
    async (request) => ({
      success: true,
      data: await productReviewsPage(ctx.db, request.params.id, request.query),
    }),
  );
  app.get(
    '/reviews/product/:id/average-rating',
    {
      config: publicRoute,
      schema: { tags, summary: 'Average rating of a product (data number)', params: productParams },
    },
    async (request) => ({ success: true, data: await averageRating(ctx.db, request.params.id) }),
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
      },
    },
    async (request) => ({
      success: true,
      data: await ratingCount(ctx.db, request.params.id, request.query.rating),
    }),
  );
};

export default reviewRoutes;
