import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, errorEnvelopeSchema } from '@souk/shared/api';
import { healthSchema } from '@souk/shared/responses/health';
import type { AppContext } from '../../context';
import { catalogueIndexLoaded } from '../products/service';

const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; databaseKind: string }> = async (
  app,
  { ctx, databaseKind },
) => {
  app.get(
    '/health',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness, with a database round trip',
        response: { 200: envelopeOf(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return {
          success: true as const,
          data: {
            status: 'ok' as const,
            database: databaseKind,
            catalogue: catalogueIndexLoaded(ctx.catalogueDb)
              ? ('ready' as const)
              : ('loading' as const),
          },
        };
      } catch {
        return reply
          .status(503)
          .send({ success: false, message: 'Database unavailable', errorCode: 'internal_error' });
      }
    },
  );
};

export default healthRoutes;
