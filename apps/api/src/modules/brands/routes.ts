import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, messageEnvelopeSchema } from '@souk/shared/api';
import { ownBrandSchema } from '@souk/shared/responses/accounts';
import { changePasswordSchema } from '@souk/shared/schemas/auth';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import { callerOf } from '../../plugins/auth';
import { authTexts } from '../auth/texts';
import { changePassword } from '../users/service';
import { userTexts } from '../users/texts';
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
    '/brands/change-password',
    {
      config: brandOnly,
      schema: {
        tags,
        summary: 'Change the brand login password',
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
