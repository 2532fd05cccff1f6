import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@souk/shared/errors';
import { messageFor, VALIDATION_CODES } from '@souk/shared/messages';
import { AppError } from '../lib/errors';
import { requestLanguage } from '../lib/language';

/**
 * One error model (DESIGN.md "API conventions"): every failure leaves as
 * { success: false, message, errorCode, errors? } with a fitting status; 5xx never leak internals.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);

    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([field, code]) => [
              field,
              messageFor(code, language),
            ]),
          )
        : undefined;
      return reply.status(error.statusCode).send({
        success: false,
        message: error.hasOwnMessage ? error.message : messageFor(error.errorCode, language),
        errorCode: error.errorCode,
        ...(fields ? { errors: fields } : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        if (fields[field]) continue;
        // Our schemas carry validation codes as messages; anything else is a generic invalid value.
        const given = issue.message ?? '';
        const code = (VALIDATION_CODES as readonly string[]).includes(given)
          ? given
          : 'invalid_value';
        fields[field] = messageFor(code, language);
      }
      return reply.status(400).send({
        success: false,
        message: messageFor('validation_failed', language),
        errorCode: 'validation_failed',
        errors: fields,
      });
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggable(error) }, 'request failed');
      return reply.status(500).send({
        success: false,
        message: messageFor('internal_error', language),
        errorCode: 'internal_error',
      });
    }

    // Framework errors (body too large, bad JSON, rate limit, multipart limits...)
    const code: ErrorCode =
      status === 413
        ? 'payload_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 429
            ? 'too_many_requests'
            : status === 404
              ? 'not_found'
              : status === 401
                ? 'unauthorized'
                : 'validation_failed';
    return reply.status(status).send({
      success: false,
      message: messageFor(code, language),
      errorCode: code,
    });
  });
});

/**
 * What of a failure may reach the logs. A failed database query (drizzle's DrizzleQueryError)
 * carries the query's parameters in its message, stack and `params` — password hashes, token
 * hashes, personal data — so only the query text and the database's own code are kept.
 */
export function loggable(error: Error): Error | Record<string, unknown> {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as
    { code?: unknown; constraint?: unknown; message?: unknown } | undefined;
  return {
    type: error.name,
    message: 'database query failed',
    query: error.query,
    cause: cause && { code: cause.code, constraint: cause.constraint, message: cause.message },
  };
}
