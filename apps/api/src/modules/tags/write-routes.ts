import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { tagSchema } from '@souk/shared/responses/catalogue';
import {
  tagCreateSchema,
  tagDeletionSchema,
  tagUpdateSchema,
} from '@souk/shared/schemas/catalogue-admin';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { createTag, deleteTag, getTag, updateTag } from './service';

/** spec: dashboards §7 "POST /tags; PUT /tags/{id} (name, description, type); DELETE /tags/{id}" — admins only. */
const routeTags = ['tags'];
const adminWrite = { audience: 'ADMIN', changesCatalogue: true } as const;
const tagAnswer = envelopeOf(tagSchema);

const tagWriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/tags',
    {
      config: adminWrite,
      schema: {
        tags: routeTags,
        summary:
          'Create a tag (name required; description, type as free text, nameTranslations or nameFr and nameAr optional)',
        description: 'The name is trimmed and unique whatever its case (409).',
        body: tagCreateSchema,
        response: { 201: tagAnswer },
      },
    },
    async (request, reply) => {
      const id = await createTag(ctx.db, request.body);
      return reply.status(201).send({
        success: true as const,
        message: 'Tag created',
        data: await getTag(ctx.db, id),
      });
    },
  );

  app.put(
    '/tags/:id',
    {
      config: adminWrite,
      schema: {
        tags: routeTags,
        summary:
          "Change a tag: only the given fields change; a new name or translation refreshes its products' search documents",
        params: idParams,
        body: tagUpdateSchema,
        response: { 200: tagAnswer },
      },
    },
    async (request) => {
      await updateTag(ctx.db, request.params.id, request.body);
      return {
        success: true as const,
        message: 'Tag updated',
        data: await getTag(ctx.db, request.params.id),
      };
    },
  );

  app.delete(
    '/tags/:id',
    {
      config: adminWrite,
      schema: {
        tags: routeTags,
        summary: 'Delete a tag: it leaves its products (data.productsUntagged says how many)',
        params: idParams,
        response: { 200: envelopeOf(tagDeletionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Tag deleted',
      data: await deleteTag(ctx.db, request.params.id),
    }),
  );
};

export default tagWriteRoutes;
