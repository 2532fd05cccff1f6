import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { brandCategorySchema } from '@souk/shared/responses/catalogue';
import {
  brandCategoryCreateSchema,
  brandCategoryDeletionSchema,
  brandCategoryUpdateSchema,
} from '@souk/shared/schemas/catalogue-admin';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import {
  createBrandCategory,
  deleteBrandCategory,
  getBrandCategory,
  updateBrandCategory,
} from './service';

/**
 * spec: dashboards §7 "POST /brand-categories (name, description); PUT and DELETE
 * /brand-categories/{id}" — admins only. The add-brand form's new-category modal uses the POST too.
 */
const tags = ['brand categories'];
const adminWrite = { audience: 'ADMIN', changesCatalogue: true } as const;
const brandCategoryAnswer = envelopeOf(brandCategorySchema);

const brandCategoryWriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/brand-categories',
    {
      config: adminWrite,
      schema: {
        tags,
        summary:
          'Create a brand category (name and description required, nameTranslations or nameFr and nameAr optional)',
        description:
          'The name is trimmed and unique whatever its case (409). data: {id, name, nameTranslations, description, brandCount}.',
        body: brandCategoryCreateSchema,
        response: { 201: brandCategoryAnswer },
      },
    },
    async (request, reply) => {
      const id = await createBrandCategory(ctx.db, request.body);
      return reply.status(201).send({
        success: true as const,
        message: 'Brand category created',
        data: await getBrandCategory(ctx.db, id),
      });
    },
  );

  app.put(
    '/brand-categories/:id',
    {
      config: adminWrite,
      schema: {
        tags,
        summary: 'Change a brand category: only the given fields change',
        params: idParams,
        body: brandCategoryUpdateSchema,
        response: { 200: brandCategoryAnswer },
      },
    },
    async (request) => {
      await updateBrandCategory(ctx.db, request.params.id, request.body);
      return {
        success: true as const,
        message: 'Brand category updated',
        data: await getBrandCategory(ctx.db, request.params.id),
      };
    },
  );

  app.delete(
    '/brand-categories/:id',
    {
      config: adminWrite,
      schema: {
        tags,
        summary:
          'Delete a brand category; refused (422, naming how many) while brands, enabled or not, are in it',
        params: idParams,
        response: { 200: envelopeOf(brandCategoryDeletionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Brand category deleted',
      data: await deleteBrandCategory(ctx.db, request.params.id),
    }),
  );
};

export default brandCategoryWriteRoutes;
