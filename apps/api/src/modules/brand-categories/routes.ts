import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import { brandCategorySchema } from '@souk/shared/responses/catalogue';
import type { AppContext } from '../../context';
import { listBrandCategories } from './service';

const brandCategoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/brand-categories',
    {
      config: { audience: 'public', responseCache: true },
      schema: {
        tags: ['brand categories'],
        summary: 'Brand categories with brand counts',
        response: { 200: envelopeOf(z.array(brandCategorySchema)) },
      },
    },
    async () => ({ success: true as const, data: await listBrandCategories(ctx.db) }),
  );
};

export default brandCategoryRoutes;
