import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@souk/shared/api';
import {
  adminBrandPageSchema,
  adminBrandSchema,
  brandRemovalSchema,
} from '@souk/shared/responses/admin-brands';
import { adminBrandsQuerySchema } from '@souk/shared/schemas/admin-brands';
import { registerBrandSchema } from '@souk/shared/schemas/brand-profile';
import { idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import {
  addBrand,
  adminBrandTexts,
  listAdminBrands,
  removeBrand,
  toggleBrandStatus,
} from './admin-brands';

const tags = ['brands'];
const adminOnly = { audience: 'ADMIN' } as const;
const changesCatalogue = { ...adminOnly, changesCatalogue: true } as const;

const ADD_BRAND_FIELDS =
  'name (at most 100), email (the contact and the brand login), password (the one password ' +
  'rule), phoneNumber?, categoryId (a brand category), description (at most 500), ' +
  'websiteUrl?, links? (a JSON list of {platform, url}), language? (en, fr or ar: the language ' +
  'of its mails; the caller’s by default)';
const ADD_BRAND_EFFECT =
  'Creates the brand and its verified BRAND login, and emails the brand its login address and ' +
  'how to sign in (never the password). 409 brand_name_taken or email_already_in_use.';

/**
 * The admin's brands (spec: dashboards §2 "All brands", "Add brand"; §7 "Brand account"). Routes
 * with a fixed second segment (admin/paged, toggle-status, delete, register) never reach the
 * directory's GET /brands/:id.
 */
const adminBrandRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/brands/admin/paged',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every brand, disabled ones too, paged (defaults 0, 10, name, asc; admins)',
        description:
          'search: a part of the name, contact email or login email; brandCategoryId; status ' +
          'all, enabled or disabled. Anonymised brands are left out.',
        querystring: adminBrandsQuerySchema,
        response: { 200: envelopeOf(adminBrandPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: adminBrandTexts[requestLanguage(request)].loaded,
      data: await listAdminBrands(ctx.db, request.query),
    }),
  );

  app.patch(
    '/brands/toggle-status/:id',
    {
      config: changesCatalogue,
      schema: {
        tags,
        summary: 'Enable or disable a brand (admins)',
        description:
          'A disabled brand cannot log in, its open sessions are refused and its products leave ' +
          'the storefront at once; enabling it brings them back. Answers the brand.',
        params: idParams,
        response: { 200: envelopeOf(adminBrandSchema) },
      },
    },
    async (request) => {
      const brand = await toggleBrandStatus(ctx.db, request.params.id);
      const texts = adminBrandTexts[requestLanguage(request)];
      return {
        success: true as const,
        message: brand.enabled ? texts.enabled : texts.disabled,
        data: brand,
      };
    },
  );

  app.delete(
    '/brands/delete/:id',
    {
      config: changesCatalogue,
      schema: {
        tags,
        summary: 'Delete a brand, or anonymise it when it has orders (admins)',
        description:
          'A brand without orders is deleted with its products, pictures and login (outcome ' +
          'deleted). A brand with orders is disabled and anonymised instead, so that orders keep ' +
          'their items (outcome anonymised). The message says which happened.',
        params: idParams,
        response: { 200: envelopeOf(brandRemovalSchema) },
      },
    },
    async (request) => {
      const outcome = await removeBrand(ctx, request.params.id);
      return {
        success: true as const,
        message: adminBrandTexts[requestLanguage(request)][outcome],
        data: { id: request.params.id, outcome },
      };
    },
  );

  /**
   * One of the three doors of add brand (dashboards §5 "Add brand"): they differ only in what
   * they take; one service reads either body, and they answer alike.
   */
  const addBrandDoor = (
    url: string,
    logoRequired: boolean,
    door: { summary: string; description: string } & (
      { body: typeof registerBrandSchema } | { consumes: string[] }
    ),
  ) =>
    app.post(
      url,
      {
        config: changesCatalogue,
        // a JSON body's errors are addBrand's to answer: their message names the length typed
        attachValidation: true,
        schema: { tags, ...door, response: { 201: envelopeOf(adminBrandSchema) } },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const brand = await addBrand(ctx, request, language, { logoRequired });
        return reply.status(201).send({
          success: true as const,
          message: adminBrandTexts[language].registered,
          data: brand,
        });
      },
    );

  addBrandDoor('/brands/register', false, {
    summary: 'Add a brand and its brand login, without a logo (admins)',
    description: `JSON: ${ADD_BRAND_FIELDS}. ${ADD_BRAND_EFFECT}`,
    body: registerBrandSchema,
  });

  addBrandDoor('/brands/register-with-logo', true, {
    summary: 'Add a brand with its logo and its brand login (admins)',
    description:
      `multipart/form-data: ${ADD_BRAND_FIELDS}, logo (required: an image file of at most ` +
      `2 MB, stored as a 400 px square WebP). ${ADD_BRAND_EFFECT}`,
    consumes: ['multipart/form-data'],
  });

  addBrandDoor('/brands', false, {
    summary: 'Add a brand and its brand login, with a logo when one is sent (admins)',
    description:
      `multipart/form-data (or JSON without a logo): ${ADD_BRAND_FIELDS}, logo? (an image ` +
      `file of at most 2 MB). ${ADD_BRAND_EFFECT}`,
    consumes: ['multipart/form-data', 'application/json'],
  });
};

export default adminBrandRoutes;
