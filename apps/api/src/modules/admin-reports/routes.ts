import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import {
  adminOrdersReportSchema,
  adminOverviewSchema,
  brandsReportSchema,
  customersReportSchema,
} from '@souk/shared/responses/admin-reports';
import {
  adminOverviewQuerySchema,
  brandsReportQuerySchema,
} from '@souk/shared/schemas/admin-reports';
import type { AppContext } from '../../context';
import { adminOrdersReport, adminOverview, brandsReport, customersReport } from './service';
import { recordVisit, visitLimiter } from './visits';

/**
 * The admin dashboard's reports (issue 13, parts 4 and 6; dashboards §7 "Reports") and the
 * storefront's visit counter they read.
 */
const adminReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const visits = visitLimiter();

  app.post(
    '/visits',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['reports'],
        summary:
          "Counts one storefront browsing session in today's visits (nothing about the visitor is kept); at most a few dozen an hour per address",
        response: { 204: z.null().describe('counted') },
      },
    },
    async (request, reply) => {
      visits.check([request.ip]);
      visits.fail([request.ip]);
      await recordVisit(ctx.db);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/reports/overview',
    {
      config: { audience: 'ADMIN' },
      schema: {
        tags: ['reports'],
        summary:
          "The admin overview for a range: earnings, orders, visitors and sign-ups against the period before, sales over time, the brands' counts and the 3 best-rated brands",
        querystring: adminOverviewQuerySchema,
        response: { 200: envelopeOf(adminOverviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adminOverview(ctx.db, request.query.range),
    }),
  );

  app.get(
    '/reports/orders',
    {
      config: { audience: 'ADMIN' },
      schema: {
        tags: ['reports'],
        summary:
          "The marketplace's orders and sales per month over the last 12 months, with the best month and the recent trend",
        response: { 200: envelopeOf(adminOrdersReportSchema) },
      },
    },
    async () => ({ success: true as const, data: await adminOrdersReport(ctx.db) }),
  );

  app.get(
    '/reports/customers',
    {
      config: { audience: 'ADMIN' },
      schema: {
        tags: ['reports'],
        summary:
          'Customers by segment (new, occasional, returning, loyal, inactive) with their spending and the change over 30 days',
        response: { 200: envelopeOf(customersReportSchema) },
      },
    },
    async () => ({ success: true as const, data: await customersReport(ctx.db) }),
  );

  app.get(
    '/reports/brands',
    {
      config: { audience: 'ADMIN' },
      schema: {
        tags: ['reports'],
        summary:
          "The brand performance report for a period: each brand's revenue, orders, products, rating and growth, and the summary",
        querystring: brandsReportQuerySchema,
        response: { 200: envelopeOf(brandsReportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await brandsReport(ctx.db, request.query.period),
    }),
  );
};

export default adminReportRoutes;
