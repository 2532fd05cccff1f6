import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import {
  brandCustomersPageSchema,
  orderMessageSchema,
} from '@souk/shared/responses/brand-customers';
import {
  brandCustomersQuerySchema,
  brandMessageSchema,
  brandOrderMessageParams,
} from '@souk/shared/schemas/brand-customers';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import { existingCallerBrandId } from '../../lib/brand-scope';
import { callerOf } from '../../plugins/auth';
import { listBrandMessages, sendBrandMessage } from './messages';
import { listBrandCustomers } from './service';
import { BRAND_MESSAGE_WORDS } from './texts';

/**
 * The brand dashboard's customers (dashboards §2 "Brand screens: Customers", §7 "Reports") and the
 * brand's messages to a customer about an order (issue 12: the spec's Message button made real).
 */
const brandOrAdmin = ['BRAND', 'ADMIN'] as const;
const ownBrand = {
  audience: brandOrAdmin,
  owner: { param: 'brandId', kind: 'brand' },
} as const;

const brandCustomerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['brand dashboard'];

  app.get(
    '/reports/brand/customers',
    {
      config: { audience: brandOrAdmin },
      schema: {
        tags,
        summary:
          "The brand's customers from its orders (a brand: its own, whatever brandId it passes; an admin: ?brandId= required), paged, sorted (name, email, orders, totalSpent, lastOrder), filtered by status (all, active, inactive) and searched by name or email, with the customers report's summary",
        querystring: brandCustomersQuerySchema,
        response: { 200: envelopeOf(brandCustomersPageSchema) },
      },
    },
    async (request) => {
      const brandId = await existingCallerBrandId(ctx.db, callerOf(request), request.query.brandId);
      return {
        success: true as const,
        data: await listBrandCustomers(ctx.db, brandId, request.query),
      };
    },
  );

  const messagesUrl = '/orders/brand/:brandId/order/:orderId/messages';

  app.get(
    messagesUrl,
    {
      config: ownBrand,
      schema: {
        tags,
        summary: "The brand's messages to the customer about one of its orders, newest first",
        params: brandOrderMessageParams,
        response: { 200: envelopeOf(z.array(orderMessageSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listBrandMessages(ctx.db, callerOf(request), request.params),
    }),
  );

  app.post(
    messagesUrl,
    {
      config: ownBrand,
      schema: {
        tags,
        summary:
          'Message the customer about one of the brand’s orders: emailed from the marketplace with Reply-To the brand, in the customer’s language, and logged on the order (at most 30 an hour per brand)',
        params: brandOrderMessageParams,
        body: brandMessageSchema,
        response: { 201: envelopeOf(orderMessageSchema) },
      },
    },
    async (request, reply) => {
      const { message, mail } = await sendBrandMessage(
        ctx,
        callerOf(request),
        request.params,
        request.body,
      );
      // Logged first, mailed after the commit: the message is kept even if the mail fails.
      await ctx.mailer
        .send(mail)
        .catch((error: unknown) => app.log.error({ err: error }, 'brand message mail not sent'));
      return reply.status(201).send({
        success: true as const,
        message: BRAND_MESSAGE_WORDS[requestLanguage(request)].sent,
        data: message,
      });
    },
  );
};

export default brandCustomerRoutes;
