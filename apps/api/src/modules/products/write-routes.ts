import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { productSchema } from '@souk/shared/responses/catalogue';
import { productChangesSchema } from '@souk/shared/schemas/product-writes';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { updateProduct } from './product-writes';
import { forgetCatalogueCounts, productForOwner } from './service';

/** dashboards: a brand's (or an admin's) changes to products. */
const productWriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/products/:id',
    {
      config: { audience: ['BRAND', 'ADMIN'] },
      schema: {
        tags: ['products'],
        summary:
          "Change a product's price, discount (0 to 100 %), quantity or stock level; only the given fields change. A brand changes only its own products.",
        params: idParams,
        body: productChangesSchema,
        response: { 200: envelopeOf(productSchema) },
      },
    },
    async (request) => {
      await ctx.db.transaction((tx) =>
        updateProduct(tx, callerOf(request), request.params.id, request.body),
      );
      // catalogue counts and facets follow the new prices at once
      forgetCatalogueCounts(ctx.catalogueDb);
      return {
        success: true as const,
        message: 'Product updated',
        data: await productForOwner(ctx.db, request.params.id),
      };
    },
  );
};

export default productWriteRoutes;
