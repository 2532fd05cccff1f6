import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, pageOf, pagingQuerySchema } from '@souk/shared/api';
import {
  orderCreatedSchema,
  orderSchema,
  paymentInitSchema,
  paymentSchema,
  sandboxOutcomeSchema,
  sandboxPaymentSchema,
} from '@souk/shared/responses/orders';
import {
  createOrderSchema,
  initPaymentSchema,
  orderStatusChangeSchema,
  paymentRefParams,
  paymentRefQuery,
  sandboxCardSchema,
} from '@souk/shared/schemas/orders';
import { centsToNumber } from '@souk/shared/money';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { idempotencyKeyOf, once } from '../../lib/idempotency';
import { requestLanguage } from '../../lib/language';
import { millimesToCents } from '../../lib/payments/provider';
import { callerOf } from '../../plugins/auth';
import { sendOrderPlacedMails } from './order-mails';
import { customerOrders, customerOrdersPage, getOrder, placeOrder } from './order-service';
import { updateOrderStatus } from './order-updates';
import {
  expireUnpaidOrders,
  getPayment,
  initPayment,
  listPayments,
  reconcilePayment,
} from './payment-service';

/**
 * storefront §7 "Orders and payments" (decision 010): placing an order, reading and cancelling
 * it, paying online through the configured gateway, and the gateway's webhook. Brand and admin
 * screens (dashboards) use the same order model through PATCH /orders/{id}/status.
 */
const customer = { audience: 'CUSTOMER' } as const;
const orderAnswer = { 200: envelopeOf(orderSchema) };
const EXPIRY_SWEEP_MS = 60_000;

const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['orders'];
  const timeout = ctx.payments.timeoutMinutes;
  /** Mail is news, not the order: a failure is logged, never the caller's. */
  const mailSafely = (work: Promise<void>) =>
    work.catch((error: unknown) => app.log.error({ err: error }, 'order mail not sent'));

  app.post(
    '/orders',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Place an order from the given items (priced by the server; Idempotency-Key makes a retry safe)',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: createOrderSchema,
        response: { 201: orderCreatedSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      // The language the customer shops in: their confirmation and later news come in it.
      const language = request.headers['accept-language'] ? requestLanguage(request) : null;
      const outcome = await once(
        ctx.db,
        {
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          userId: caller.userId,
          route: 'POST /orders',
          body: request.body,
        },
        (tx) => placeOrder(tx, caller, request.body, language, timeout),
      );
      if (outcome.result)
        await mailSafely(
          sendOrderPlacedMails(ctx, outcome.result.body.data, outcome.result.language),
        );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(outcome.status as 201).send(outcome.body as never);
    },
  );

  app.get(
    '/orders/:id',
    {
      config: { audience: ['CUSTOMER', 'BRAND', 'ADMIN'] },
      schema: {
        tags,
        summary: 'One order: yours, or your part of it for a brand, or any for an admin',
        params: idParams,
        response: orderAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await getOrder(ctx.db, request.params.id, callerOf(request), timeout),
    }),
  );

  app.patch(
    '/orders/:id/status',
    {
      config: { audience: ['CUSTOMER', 'BRAND', 'ADMIN'] },
      schema: {
        tags,
        summary:
          "Change an order's status by the order rules: a customer may cancel, a brand moves its own part, an admin the whole order",
        params: idParams,
        body: orderStatusChangeSchema,
        response: orderAnswer,
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // Whoever may not see the order learns nothing about it.
      await getOrder(ctx.db, request.params.id, caller, timeout);
      await updateOrderStatus(
        ctx,
        request.params.id,
        request.body.status,
        { actor: caller.role, brandId: caller.brandId },
        request.log,
      );
      const order = await getOrder(ctx.db, request.params.id, caller, timeout);
      return {
        success: true as const,
        message:
          request.body.status === 'CANCELLED'
            ? 'Order cancelled successfully'
            : 'Order status updated',
        data: order,
      };
    },
  );

  const ownCustomer = {
    audience: ['CUSTOMER', 'ADMIN'] as const,
    owner: { param: 'id', kind: 'account' } as const,
  };
  app.get(
    '/orders/customer/:id',
    {
      config: ownCustomer,
      schema: {
        tags,
        summary: "A customer's orders, newest first (the most recent 500)",
        params: idParams,
        response: { 200: envelopeOf(z.array(orderSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await customerOrders(ctx.db, request.params.id, callerOf(request), timeout),
    }),
  );
  app.get(
    '/orders/customer/:id/paged',
    {
      config: ownCustomer,
      schema: {
        tags,
        summary:
          "A customer's orders, a page at a time (sortBy orderDate, createdAt, total, status)",
        params: idParams,
        querystring: pagingQuerySchema,
        response: { 200: envelopeOf(pageOf(orderSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await customerOrdersPage(
        ctx.db,
        request.params.id,
        callerOf(request),
        request.query,
        timeout,
      ),
    }),
  );

  // ---------- payments ----------

  const paymentTags = ['payments'];
  app.post(
    '/orders/konnect/init-payment',
    {
      config: customer,
      schema: {
        tags: paymentTags,
        summary:
          'Start paying your online order: answers the gateway address to send the browser to',
        body: initPaymentSchema,
        response: { 200: envelopeOf(paymentInitSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await initPayment(ctx, callerOf(request), request.body),
    }),
  );

  app.get(
    '/payments/webhook',
    {
      config: { audience: 'public' },
      schema: {
        tags: paymentTags,
        summary:
          "The gateway's call back (GET ?payment_ref=…): looks the payment up with the gateway before recording anything",
        querystring: paymentRefQuery,
        response: {
          200: envelopeOf(z.object({ paymentRef: z.string(), status: paymentSchema.shape.status })),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reconcilePayment(ctx, request.query.payment_ref, request.log),
    }),
  );

  const payer = { audience: ['CUSTOMER', 'ADMIN'] } as const;
  app.get(
    '/payments',
    {
      config: payer,
      schema: {
        tags: paymentTags,
        summary: 'Your payments, newest first (every payment for an admin)',
        querystring: pagingQuerySchema,
        response: { 200: envelopeOf(pageOf(paymentSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPayments(ctx, callerOf(request), request.query),
    }),
  );
  app.get(
    '/payments/:id',
    {
      config: payer,
      schema: {
        tags: paymentTags,
        summary: 'One of your payments (any for an admin)',
        params: idParams,
        response: { 200: envelopeOf(paymentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPayment(ctx, callerOf(request), request.params.id),
    }),
  );

  const sandbox = ctx.payments.sandbox;
  if (sandbox) {
    // The sandbox gateway's own calls, behind its card page (/pay/sandbox/{paymentRef}).
    const sandboxTags = ['payment sandbox'];
    app.get(
      '/payments/sandbox/:paymentRef',
      {
        config: { audience: 'public' },
        schema: {
          tags: sandboxTags,
          summary: 'Sandbox gateway: what a payment asks for',
          params: paymentRefParams,
          response: { 200: envelopeOf(sandboxPaymentSchema) },
        },
      },
      async (request) => {
        const payment = await sandbox.read(request.params.paymentRef);
        return {
          success: true as const,
          data: {
            paymentRef: payment.paymentRef,
            amount: centsToNumber(millimesToCents(payment.amount)),
            description: payment.description,
            status: payment.status,
            successUrl: payment.successUrl,
            failUrl: payment.failUrl,
          },
        };
      },
    );
    app.post(
      '/payments/sandbox/:paymentRef/pay',
      {
        config: { audience: 'public' },
        schema: {
          tags: sandboxTags,
          summary: 'Sandbox gateway: pay with a test card (README lists them)',
          params: paymentRefParams,
          body: sandboxCardSchema,
          response: { 200: envelopeOf(sandboxOutcomeSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sandbox.pay(request.params.paymentRef, request.body.cardNumber),
      }),
    );
  }

  // Unpaid online orders expire: once at start (a crash must not hold stock for ever), then
  // every minute.
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = expireUnpaidOrders(ctx, new Date(), app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'expiring unpaid orders failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, EXPIRY_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
};

export default orderRoutes;
