import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import { categorySchema, categoryTreeSchema } from '@souk/shared/responses/catalogue';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { getCategory, listCategoryTree, listRootCategories, listSubcategories } from './service';

const tags = ['categories'];
// Anonymous answers are reused for a few seconds (plugins/response-cache.ts).
const publicRoute = { audience: 'public', responseCache: true } as const;
const categoryList = { 200: envelopeOf(z.array(categorySchema)) };
const categoryTrees = { 200: envelopeOf(z.array(categoryTreeSchema)) };

const categoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  app.get(
    '/categories',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Top-level categories with their subcategories and product counts',
        response: categoryTrees,
      },
    },
    async () => ({
      success: true as const,
      data: await listCategoryTree(db),
    }),
  );
  app.get(
    '/categories/root',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Top-level categories with product counts',
        response: categoryList,
      },
    },
    async () => ({
      success: true as const,
      data: await listRootCategories(db),
    }),
  );
  app.get(
    '/categories/active',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Active categories with their active subcategories',
        response: categoryTrees,
      },
    },
    async () => ({
      success: true as const,
      data: await listCategoryTree(db, true),
    }),
  );
  app.get(
    '/categories/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'A category with its subcategories',
        params: idParams,
        response: { 200: envelopeOf(categoryTreeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
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
        response: categoryList,
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSubcategories(db, request.params.id),
    }),
  );
};

export default categoryRoutes;
