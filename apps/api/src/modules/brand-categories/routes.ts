import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listBrandCategories } from './service';

const brandCategoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/brand-categories',
    {
      config: { audience: 'public', responseCache: true },
      schema: { tags: ['brand categories'], summary: 'Brand categories with brand counts' },
    },
    async () => ({ success: true, data: await listBrandCategories(ctx.db) }),
  );
};

export default brandCategoryRoutes;
