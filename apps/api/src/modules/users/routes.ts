import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@souk/shared/constants';
import { envelopeOf, messageEnvelopeSchema } from '@souk/shared/api';
import { accountAnswerSchema } from '@souk/shared/responses/accounts';
import { profileOverviewSchema } from '@souk/shared/responses/profile';
import { changePasswordSchema } from '@souk/shared/schemas/auth';
import { updateAddressSchema, updateUserSchema } from '@souk/shared/schemas/users';
import { idField, idParams } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { readImageUpload } from '../../lib/uploads';
import { requestLanguage } from '../../lib/language';
import { callerOf } from '../../plugins/auth';
import { confirmEmailChange } from '../auth/service';
import { authTexts } from '../auth/texts';
import { userTexts } from './texts';
import { profileOverview } from './overview';
import {
  changePassword,
  getUser,
  setProfilePicture,
  toUser,
  updateMyAddress,
  updateUser,
} from './service';

const tags = ['users'];
const signedIn = { audience: 'authenticated' } as const;

const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/me',
    {
      config: signedIn,
      schema: { tags, summary: 'The signed-in account', response: { 200: accountAnswerSchema } },
    },
    async (request) => ({
      success: true as const,
      message: userTexts[requestLanguage(request)].accountLoaded,
      data: toUser(await getUser(ctx.db, callerOf(request).userId)),
    }),
  );

  app.get(
    '/users/me/overview',
    {
      config: { audience: 'CUSTOMER' },
      schema: {
        tags,
        summary:
          "The profile's figures: orders, spend, wishlist, loyalty points, recent purchases, recommended products",
        response: { 200: envelopeOf(profileOverviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await profileOverview(ctx.db, callerOf(request).userId),
    }),
  );

  // PATCH is the current call; PUT is the older variant of the same path (storefront §7).
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/users/update/:id',
      config: { ...signedIn, owner: { param: 'id', kind: 'account' } },
      schema: {
        tags,
        summary: 'Update an account (own account; admins any)',
        params: idParams,
        body: updateUserSchema,
        response: { 200: accountAnswerSchema },
      },
      handler: async (request) => {
        const { user, previous } = await updateUser(
          ctx.db,
          callerOf(request),
          request.params.id,
          request.body,
        );
        if (previous) await confirmEmailChange(ctx, user, previous);
        const texts = userTexts[requestLanguage(request)];
        return {
          success: true as const,
          message: previous ? texts.emailChangeToConfirm : texts.profileUpdated,
          data: toUser(user),
        };
      },
    });
  }

  app.patch(
    '/users/update-my-address',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Set the one address of the account',
        body: updateAddressSchema,
        response: { 200: accountAnswerSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: userTexts[requestLanguage(request)].addressUpdated,
      data: await updateMyAddress(ctx.db, callerOf(request), request.body),
    }),
  );

  app.patch(
    '/users/change-my-password',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change the password (old password checked)',
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

  app.post(
    '/users/upload-profile-picture/:userId',
    {
      config: { ...signedIn, owner: { param: 'userId', kind: 'account', adminMay: false } },
      schema: {
        tags,
        summary: 'Upload the own profile picture (images only, at most 2 MB; re-encoded)',
        params: z.object({ userId: idField }),
        consumes: ['multipart/form-data'],
        response: { 200: accountAnswerSchema },
      },
    },
    async (request) => {
      const bytes = await readImageUpload(request, LIMITS.profilePictureMaxBytes);
      const user = await setProfilePicture(ctx, callerOf(request), request.params.userId, bytes);
      return {
        success: true as const,
        message: userTexts[requestLanguage(request)].pictureUpdated,
        data: user,
      };
    },
  );
};

export default userRoutes;
