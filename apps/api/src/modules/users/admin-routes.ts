import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import {
  adminCustomerPageSchema,
  adminCustomerSchema,
  customerDeletionSchema,
  customerStatisticsSchema,
} from '@souk/shared/responses/admin-users';
import {
  ADMIN_CUSTOMERS_LIST_MAX,
  adminCustomersQuerySchema,
  createCustomerSchema,
  customerStatusSchema,
  type AdminCustomerFilter,
} from '@souk/shared/schemas/admin-users';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import { callerOf } from '../../plugins/auth';
import {
  allCustomers,
  createCustomer,
  customerStatistics,
  deleteCustomer,
  getCustomer,
  listCustomers,
  setCustomerStatus,
} from './admin-service';
import { adminCustomerTexts } from './texts';

/**
 * The admin's customers (dashboards §2 "Customers", §7 "Users and customers"). The update of an
 * account (PUT and PATCH /users/update/{id}) is the one of routes.ts: an admin may edit any.
 * Static paths (/users/statistics, /users/paged) win over /users/:id in Fastify's router.
 */
const admin = { audience: 'ADMIN' } as const;
const tags = ['admin customers'];

/** spec: dashboards §7 — one path per filter. */
const LIST_PATHS: Record<AdminCustomerFilter, string> = {
  all: '/users/paged',
  active: '/users/active/paged',
  inactive: '/users/inactive/paged',
  new: '/users/new/paged',
};

const adminUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/statistics',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Customers in figures: total, active, new this month (Africa/Tunis), and satisfaction (share of reviews rated 4 or more)',
        response: { 200: envelopeOf(customerStatisticsSchema) },
      },
    },
    async () => ({ success: true as const, data: await customerStatistics(ctx.db) }),
  );

  for (const [filter, url] of Object.entries(LIST_PATHS) as Array<[AdminCustomerFilter, string]>) {
    app.get(
      url,
      {
        config: admin,
        schema: {
          tags,
          summary: `A page of ${filter === 'all' ? 'all' : filter} customers (new: registered in the last 30 days), sorted (registrationDate, firstname, lastname, email, lastLogin, id; default registrationDate desc) and searched by name, email or phone`,
          querystring: adminCustomersQuerySchema,
          response: { 200: envelopeOf(adminCustomerPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listCustomers(ctx.db, filter, request.query),
      }),
    );
  }

  app.get(
    '/users',
    {
      config: admin,
      schema: {
        tags,
        summary: `Every customer, newest first (at most ${ADMIN_CUSTOMERS_LIST_MAX})`,
        response: { 200: envelopeOf(z.array(adminCustomerSchema)) },
      },
    },
    async () => ({ success: true as const, data: await allCustomers(ctx.db) }),
  );

  app.get(
    '/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One customer',
        params: idParams,
        response: { 200: envelopeOf(adminCustomerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCustomer(ctx.db, request.params.id),
    }),
  );

  app.post(
    '/users/create',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Create a customer account (verified); the customer is emailed their login address in their language, never the password',
        body: createCustomerSchema,
        response: { 201: envelopeOf(adminCustomerSchema) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { customer, welcome } = await createCustomer(ctx, request.body, language);
      // The account exists whatever the mail does: the admin can tell the customer themselves.
      await ctx.mailer
        .send(welcome)
        .catch((error: unknown) => request.log.error({ err: error }, 'customer welcome not sent'));
      return reply.status(201).send({
        success: true as const,
        message: adminCustomerTexts[language].customerCreated,
        data: customer,
      });
    },
  );

  // The spec's client may send its toggle with a JSON content type and no body: here (and only
  // here, in this scope) an empty JSON body means no body; any other body is parsed as usual.
  await app.register(async (parent) => {
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      body === '' ? done(null, undefined) : parseJson(request, String(body), done),
    );
    scope.patch(
      '/users/toggle-status/:id',
      {
        config: admin,
        schema: {
          tags,
          summary:
            "Enable or disable a customer's account (flips it, or sets `enabled` when given); a disabled customer cannot log in and their sessions are refused",
          params: idParams,
          body: customerStatusSchema,
          response: { 200: envelopeOf(adminCustomerSchema) },
        },
      },
      async (request) => {
        const customer = await setCustomerStatus(
          ctx.db,
          callerOf(request),
          request.params.id,
          request.body?.enabled,
        );
        request.log.info(
          { adminId: callerOf(request).userId, customerId: customer.id, enabled: customer.enabled },
          'customer status set',
        );
        const texts = adminCustomerTexts[requestLanguage(request)];
        return {
          success: true as const,
          message: customer.enabled ? texts.customerEnabled : texts.customerDisabled,
          data: customer,
        };
      },
    );
  });

  app.delete(
    '/users/delete/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Delete a customer: an account without orders is deleted; one with orders is anonymised (personal details erased, orders kept). The answer says which',
        params: idParams,
        response: { 200: envelopeOf(customerDeletionSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await deleteCustomer(ctx, callerOf(request), id);
      request.log.info(
        { adminId: callerOf(request).userId, customerId: id, outcome },
        'customer removed',
      );
      const texts = adminCustomerTexts[requestLanguage(request)];
      return {
        success: true as const,
        message: outcome === 'deleted' ? texts.customerDeleted : texts.customerAnonymised,
        data: { id, outcome },
      };
    },
  );
};

export default adminUserRoutes;
