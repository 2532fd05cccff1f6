import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { toCents } from '@souk/shared/money';
import { adminOrderSchema, adminOrdersPageSchema } from '@souk/shared/responses/admin-orders';
import {
  adminOrdersQuerySchema,
  orderPartParams,
  settleRefundSchema,
} from '@souk/shared/schemas/admin-orders';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { getAdminOrder, listAdminOrders } from './admin-orders';
import { recordRefund, settleRefundDue } from './refunds';

/**
 * The admin dashboard's orders (dashboards §2 "Orders", §7 "Orders"; decisions 010 and 015). The
 * status change is PATCH /orders/{id}/status (routes.ts), through the order rules; the details
 * are GET /orders/{id} or a row of the list. `/orders/paged` is a static path: it is matched
 * before `/orders/:id`, whose id must be a number anyway.
 */
const admin = { audience: 'ADMIN' } as const;

const adminOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin orders'];
  const timeout = ctx.payments.timeoutMinutes;
  const orderAnswer = { 201: envelopeOf(adminOrderSchema) };

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
        response: orderAnswer,
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      await ctx.db.transaction((tx) =>
        settleRefundDue(tx, {
          orderId,
          amount: toCents(request.body.amount),
          reference: request.body.reference,
          note: request.body.note,
          recordedBy: callerOf(request).userId,
        }),
      );
      return reply.status(201).send({
        success: true as const,
        message: 'Refund recorded',
        data: await getAdminOrder(ctx.db, orderId, timeout),
      });
    },
  );

  app.post(
    '/orders/:id/brand-orders/:brandOrderId/refunds',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Record a refund given for one brand's delivered or completed part (at most what the customer paid for its items that are not rejected, less earlier refunds); answers the order",
        params: orderPartParams,
        body: settleRefundSchema,
        response: orderAnswer,
      },
    },
    async (request, reply) => {
      const { id: orderId, brandOrderId } = request.params;
      await ctx.db.transaction((tx) =>
        recordRefund(tx, {
          orderId,
          brandOrderId,
          amount: toCents(request.body.amount),
          reference: request.body.reference,
          note: request.body.note,
          recordedBy: callerOf(request).userId,
          actor: 'ADMIN',
        }),
      );
      return reply.status(201).send({
        success: true as const,
        message: 'Refund recorded',
        data: await getAdminOrder(ctx.db, orderId, timeout),
      });
    },
  );
};

export default adminOrderRoutes;
