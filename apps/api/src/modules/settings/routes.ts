import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import { shippingRuleAnswer, shippingRuleSchema } from '@souk/shared/responses/settings';
import { shippingRuleInputSchema } from '@souk/shared/schemas/settings';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { getShippingRule, setShippingRule } from './service';

/**
 * The shipping rule (issue 30, decision 025): anyone reads it (the storefront's texts, the
 * basket); the admin changes it. A change drops the kept public answers (`changesCatalogue`), so
 * the storefront shows the new rule at once.
 */
const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const answer = envelopeOf(shippingRuleSchema);

  app.get(
    '/settings/shipping',
    {
      config: { audience: 'public', responseCache: true },
      schema: {
        tags: ['settings'],
        summary: 'The shipping rule: the flat fee, and the subtotal from which shipping is free',
        description:
          'An order pays `flatFee` unless every item ships free or its subtotal (after the ' +
          'products’ discounts) is at least `freeOver`; `freeOver` null: no threshold.',
        response: { 200: answer },
      },
    },
    async () => ({
      success: true as const,
      data: shippingRuleAnswer(await getShippingRule(ctx.db)),
    }),
  );

  app.put(
    '/settings/shipping',
    {
      config: { audience: 'ADMIN', changesCatalogue: true },
      schema: {
        tags: ['settings'],
        summary: 'Change the shipping rule (admins only)',
        description:
          'flatFee from 0 to 1000 dt, freeOver above 0 dt or empty/null for none, each with at ' +
          'most 2 decimals; field errors name the field.',
        body: shippingRuleInputSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Shipping rule updated',
      data: shippingRuleAnswer(
        await setShippingRule(ctx.db, request.body, callerOf(request).userId),
      ),
    }),
  );
};

export default settingsRoutes;
