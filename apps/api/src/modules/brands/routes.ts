import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, messageEnvelopeSchema } from '@souk/shared/api';
import { ownBrandSchema } from '@souk/shared/responses/accounts';
import { changePasswordSchema } from '@souk/shared/schemas/auth';
import { updateBrandProfileSchema } from '@souk/shared/schemas/brand-profile';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import { callerOf } from '../../plugins/auth';
import { authTexts } from '../auth/texts';
import { changePassword } from '../users/service';
import { userTexts } from '../users/texts';
import {
  brandProfileTexts,
  parseBrandInput,
  readBrandProfileRequest,
  updateBrandProfile,
} from './profile';
import { getMyBrand } from './service';

const tags = ['brands'];
const brandOnly = { audience: 'BRAND' } as const;

const brandAccountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/brands/me',
    {
      config: brandOnly,
      schema: {
        tags,
        summary: 'The brand of the signed-in brand login',
        response: { 200: envelopeOf(ownBrandSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: userTexts[requestLanguage(request)].brandLoaded,
      data: await getMyBrand(ctx.db, callerOf(request)),
    }),
  );

  app.patch(
    '/brands/update-profile',
    {
      config: { ...brandOnly, changesCatalogue: true },
      schema: {
        tags,
        summary: "Update the signed-in brand's own profile (dashboards §7)",
        description:
          'multipart/form-data (or JSON without a logo): name, description, email, phoneNumber, ' +
          'websiteUrl, logo (an image file, at most 2 MB, stored as a 400 px square WebP), links ' +
          '(a JSON list of {platform: facebook|instagram|twitter, url}, under `links` or ' +
          '`linksJson`), clear (a comma list of description, email, phoneNumber, websiteUrl to ' +
          'empty). ' +
          'Only the non-empty fields change; `links`, when given, replaces the whole list (send [] ' +
          'to remove every link). The brand is the token’s: no brand id is read from the request. ' +
          'Answers the brand as GET /brands/me does.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelopeOf(ownBrandSchema) },
      },
    },
    async (request) => {
      const { fields, logo } = await readBrandProfileRequest(request);
      const changes = parseBrandInput(updateBrandProfileSchema, fields);
      return {
        success: true as const,
        message: brandProfileTexts[requestLanguage(request)].profileUpdated,
        data: await updateBrandProfile(ctx, callerOf(request), changes, logo),
      };
    },
  );

  app.patch(
    '/brands/change-password',
    {
      config: brandOnly,
      schema: {
        tags,
        summary:
          'Change the brand login password (the one password rule: at least 8 characters with ' +
          'a lower-case letter, an upper-case letter and a digit; a wrong old password is ' +
          '400 wrong_password)',
        body: changePasswordSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await changePassword(ctx, callerOf(request), request.body, request.ip);
      return {
        success: true as const,
        message: authTexts[requestLanguage(request)].passwordChanged,
      };
    },
  );
};

export default brandAccountRoutes;
