import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { brandProductsReportSchema } from '@souk/shared/responses/brand-reports';
import { brandReportQuerySchema } from '@souk/shared/schemas/brand-reports';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { callerBrandId } from '../../lib/brand-scope';
import { brandProductsReport } from './service';

/**
 * dashboards §7 "Reports": the brand dashboard's overview and analytics figures (issue 12). A
 * brand reads its own, whatever brandId it passes; an admin names the brand with ?brandId=.
 */
const brandReportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reports/brand/products',
    {
      config: { audience: ['BRAND', 'ADMIN'] },
      schema: {
        tags: ['reports'],
        summary:
          "A brand's overview (earnings, products, orders, rating, orders per month, top rated, recent orders) and analytics for a range (series, totals with growth, best sellers, low stock, the orders report)",
        querystring: brandReportQuerySchema,
        response: { 200: envelopeOf(brandProductsReportSchema) },
      },
    },
    async (request) => {
      const brandId = callerBrandId(callerOf(request), request.query.brandId);
      return {
        success: true as const,
        data: await brandProductsReport(ctx.db, brandId, request.query.range),
      };
    },
  );
};

export default brandReportRoutes;
