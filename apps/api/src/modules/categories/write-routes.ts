import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { LIMITS } from '@souk/shared/constants';
import { categoryTreeSchema } from '@souk/shared/responses/catalogue';
import { categoryDeletionSchema, categoryUpdateSchema } from '@souk/shared/schemas/catalogue-admin';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { readImageUpload, readMultipartForm } from '../../lib/uploads';
import {
  createCategory,
  deleteCategory,
  replaceCategoryImage,
  updateCategory,
} from './category-writes';
import { getCategory } from './service';

/**
 * spec: dashboards §7 "Categories, brand categories, tags" — the admin's changes to product
 * categories and subcategories. Each success drops the storefront's kept answers and counts.
 */
const tags = ['categories'];
const adminWrite = { audience: 'ADMIN', changesCatalogue: true } as const;
const categoryAnswer = envelopeOf(categoryTreeSchema);
const imageNote = `The image is checked by its content and re-encoded to WebP (at most ${LIMITS.categoryImagePixels} px); at most 5 MB.`;

const categoryWriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/categories/create-with-image',
    {
      config: adminWrite,
      schema: {
        tags,
        summary:
          'Create a category or, with parentId, a subcategory (multipart: name, description, type, parentId, nameFr, nameAr or nameTranslations as JSON, and the image file, required)',
        description: `name is required and trimmed, unique among its siblings whatever its case (409); a top-level category requires a description; type (one of the fixed category types) only for a top-level category; image_url is not read. ${imageNote}`,
        consumes: ['multipart/form-data'],
        response: { 201: categoryAnswer },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: LIMITS.categoryImageMaxBytes,
        maxFiles: 1,
      });
      const id = await createCategory(ctx, form);
      return reply.status(201).send({
        success: true as const,
        message: 'Category created',
        data: await getCategory(ctx.db, id),
      });
    },
  );

  app.post(
    '/categories/:id/upload-image',
    {
      config: adminWrite,
      schema: {
        tags,
        summary: "Replace a category's image (multipart, one image file); the old file is removed",
        description: imageNote,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: categoryAnswer },
      },
    },
    async (request) => {
      const image = await readImageUpload(request, LIMITS.categoryImageMaxBytes);
      await replaceCategoryImage(ctx, request.params.id, image);
      return {
        success: true as const,
        message: 'Category image updated',
        data: await getCategory(ctx.db, request.params.id),
      };
    },
  );

  app.put(
    '/categories/:id',
    {
      config: adminWrite,
      schema: {
        tags,
        summary:
          'Change a category (JSON name, description, type, nameTranslations or nameFr and nameAr): only the given fields change; img is not read (upload the image instead)',
        description:
          "A subcategory takes no type; a top-level category keeps a description. A new name or translation refreshes the search documents of the category's products.",
        params: idParams,
        body: categoryUpdateSchema,
        response: { 200: categoryAnswer },
      },
    },
    async (request) => {
      await updateCategory(ctx, request.params.id, request.body);
      return {
        success: true as const,
        message: 'Category updated',
        data: await getCategory(ctx.db, request.params.id),
      };
    },
  );

  app.delete(
    '/categories/:id',
    {
      config: adminWrite,
      schema: {
        tags,
        summary:
          'Delete a category with its subcategories; refused (422, naming how many) while products use it or one of its subcategories',
        params: idParams,
        response: { 200: envelopeOf(categoryDeletionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Category deleted',
      data: await deleteCategory(ctx, request.params.id),
    }),
  );
};

export default categoryWriteRoutes;
