import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@souk/shared/api';
import { publishedCommentSchema } from '@souk/shared/responses/content';
import { articleCommentSchema } from '@souk/shared/schemas/content';
import { idField } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import { callerOf } from '../../plugins/auth';
import { addArticleComment, deleteArticleComment, listArticleComments } from './service';

const articleParams = z.object({
  articleId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/i, { error: 'invalid_value' }),
});

const commentParams = articleParams.extend({
  commentId: idField,
});

const articleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/articles/:articleId/comments',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['articles'],
        summary: 'Comments under an article, oldest first',
        params: articleParams,
        response: { 200: envelopeOf(z.array(publishedCommentSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listArticleComments(ctx.db, request.params.articleId),
    }),
  );
  app.post(
    '/articles/:articleId/comments',
    {
      config: { audience: 'CUSTOMER' },
      schema: {
        tags: ['articles'],
        summary: 'Comment on an article (customers)',
        params: articleParams,
        body: articleCommentSchema,
        response: { 201: envelopeOf(publishedCommentSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await addArticleComment(
          ctx.db,
          callerOf(request),
          request.params.articleId,
          request.body.body,
        ),
      }),
  );
  app.delete(
    '/articles/:articleId/comments/:commentId',
    {
      config: { audience: 'CUSTOMER' },
      schema: {
        tags: ['articles'],
        summary: 'Delete one of your own comments (customers)',
        params: commentParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await deleteArticleComment(
        ctx.db,
        callerOf(request),
        request.params.articleId,
        request.params.commentId,
      );
      return { success: true as const, data: null };
    },
  );
};

export default articleRoutes;
