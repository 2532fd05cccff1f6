import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import { tagSchema } from '@souk/shared/responses/catalogue';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { getTag, listTags } from './service';

const tagRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/tags',
    {
      config: { audience: 'public', responseCache: true },
      schema: {
        tags: ['tags'],
        summary: 'All tags with product counts',
        response: { 200: envelopeOf(z.array(tagSchema)) },
      },
    },
    async () => ({
      success: true as const,
      data: await listTags(ctx.db),
    }),
  );
  app.get(
    '/tags/:id',
    {
      config: { audience: 'public', responseCache: true },
      schema: {
        tags: ['tags'],
        summary: 'A tag',
        params: idParams,
        response: { 200: envelopeOf(tagSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await getTag(ctx.db, request.params.id) }),
  );
};

export default tagRoutes;
