import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@souk/shared/constants';
import { errorEnvelopeSchema, messageEnvelopeSchema } from '@souk/shared/api';
import { subscriptionAnswerSchema, unsubscribePageSchema } from '@souk/shared/responses/content';
import { newsletterSubscribeSchema } from '@souk/shared/schemas/content';
import { linkToken } from '@souk/shared/schemas/auth';
import { messageFor } from '@souk/shared/messages';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/language';
import { findSubscription, subscribe, unsubscribe } from './service';

const texts = {
  en: {
    subscribed: 'Thank you for subscribing! A confirmation email is on its way to your inbox.',
    already_subscribed: 'This address is already subscribed to the Souk newsletter.',
    unsubscribed: 'You are unsubscribed from the Souk newsletter.',
    confirmTitle: 'Unsubscribe from the Souk newsletter?',
    confirmBody: '{email} will no longer receive the Souk newsletter.',
    confirmButton: 'Unsubscribe',
    back: 'Back to Souk',
  },
  fr: {
    subscribed: 'Merci pour votre inscription ! Un e-mail de confirmation vous attend.',
    already_subscribed: 'Cette adresse est déjà inscrite à la newsletter Souk.',
    unsubscribed: 'Vous êtes désinscrit de la newsletter Souk.',
    confirmTitle: 'Se désinscrire de la newsletter Souk ?',
    confirmBody: '{email} ne recevra plus la newsletter Souk.',
    confirmButton: 'Me désinscrire',
    back: 'Retour sur Souk',
  },
  ar: {
    subscribed: 'شكرًا لاشتراكك! رسالة تأكيد في طريقها إلى بريدك.',
    already_subscribed: 'هذا العنوان مشترك بالفعل في نشرة سوق.',
    unsubscribed: 'تم إلغاء اشتراكك في نشرة سوق.',
    confirmTitle: 'هل تريد إلغاء الاشتراك في نشرة سوق؟',
    confirmBody: 'لن يتلقى {email} نشرة سوق بعد الآن.',
    confirmButton: 'إلغاء الاشتراك',
    back: 'العودة إلى سوق',
  },
} as const;

const token = linkToken;
const tokenQuery = z.object({ token });
/**
 * A mail program's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` to the
 * link, token in its query, as a form or as multipart/form-data (whose body is not read here).
 */
const unsubscribeBody = z
  .object({ token: token.optional(), 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional();

/** The HTML page a person sees (served as is: Fastify serializes no text it is given). */
const pageAnswer = { 'text/html': { schema: unsubscribePageSchema } };
/** A bad token answers the page to a person and the error envelope to a call. */
const badTokenAnswer = {
  description:
    'A bad or expired token: the page says so to a person; a call gets the error envelope',
  content: { ...pageAnswer, 'application/json': { schema: errorEnvelopeSchema } },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The small page of the emailed link, in the subscriber's language (markup already escaped). */
function unsubscribePage(lang: Language, content: string): string {
  return (
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Souk</title></head>` +
    `<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#134e4a"><main style="text-align:center;padding:2rem;max-width:32rem"><h1>Souk</h1>${content}<p><a href="/home" style="color:#0f766e">${texts[lang].back}</a></p></main></body></html>`
  );
}

const newsletterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/newsletter/subscribe',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter (twice is no error: status already_subscribed)',
        body: newsletterSubscribeSchema,
        response: { 200: subscriptionAnswerSchema },
      },
    },
    async (request) => {
      const language = request.body.language ?? requestLanguage(request);
      const status = await subscribe(ctx, request.body.email, language, request.ip);
      return { success: true as const, message: texts[language][status], data: { status } };
    },
  );

  // The confirmation page posts a plain HTML form (no script runs under the CSP). Only this route,
  // in its own scope, reads form bodies: every other route still refuses a cross-site form.
  await app.register(async (parent) => {
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // The one-click post may come as multipart/form-data; its token is in the address, so its
    // small body (only `List-Unsubscribe=One-Click`) is read and set aside.
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post(
      '/newsletter/unsubscribe',
      {
        config: { audience: 'public' },
        schema: {
          tags: ['newsletter'],
          summary:
            'Unsubscribe with the token of the emailed link (JSON, the link page’s form, or a mail program’s one-click post to the link)',
          body: unsubscribeBody,
          querystring: tokenQuery.partial(),
          response: {
            200: {
              description: 'Unsubscribed: the envelope to a call, the page to the link page’s form',
              content: { 'application/json': { schema: messageEnvelopeSchema }, ...pageAnswer },
            },
            400: badTokenAnswer,
          },
        },
      },
      async (request, reply) => {
        const given = request.body?.token ?? request.query.token;
        if (!given) throw new AppError('validation_failed', undefined, { token: 'required' });
        const language = await unsubscribe(ctx, given);
        if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          const lang = language ?? requestLanguage(request);
          const message = language
            ? texts[lang].unsubscribed
            : messageFor('invalid_or_expired_token', lang);
          return reply
            .status(language ? 200 : 400)
            .type('text/html; charset=utf-8')
            .send(unsubscribePage(lang, `<p>${message}</p>`));
        }
        if (!language) throw new AppError('invalid_or_expired_token');
        return { success: true as const, message: texts[language].unsubscribed };
      },
    );
  });

  // The link in the email opens a page that asks before unsubscribing: mail scanners that open
  // every link must not unsubscribe anyone.
  app.get(
    '/newsletter/unsubscribe',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'The emailed unsubscribe link: a page that confirms with one button',
        querystring: tokenQuery,
        response: {
          200: { description: 'The page that asks before unsubscribing', content: pageAnswer },
          400: badTokenAnswer,
        },
      },
    },
    async (request, reply) => {
      const subscription = await findSubscription(ctx, request.query.token);
      const lang = subscription?.language ?? requestLanguage(request);
      const text = texts[lang];
      const content = !subscription
        ? `<p>${messageFor('invalid_or_expired_token', lang)}</p>`
        : !subscription.active
          ? `<p>${text.unsubscribed}</p>`
          : `<h2 style="font-size:1.25rem">${text.confirmTitle}</h2>` +
            `<p>${escapeHtml(text.confirmBody.replace('{email}', subscription.email))}</p>` +
            `<form method="post" action="/api/v1/newsletter/unsubscribe">` +
            `<input type="hidden" name="token" value="${escapeHtml(request.query.token)}">` +
            `<button type="submit" style="font:inherit;font-weight:600;color:#fff;background:#0f766e;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer">${text.confirmButton}</button></form>`;
      return reply
        .status(subscription ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(lang, content));
    },
  );
};

export default newsletterRoutes;
