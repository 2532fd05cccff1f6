import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getCategory, listCategoryTree, listRootCategories, listSubcategories } from './service';

const tags = ['categories'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });

const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/categories',
    {
      config: publicRoute,
      schema: { tags, summary: 'Top-level categories with their subcategories and product counts' },
    },
    async () => ({
      success: true,
      data: await listCategoryTree(db),
    }),
  );
  app.get(
    '/categories/root',
    { config: publicRoute, schema: { tags, summary: 'Top-level categories with product counts' } },
    async () => ({
      success: true,
      data: await listRootCategories(db),
    }),
  );
  app.get(
    '/categories/active',
    {
      config: publicRoute,
      schema: { tags, summary: 'Active categories with their active subcategories' },
    },
    async () => ({
      success: true,
      data: await listCategoryTree(db, true),
    }),
  );
  app.get(
    '/categories/:id',
    {
      config: publicRoute,
      schema: { tags, summary: 'A category with its subcategories', params: idParams },
    },
    async (request) => ({
      success: true,
      data: await getCategory(db, request.params.id),
    }),
  );
  app.get(
    '/categories/:id/subcategories',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Subcategories of a category (data array of id, name, imageUrl)',
        params: idParams,
      },
    },
    async (request) => ({ success: true, data: await listSubcategories(db, request.params.id) }),
  );
};

export default categoryRoutes;
