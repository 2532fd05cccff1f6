import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import {
  adminPayoutsSchema,
  categoryRateSchema as categoryRateAnswer,
  ledgerPageSchema,
  payoutSchema,
  payoutSummarySchema,
} from '@souk/shared/responses/payouts';
import {
  brandIdParams,
  brandRateSchema,
  categoryRateSchema,
  ledgerQuerySchema,
  recordPayoutSchema,
} from '@souk/shared/schemas/payouts';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { sendPayoutMails } from './mails';
import { sendStatementCsv, statementCsvAnswer } from './routes';
import {
  listAdminPayouts,
  listLedger,
  recordPayout,
  setBrandRate,
  setCategoryRate,
} from './service';

/** The admin dashboard's Payouts page and the commission rates (decision 027). Admins only. */
const adminPayoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['payouts'];
  const admin = { audience: 'ADMIN' as const };

  app.get(
    '/admin/payouts',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Every brand's balance, pending, available and paid out, with its rate and bank details; the categories' rates",
        response: { 200: envelopeOf(adminPayoutsSchema) },
      },
    },
    async () => ({ success: true as const, data: await listAdminPayouts(ctx.db) }),
  );

  app.post(
    '/admin/brands/:brandId/payouts',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Record a bank transfer sent to the brand: at most what it has available, with its bank reference and date; the brand is mailed',
        params: brandIdParams,
        body: recordPayoutSchema,
        response: { 201: envelopeOf(payoutSchema) },
      },
    },
    async (request, reply) => {
      const { payout, brandName } = await recordPayout(
        ctx.db,
        request.params.brandId,
        request.body,
        callerOf(request).userId,
      );
      try {
        await sendPayoutMails(ctx, payout, brandName);
      } catch (error) {
        // the payout is recorded; a mail that failed is logged, not a failed request
        request.log.error({ err: error, payoutId: payout.id }, 'payout mail failed');
      }
      return reply
        .status(201)
        .send({ success: true as const, message: 'Payout recorded', data: payout });
    },
  );

  app.get(
    '/admin/brands/:brandId/ledger',
    {
      config: admin,
      schema: {
        tags,
        summary: "A brand's statement, newest first",
        params: brandIdParams,
        querystring: ledgerQuerySchema,
        response: { 200: envelopeOf(ledgerPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listLedger(ctx.db, request.params.brandId, request.query),
    }),
  );

  app.get(
    '/admin/brands/:brandId/ledger.csv',
    {
      config: admin,
      schema: {
        tags,
        summary: "A brand's whole statement as a CSV file",
        params: brandIdParams,
        response: statementCsvAnswer,
      },
    },
    (request, reply) => sendStatementCsv(ctx, request, reply, request.params.brandId),
  );

  app.patch(
    '/admin/brand-categories/:id/commission-rate',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set a brand category's commission rate (percent): later sales of its brands",
        params: idParams,
        body: categoryRateSchema,
        response: { 200: envelopeOf(categoryRateAnswer) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setCategoryRate(ctx.db, request.params.id, request.body.commissionRate),
    }),
  );

  app.patch(
    '/admin/brands/:brandId/commission-rate',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set a brand's own commission rate (percent), or null to use its category's again",
        params: brandIdParams,
        body: brandRateSchema,
        response: { 200: envelopeOf(payoutSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setBrandRate(ctx.db, request.params.brandId, request.body.commissionRate),
    }),
  );
};

export default adminPayoutRoutes;
