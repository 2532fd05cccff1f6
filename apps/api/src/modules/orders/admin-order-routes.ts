import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { adminOrderSchema, adminOrdersPageSchema } from '@souk/shared/responses/admin-orders';
import { adminOrdersQuerySchema, settleRefundSchema } from '@souk/shared/schemas/admin-orders';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { getAdminOrder, listAdminOrders } from './admin-orders';
import { mailRefundRecorded } from './refund-mails';
import { refundOfBody, settleRefundDue } from './refunds';

/**
 * The admin dashboard's orders (dashboards §2 "Orders", §7 "Orders"; decisions 010 and 015). The
 * status change is PATCH /orders/{id}/status (routes.ts), through the order rules; the details
 * are GET /orders/{id} or a row of the list; a part's refund is the brand's route, which records it
 * as the admin (brand-order-routes.ts). `/orders/paged` is a static path: it is matched
 * before `/orders/:id`, whose id must be a number anyway.
 */
const admin = { audience: 'ADMIN' } as const;

const adminOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin orders'];
  const timeout = ctx.payments.timeoutMinutes;

  app.get(
    '/orders/paged',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Every order, a page at a time (sortBy createdAt, orderDate, orderNumber, customerName, total, status; status filter; search on the number or the customer), with the insights over all orders',
        querystring: adminOrdersQuerySchema,
        response: { 200: envelopeOf(adminOrdersPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAdminOrders(ctx.db, request.query, timeout),
    }),
  );

  app.post(
    '/orders/:id/refund-settlements',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Record money given back out of what the order owes the customer (at most its refundDue); answers the order',
        params: idParams,
        body: settleRefundSchema,
        response: { 201: envelopeOf(adminOrderSchema) },
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const refund = await ctx.db.transaction((tx) =>
        settleRefundDue(tx, { ...refundOfBody(request.body, callerOf(request).userId), orderId }),
      );
      await mailRefundRecorded(ctx, refund, request.log);
      return reply.status(201).send({
        success: true as const,
        message: 'Refund recorded',
        data: await getAdminOrder(ctx.db, orderId, timeout),
      });
    },
  );
};

export default adminOrderRoutes;
