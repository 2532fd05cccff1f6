import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import {
  bankDetailsSchema as bankDetailsAnswer,
  ledgerPageSchema,
  payoutSummarySchema,
} from '@souk/shared/responses/payouts';
import { bankDetailsSchema, brandIdParams, ledgerQuerySchema } from '@souk/shared/schemas/payouts';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import {
  allLedgerLines,
  getBankDetails,
  getPayoutSummary,
  listLedger,
  setBankDetails,
} from './service';
import { statementCsv, statementFileName } from './statement-csv';

/** A brand's statement as a CSV download (the brand's route and the admin's). */
export async function sendStatementCsv(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  brandId: number,
) {
  const summary = await getPayoutSummary(ctx.db, brandId);
  const lines = await allLedgerLines(ctx.db, brandId);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${statementFileName(summary.brandName)}"`)
    .header('cache-control', 'private, no-store')
    .send(statementCsv(lines, requestLanguage(request)));
}

export const statementCsvAnswer = {
  200: {
    description:
      'The statement (UTF-8 with a byte order mark; attachment statement-{brand}-{date}.csv)',
    content: { 'text/csv': { schema: z.string() } },
  },
};

/**
 * The brand dashboard's Payouts page and bank details (decision 027). The path's brand is the
 * caller's own (config.owner: another brand's id is 403); an admin may name any.
 */
const brandOwner = {
  audience: ['BRAND', 'ADMIN'] as const,
  owner: { param: 'brandId', kind: 'brand' } as const,
};

const payoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['payouts'];

  app.get(
    '/brands/:brandId/payouts/summary',
    {
      config: brandOwner,
      schema: {
        tags,
        summary:
          "The brand's money with Souk: balance, pending (inside the 30-day return window), available, paid out, and the commission rate in force",
        params: brandIdParams,
        response: { 200: envelopeOf(payoutSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPayoutSummary(ctx.db, request.params.brandId),
    }),
  );

  app.get(
    '/brands/:brandId/ledger',
    {
      config: brandOwner,
      schema: {
        tags,
        summary: "The brand's statement: its ledger lines (sales, refunds, payouts), newest first",
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
    '/brands/:brandId/ledger.csv',
    {
      config: brandOwner,
      schema: {
        tags,
        summary: "The brand's whole statement as a CSV file, in the caller's language",
        params: brandIdParams,
        response: statementCsvAnswer,
      },
    },
    (request, reply) => sendStatementCsv(ctx, request, reply, request.params.brandId),
  );

  app.get(
    '/brands/:brandId/bank-details',
    {
      config: brandOwner,
      schema: {
        tags,
        summary: "The brand's RIB and tax identification number (null until given)",
        params: brandIdParams,
        response: { 200: envelopeOf(bankDetailsAnswer) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBankDetails(ctx.db, request.params.brandId),
    }),
  );

  app.put(
    '/brands/:brandId/bank-details',
    {
      config: brandOwner,
      schema: {
        tags,
        summary:
          "Set the brand's RIB (20 digits, its key checked) and tax identification number (matricule fiscal), both required for a payout",
        params: brandIdParams,
        body: bankDetailsSchema,
        response: { 200: envelopeOf(bankDetailsAnswer) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Bank details saved',
      data: await setBankDetails(ctx.db, request.params.brandId, request.body),
    }),
  );
};

export default payoutRoutes;
