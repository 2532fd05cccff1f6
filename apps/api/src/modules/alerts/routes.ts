import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, messageEnvelopeSchema, pageOf } from '@souk/shared/api';
import type { Language } from '@souk/shared/constants';
import { alertSchema, priceAlertSchema, unreadCountSchema } from '@souk/shared/responses/alerts';
import {
  alertListQuerySchema,
  createPriceAlertSchema,
  updatePriceAlertSchema,
} from '@souk/shared/schemas/alerts';
import { idParams } from '@souk/shared/validation';
import { z } from 'zod';
import { users } from '../../db/schema/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { requestLanguage } from '../../lib/language';
import { callerOf } from '../../plugins/auth';
import {
  countUnreadAlerts,
  deleteAlert,
  deletePriceAlert,
  listAlerts,
  listPriceAlerts,
  markAlertRead,
  markAllAlertsRead,
  setPriceAlert,
  updatePriceAlert,
} from './service';

/**
 * storefront §2 "Alerts" (decision 011): the signed-in customer's own alerts and price alerts.
 * Nothing here names an account: the caller's comes from the token, and another customer's
 * alert id is a 404.
 */
const customer = { audience: 'CUSTOMER' } as const;

const alertRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['alerts'];

  /** The reader's language: the one the page is shown in, else the account's. */
  async function readerLanguage(request: FastifyRequest): Promise<Language> {
    if (request.headers['accept-language']) return requestLanguage(request);
    const [user] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, callerOf(request).userId));
    return user?.language ?? 'en';
  }

  /** DELETE of one of the caller's own rows by id (another customer's is a 404), answered by a message. */
  function deleteOwn(
    url: string,
    config: typeof customer,
    summary: string,
    remove: (db: Database, userId: number, id: number) => Promise<void>,
    message: string,
  ) {
    app.delete(
      url,
      {
        config,
        schema: { tags, summary, params: idParams, response: { 200: messageEnvelopeSchema } },
      },
      async (request) => {
        await remove(ctx.db, callerOf(request).userId, request.params.id);
        return { success: true as const, message };
      },
    );
  }

  app.get(
    '/alerts',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Your alerts, newest first (?type=price_drop|back_in_stock|order_status)',
        querystring: alertListQuerySchema,
        response: { 200: envelopeOf(pageOf(alertSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAlerts(
        ctx.db,
        callerOf(request).userId,
        request.query,
        await readerLanguage(request),
      ),
    }),
  );

  app.get(
    '/alerts/unread-count',
    {
      config: customer,
      schema: {
        tags,
        summary: 'How many of your alerts are unread',
        response: { 200: envelopeOf(unreadCountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { count: await countUnreadAlerts(ctx.db, callerOf(request).userId) },
    }),
  );

  app.patch(
    '/alerts/read-all',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Mark all your alerts read (answers how many were unread)',
        response: { 200: envelopeOf(z.object({ marked: z.number().int().min(0) })) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'All alerts marked as read',
      data: { marked: await markAllAlertsRead(ctx.db, callerOf(request).userId) },
    }),
  );

  app.patch(
    '/alerts/:id/read',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Mark one of your alerts read',
        params: idParams,
        response: { 200: envelopeOf(alertSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await markAlertRead(
        ctx.db,
        callerOf(request).userId,
        request.params.id,
        await readerLanguage(request),
      ),
    }),
  );

  deleteOwn('/alerts/:id', customer, 'Delete one of your alerts', deleteAlert, 'Alert deleted');

  // ---------- price alerts ----------

  app.get(
    '/price-alerts',
    {
      config: customer,
      schema: {
        tags,
        summary: 'Your active price alerts, newest first',
        response: { 200: envelopeOf(z.array(priceAlertSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPriceAlerts(ctx.db, callerOf(request).userId),
    }),
  );

  app.post(
    '/price-alerts',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Watch a product for a target price (above 0); one per product, a second POST changes the target. A target already reached fires at once.',
        body: createPriceAlertSchema,
        response: { 200: envelopeOf(priceAlertSchema), 201: envelopeOf(priceAlertSchema) },
      },
    },
    async (request, reply) => {
      const { priceAlert, created } = await setPriceAlert(
        ctx.db,
        callerOf(request).userId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({
        success: true as const,
        message: created ? 'Price alert created' : 'Price alert updated',
        data: priceAlert,
      });
    },
  );

  app.put(
    '/price-alerts/:id',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Change the target of one of your price alerts (a target of 0 or less is ignored: the alert is answered unchanged)',
        params: idParams,
        body: updatePriceAlertSchema,
        response: { 200: envelopeOf(priceAlertSchema) },
      },
    },
    async (request) => {
      const { priceAlert, changed } = await updatePriceAlert(
        ctx.db,
        callerOf(request).userId,
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        message: changed ? 'Price alert updated' : 'Price alert unchanged',
        data: priceAlert,
      };
    },
  );

  deleteOwn(
    '/price-alerts/:id',
    customer,
    'Delete one of your price alerts',
    deletePriceAlert,
    'Price alert deleted',
  );
};

export default alertRoutes;
