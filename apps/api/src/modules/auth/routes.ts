import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@souk/shared/schemas/auth';
import { messageEnvelopeSchema } from '@souk/shared/api';
import {
  brandSessionAnswerSchema,
  registrationAnswerSchema,
  sessionAnswerSchema,
} from '@souk/shared/responses/accounts';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import { toUser } from '../users/service';
import {
  authenticate,
  issueToken,
  registerCustomer,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './service';
import { authTexts } from './texts';

const publicRoute = { audience: 'public' } as const;
const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/register',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Sign up as a customer',
        body: registerSchema,
        response: { 201: registrationAnswerSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const user = await registerCustomer(ctx, request.body, language, request.ip);
      return reply.status(201).send({
        success: true,
        status: 201,
        message: authTexts[language].registered,
        data: user,
      });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Verify an email with the link token or the 6-digit code',
        body: verifyEmailSchema,
        response: { 200: sessionAnswerSchema },
      },
    },
    async (request) => {
      const user = await verifyEmail(ctx, request.body, request.ip);
      return {
        success: true as const,
        message: authTexts[requestLanguage(request)].verified,
        token: await issueToken(ctx, user),
        user: toUser(user),
      };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Send a new verification email',
        body: resendVerificationSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await resendVerification(ctx, request.body.email, request.ip);
      return {
        success: true as const,
        message: authTexts[requestLanguage(request)].verificationSent,
      };
    },
  );

  app.post(
    '/auth/authenticate',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Log in (customers and admins)',
        body: loginSchema,
        response: { 200: sessionAnswerSchema },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request.body, request.ip, 'user', request.log);
      return {
        success: true as const,
        message: authTexts[requestLanguage(request)].loggedIn,
        token: await issueToken(ctx, user),
        user: toUser(user),
      };
    },
  );

  app.post(
    '/brands/authenticate',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Log in as a brand (answers with the token only)',
        body: loginSchema,
        response: { 200: brandSessionAnswerSchema },
      },
    },
    async (request) => {
      const user = await authenticate(ctx, request.body, request.ip, 'brand', request.log);
      return { success: true as const, token: await issueToken(ctx, user) };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Email a password-reset link',
        body: forgotPasswordSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return { success: true as const, message: authTexts[requestLanguage(request)].resetSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Choose a new password with a reset token',
        body: resetPasswordSchema,
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, request.ip);
      return { success: true as const, message: authTexts[requestLanguage(request)].passwordReset };
    },
  );
};

export default authRoutes;
