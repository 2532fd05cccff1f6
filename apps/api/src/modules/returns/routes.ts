import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import {
  orderReturnsSchema,
  returnRequestSchema,
  returnsPageSchema,
} from '@souk/shared/responses/returns';
import {
  brandReturnsParams,
  createReturnSchema,
  returnDecisionSchema,
  returnsQuerySchema,
} from '@souk/shared/schemas/returns';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { mailReturnStep } from './mails';
import { askReturn, decideReturn, listReturns, orderReturns, readReturns } from './service';

/**
 * Returns (issue 30, decision 026). The customer asks and follows them on the order
 * (/orders/{id}/returns: another customer's order is 404, as for every order read); the brand of
 * the part reads its own (/brands/{brandId}/returns: another brand's id is 403) and acts on them
 * (/returns/{id}: another brand's return is 404); an admin reads and acts on every one.
 */
const returnRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['returns'];

  app.post(
    '/orders/:id/returns',
    {
      config: { audience: 'CUSTOMER' },
      schema: {
        tags,
        summary:
          'Ask to return items of your order (delivered, not rejected, within 30 days of their delivery): one request per brand part named',
        params: idParams,
        body: createReturnSchema,
        response: { 201: envelopeOf(z.array(returnRequestSchema)) },
      },
    },
    async (request, reply) => {
      const step = await ctx.db.transaction((tx) =>
        askReturn(tx, callerOf(request), request.params.id, request.body),
      );
      await mailReturnStep(ctx, step, request.log);
      return reply.status(201).send({
        success: true as const,
        message: 'Return requested',
        data: await readReturns(ctx.db, step.returnIds),
      });
    },
  );

  app.get(
    '/orders/:id/returns',
    {
      config: { audience: ['CUSTOMER', 'ADMIN'] },
      schema: {
        tags,
        summary:
          "The order's returns, newest first, and what may still be returned of each delivered part",
        params: idParams,
        response: { 200: envelopeOf(orderReturnsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orderReturns(ctx.db, callerOf(request), request.params.id),
    }),
  );

  app.get(
    '/brands/:brandId/returns',
    {
      config: { audience: ['BRAND', 'ADMIN'], owner: { param: 'brandId', kind: 'brand' } },
      schema: {
        tags,
        summary: "The brand's returns, newest first, a page at a time (status filter)",
        params: brandReturnsParams,
        querystring: returnsQuerySchema,
        response: { 200: envelopeOf(returnsPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listReturns(ctx.db, { brandId: request.params.brandId }, request.query),
    }),
  );

  app.patch(
    '/returns/:id',
    {
      config: { audience: ['BRAND', 'ADMIN'] },
      schema: {
        tags,
        summary:
          "Accept a return, refuse it (with a reason), or mark its goods received (stock back, refund recorded): the part's brand or an admin",
        params: idParams,
        body: returnDecisionSchema,
        response: { 200: envelopeOf(returnRequestSchema) },
      },
    },
    async (request) => {
      const step = await ctx.db.transaction((tx) =>
        decideReturn(tx, callerOf(request), request.params.id, request.body),
      );
      await mailReturnStep(ctx, step, request.log);
      const [updated] = await readReturns(ctx.db, step.returnIds);
      return { success: true as const, message: 'Return updated', data: updated! };
    },
  );

  app.get(
    '/admin/returns',
    {
      config: { audience: 'ADMIN' },
      schema: {
        tags,
        summary: 'Every return of the marketplace, newest first, a page at a time (status filter)',
        querystring: returnsQuerySchema,
        response: { 200: envelopeOf(returnsPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listReturns(ctx.db, { brandId: null }, request.query),
    }),
  );
};

export default returnRoutes;
