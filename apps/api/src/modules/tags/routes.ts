import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getTag, listTags } from './service';

const tagRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/tags',
    {
      config: { audience: 'public', responseCache: true },
      schema: { tags: ['tags'], summary: 'All tags with product counts' },
    },
    async () => ({
      success: true,
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
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request) => ({ success: true, data: await getTag(ctx.db, request.params.id) }),
  );
};

export default tagRoutes;
