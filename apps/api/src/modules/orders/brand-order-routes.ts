import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import {
  brandOrderRowSchema,
  brandOrdersPageSchema,
  brandOrdersReportSchema,
  refundSchema,
} from '@souk/shared/responses/brand-orders';
import { orderItemSchema } from '@souk/shared/responses/orders';
import {
  brandItemParams,
  brandOrderParams,
  brandOrdersQuerySchema,
  brandParams,
  itemDecisionSchema,
  recordRefundSchema,
} from '@souk/shared/schemas/brand-orders';
import { orderStatusChangeSchema } from '@souk/shared/schemas/orders';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import {
  brandOrderItems,
  brandOrdersReport,
  brandPartOf,
  getBrandOrderRow,
  listBrandOrders,
} from './brand-orders';
import { updateItemStatus, updateOrderStatus } from './order-updates';
import { mailRefundRecorded } from './refund-mails';
import { listRefunds, recordRefund, refundOfBody } from './refunds';

/**
 * The brand dashboard's orders (dashboards §7 "Orders"; decision 015). The path's brand is the
 * caller's own (config.owner: another brand's id is 403, an admin may name any); an order or item
 * without a part of that brand is 404, checked in the service. Status changes act as that brand,
 * through the order rules of decision 010; a refund is recorded as the caller (an admin's, for
 * any part the admin may mark refunded: decision 015).
 */
const brandOwner = {
  audience: ['BRAND', 'ADMIN'] as const,
  owner: { param: 'brandId', kind: 'brand' } as const,
};

const brandOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['brand orders'];
  const timeout = ctx.payments.timeoutMinutes;
  const rowAnswer = { 200: envelopeOf(brandOrderRowSchema) };

  app.get(
    '/orders/brand/:brandId/paged',
    {
      config: brandOwner,
      schema: {
        tags,
        summary:
          "The brand's parts of orders, a page at a time (sortBy orderDate, orderNumber, customerName, total, status; status, search, customerId), with the metric cards",
        params: brandParams,
        querystring: brandOrdersQuerySchema,
        response: { 200: envelopeOf(brandOrdersPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listBrandOrders(ctx.db, request.params.brandId, request.query, timeout),
    }),
  );

  app.get(
    '/orders/brand/:brandId/order/:orderId/items',
    {
      config: brandOwner,
      schema: {
        tags,
        summary: "The brand's items of one order (404 when the order has no part of this brand)",
        params: brandOrderParams,
        response: { 200: envelopeOf(z.array(orderItemSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await brandOrderItems(ctx.db, request.params.brandId, request.params.orderId, timeout),
    }),
  );

  app.patch(
    '/orders/brand/:brandId/items/:itemId/status',
    {
      config: brandOwner,
      schema: {
        tags,
        summary:
          'Accept or reject one of the brand’s items (a rejection needs a reason, gives the stock back, and cancels the part when every item is rejected); answers the order as the brand sees it',
        params: brandItemParams,
        body: itemDecisionSchema,
        response: rowAnswer,
      },
    },
    async (request) => {
      const { brandId, itemId } = request.params;
      const change = await updateItemStatus(
        ctx,
        itemId,
        request.body.status,
        { actor: 'BRAND', brandId, reason: request.body.rejectionReason },
        request.log,
      );
      return {
        success: true as const,
        message: 'Order item status updated',
        data: await getBrandOrderRow(ctx.db, brandId, change.orderId, timeout),
      };
    },
  );

  app.patch(
    '/orders/brand/:brandId/order/:orderId/status',
    {
      config: brandOwner,
      schema: {
        tags,
        summary:
          "Move the brand's part of an order (PENDING, PROCESSING, SHIPPED, DELIVERED, CANCELLED, REFUNDED) by the order rules; REFUNDED needs a refund recorded first",
        params: brandOrderParams,
        body: orderStatusChangeSchema,
        response: rowAnswer,
      },
    },
    async (request) => {
      const { brandId, orderId } = request.params;
      await updateOrderStatus(
        ctx,
        orderId,
        request.body.status,
        { actor: 'BRAND', brandId },
        request.log,
      );
      return {
        success: true as const,
        message: 'Order status updated',
        data: await getBrandOrderRow(ctx.db, brandId, orderId, timeout),
      };
    },
  );

  app.get(
    '/orders/brand/:brandId/order/:orderId/refunds',
    {
      config: brandOwner,
      schema: {
        tags,
        summary: "The refunds recorded for the brand's part of an order, oldest first",
        params: brandOrderParams,
        response: { 200: envelopeOf(z.array(refundSchema)) },
      },
    },
    async (request) => {
      const part = await brandPartOf(ctx.db, request.params.brandId, request.params.orderId);
      return { success: true as const, data: await listRefunds(ctx.db, part.id) };
    },
  );

  app.post(
    '/orders/brand/:brandId/order/:orderId/refunds',
    {
      config: brandOwner,
      schema: {
        tags,
        summary:
          "Record a refund given for the brand's part (at most what the customer paid for its items that are not rejected, less earlier refunds): a brand for a delivered part, an admin for a delivered or completed one",
        params: brandOrderParams,
        body: recordRefundSchema,
        response: { 201: envelopeOf(refundSchema) },
      },
    },
    async (request, reply) => {
      const { brandId, orderId } = request.params;
      const caller = callerOf(request);
      const part = await brandPartOf(ctx.db, brandId, orderId);
      const refund = await ctx.db.transaction((tx) =>
        recordRefund(tx, {
          ...refundOfBody(request.body, caller.userId),
          orderId,
          brandOrderId: part.id,
          // the order rules of the one who records it: an admin may refund a COMPLETED part too
          actor: caller.role === 'ADMIN' ? 'ADMIN' : 'BRAND',
        }),
      );
      await mailRefundRecorded(ctx, refund, request.log);
      return reply
        .status(201)
        .send({ success: true as const, message: 'Refund recorded', data: refund });
    },
  );

  app.get(
    '/reports/orders/brand/:id/confirmed-shipped',
    {
      config: { audience: ['BRAND', 'ADMIN'], owner: { param: 'id', kind: 'brand' } },
      schema: {
        tags: ['reports'],
        summary:
          "The brand's confirmed and shipped parts: counts, units and values of their items that are not rejected",
        params: idParams,
        response: { 200: envelopeOf(brandOrdersReportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await brandOrdersReport(ctx.db, request.params.id),
    }),
  );
};

export default brandOrderRoutes;
