import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { BRAND_SORTS, getPublicBrand, listBrands, topBrands } from './service';

const tags = ['brands'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;

const brandsQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  sortBy: z.enum(BRAND_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  category: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
});

/** The public brand directory; an admin also sees disabled brands. */
const brandDirectoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/brands',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Brands, paged (defaults 0, 10, name, asc)',
        querystring: brandsQuery,
      },
    },
    async (request) => ({
      success: true,
      data: await listBrands(ctx.db, request.query, request.caller?.role === 'ADMIN'),
    }),
  );
  app.get(
    '/brands/top',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Top brands by average rating (default 3)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(3) }),
      },
    },
    async (request) => ({ success: true, data: await topBrands(ctx.db, request.query.limit) }),
  );
  app.get(
    '/brands/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'A public brand',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request) => ({ success: true, data: await getPublicBrand(ctx.db, request.params.id) }),
  );
};

export default brandDirectoryRoutes;
