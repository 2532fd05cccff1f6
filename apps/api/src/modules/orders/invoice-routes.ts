import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import type { Language } from '@souk/shared/constants';
import { buyAgainSchema, invoicePdfSchema } from '@souk/shared/responses/orders';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/accounts';
import { requestLanguage } from '../../lib/language';
import { callerOf } from '../../plugins/auth';
import { buyAgain } from './buy-again';
import { renderInvoice } from './invoice';
import { getOrder } from './order-service';

/**
 * After an order (issue 11, storefront §2 "Order history"): its invoice as a PDF and Buy Again.
 * Decision 012 describes the invoice.
 */
const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['orders'];
  const timeout = ctx.payments.timeoutMinutes;

  app.get(
    '/orders/:id/invoice',
    {
      config: { audience: ['CUSTOMER', 'ADMIN'] },
      schema: {
        tags,
        summary:
          "The order's invoice, a PDF in the customer's language (the customer's own order, any for an admin)",
        params: idParams,
        response: {
          200: {
            description: 'The invoice (attachment invoice-{orderNumber}.pdf)',
            content: { 'application/pdf': { schema: invoicePdfSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // Another customer's order is a 404, as a missing one is.
      const order = await getOrder(ctx.db, request.params.id, caller, timeout);
      const [customer] = await ctx.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, order.customerId));
      // The customer reads it in the language they use the shop in now; an admin gets the
      // customer's own language, as the customer's mails are.
      const language: Language =
        caller.role === 'CUSTOMER' && request.headers['accept-language']
          ? requestLanguage(request)
          : (customer?.language ?? 'en');
      const pdf = await renderInvoice({ order, language, issuedAt: new Date() });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="invoice-${order.orderNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          // Bytes are sent as they are (Fastify serializes no Buffer); the schema documents them.
          .send(pdf as unknown as string)
      );
    },
  );

  app.post(
    '/orders/:id/buy-again',
    {
      config: { audience: 'CUSTOMER' },
      schema: {
        tags,
        summary:
          "Put your order's items back in your cart; answers what was added and what was skipped and why",
        params: idParams,
        response: { 200: envelopeOf(buyAgainSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await buyAgain(ctx.db, callerOf(request), request.params.id, timeout),
    }),
  );
};

export default invoiceRoutes;
