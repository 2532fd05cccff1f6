import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAnswerSchema } from '@souk/shared/responses/content';
import { contactMessageSchema } from '@souk/shared/schemas/content';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../lib/language';
import { sendContactMessage } from './service';

const texts = {
  en: 'Thank you! Your message has been sent. We will answer within 24 hours.',
  fr: 'Merci ! Votre message a été envoyé. Nous vous répondrons sous 24 heures.',
  ar: 'شكرًا لك! تم إرسال رسالتك. سنرد عليك خلال 24 ساعة.',
} as const;

const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/contact',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Souk team',
        body: contactMessageSchema,
        response: { 200: contactAnswerSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await sendContactMessage(ctx, request.body, {
        ip: request.ip,
        userId: request.caller?.userId ?? null,
        language,
      });
      return { success: true as const, message: texts[language], errors: {} };
    },
  );
};

export default contactRoutes;
