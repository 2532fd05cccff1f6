import { eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import type { Language } from '@souk/shared/constants';
import { centsToNumber } from '@souk/shared/money';
import { localName } from '@souk/shared/names';
import { hasReceipt } from '@souk/shared/receipts';
import { documentPdfSchema, orderDocumentsSchema } from '@souk/shared/responses/documents';
import type { Order, OrderItem } from '@souk/shared/responses/orders';
import { buyAgainSchema } from '@souk/shared/responses/orders';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/accounts';
import { categories, products } from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { callerOf, type Caller } from '../../plugins/auth';
import { buyAgain } from './buy-again';
import { renderInvoice } from './invoice';
import { INVOICE_NUMBER, invoicesOf } from './invoices';
import { getOrder } from './order-service';
import { confirmedPayments, receiptOf, renderReceipt } from './receipt';

/**
 * After an order (issue 11, storefront §2 "Order history"; issue 30): its receipt once paid, the
 * numbered invoices of its delivered parts, as PDFs, and Buy Again. Decisions 012 and 028.
 */
const invoiceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['orders'];
  const timeout = ctx.payments.timeoutMinutes;

  /** The order as its reader may see it (another customer's or a missing one: 404). */
  const readable = (request: FastifyRequest, id: number) =>
    getOrder(ctx.db, id, callerOf(request), timeout);

  /**
   * The customer reads a document in the language they use the shop in now; an admin gets the
   * customer's own language, as the customer's mails are.
   */
  async function languageFor(request: FastifyRequest, caller: Caller, order: Order) {
    if (caller.role === 'CUSTOMER' && request.headers['accept-language'])
      return requestLanguage(request);
    const [customer] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, order.customerId));
    return (customer?.language ?? 'en') as Language;
  }

  /** Each item's product category in the language, where the catalogue still has the product. */
  async function categoriesIn(order: Order, language: Language) {
    const ids = [...new Set(order.items.flatMap((item) => item.productId ?? []))];
    const rows = ids.length
      ? await ctx.db
          .select({
            productId: products.id,
            name: categories.name,
            translations: categories.nameTranslations,
          })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, ids))
      : [];
    const names = new Map(
      rows.map((row) => [row.productId, localName(row.name, row.translations, language)]),
    );
    return (item: OrderItem) =>
      item.productId === null ? null : (names.get(item.productId) ?? null);
  }

  const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      // Bytes are sent as they are (Fastify serializes no Buffer); the schema documents them.
      .send(pdf as unknown as string);

  app.get(
    '/orders/:id/documents',
    {
      config: { audience: ['CUSTOMER', 'ADMIN'] },
      schema: {
        tags,
        summary:
          "What can be downloaded for the order: its receipt once paid, the numbered invoice of each delivered brand part (the customer's own order, any for an admin)",
        params: idParams,
        response: { 200: envelopeOf(orderDocumentsSchema) },
      },
    },
    async (request) => {
      const order = await readable(request, request.params.id);
      const receipt = hasReceipt(order)
        ? receiptOf(order, await confirmedPayments(ctx.db, order.id))
        : null;
      const issued = await invoicesOf(ctx.db, order.id);
      return {
        success: true as const,
        data: {
          receipt: { available: receipt !== null, paidAt: receipt?.paidAt.toISOString() ?? null },
          invoices: issued.map((invoice) => ({
            number: invoice.number,
            brandOrderId: invoice.brandOrderId,
            brandName: invoice.seller.name,
            issuedAt: invoice.issuedAt.toISOString(),
            total: centsToNumber(invoice.total),
          })),
        },
      };
    },
  );

  app.get(
    '/orders/:id/receipt',
    {
      config: { audience: ['CUSTOMER', 'ADMIN'] },
      schema: {
        tags,
        summary:
          "The order's receipt, a PDF in the customer's language, once something was paid (card: at payment; cash: the parts delivered). 409 nothing_paid before",
        params: idParams,
        response: {
          200: {
            description: 'The receipt (attachment receipt-{orderNumber}.pdf)',
            content: { 'application/pdf': { schema: documentPdfSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const order = await readable(request, request.params.id);
      const receipt = receiptOf(order, await confirmedPayments(ctx.db, order.id));
      if (!receipt) throw new AppError('nothing_paid');
      const language = await languageFor(request, caller, order);
      const pdf = await renderReceipt({
        order,
        receipt,
        language,
        categoryOf: await categoriesIn(order, language),
      });
      return sendPdf(reply, pdf, `receipt-${order.orderNumber}.pdf`);
    },
  );

  app.get(
    '/orders/:id/invoice',
    {
      config: { audience: ['CUSTOMER', 'ADMIN'] },
      schema: {
        tags,
        summary:
          "The invoices of the order's delivered parts, a PDF in the customer's language (the customer's own order, any for an admin); `number` picks one. 409 invoice_not_issued before delivery",
        params: idParams,
        querystring: z.object({
          number: z
            .string()
            .regex(INVOICE_NUMBER, 'invalid_value')
            .optional()
            .describe('one invoice of the order, F-YYYY-NNNNNN'),
        }),
        response: {
          200: {
            description:
              'The invoices (attachment invoice-{number}.pdf for one, invoices-{orderNumber}.pdf for several)',
            content: { 'application/pdf': { schema: documentPdfSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const order = await readable(request, request.params.id);
      const issued = await invoicesOf(ctx.db, order.id);
      const wanted = request.query.number;
      const chosen = wanted ? issued.filter((invoice) => invoice.number === wanted) : issued;
      if (wanted && chosen.length === 0) throw new AppError('not_found');
      if (chosen.length === 0) throw new AppError('invoice_not_issued');
      const language = await languageFor(request, caller, order);
      const pdf = await renderInvoice({
        order,
        invoices: chosen,
        marketplace: ctx.legal,
        language,
        categoryOf: await categoriesIn(order, language),
      });
      const fileName =
        chosen.length === 1
          ? `invoice-${chosen[0]!.number}.pdf`
          : `invoices-${order.orderNumber}.pdf`;
      return sendPdf(reply, pdf, fileName);
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
