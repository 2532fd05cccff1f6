import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, pageField, pageOf, pageSizeField } from '@souk/shared/api';
import { brandSchema } from '@souk/shared/responses/catalogue';
import { idField, idParams, textField } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { BRAND_SORTS, getPublicBrand, listBrands, topBrands } from './service';

const tags = ['brands'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;

const brandsQuery = z.object({
  page: pageField,
  size: pageSizeField(10),
  sortBy: z.enum(BRAND_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  category: idField.optional(),
  search: textField(100).optional(),
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
        response: { 200: envelopeOf(pageOf(brandSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
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
        response: { 200: envelopeOf(z.array(brandSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await topBrands(ctx.db, request.query.limit),
    }),
  );
  app.get(
    '/brands/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'A public brand',
        params: idParams,
        response: { 200: envelopeOf(brandSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPublicBrand(ctx.db, request.params.id),
    }),
  );
};

export default brandDirectoryRoutes;
