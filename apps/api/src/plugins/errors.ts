import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '@souk/shared/constants';
import { ERROR_STATUS, type ErrorCode } from '@souk/shared/errors';
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
              messageFor(code, language, error.fieldValues?.[field] ?? error.values),
            ]),
          )
        : undefined;
      return reply.status(error.statusCode).send({
        success: false,
        message: error.hasOwnMessage
          ? error.message
          : messageFor(error.errorCode, language, error.values),
        errorCode: error.errorCode,
        ...(fields ? { errors: fields } : {}),
        ...(error.details ? { details: error.details } : {}),
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

    if (isStatementTimeout(error)) {
      // A catalogue statement ran past its time (db/client.ts): the server is busy, not broken.
      request.log.warn({ err: loggable(error) }, 'statement timed out');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody('service_unavailable', language));
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggable(error) }, 'request failed');
      return reply.status(500).send(errorBody('internal_error', language));
    }

    // Framework errors (body too large, bad JSON, rate limit, multipart limits...)
    const code = FRAMEWORK_CODES[status] ?? 'bad_request';
    return reply.status(ERROR_STATUS[code]).send(errorBody(code, language));
  });
});

/** The envelope of a failure that has only its code: { success: false, message, errorCode }. */
export function errorBody(code: ErrorCode, language?: Language) {
  return { success: false as const, message: messageFor(code, language), errorCode: code };
}

/** The error code of a client error that Fastify or a plugin raised with only a status. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  406: 'bad_request',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (an address with
 * bad percent-encoding such as /products/%c0, a path parameter past its length) answers in the
 * envelope too.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_request';
  void reply.status(ERROR_STATUS[code]).send(errorBody(code, requestLanguage(request)));
}

/** Fastify's limit on one path parameter (its default, which the app keeps). */
export const MAX_PARAM_LENGTH = 100;

/**
 * An address under /api or /uploads that no route took: 414 when a part of its path is past the
 * parameter limit (the router tried the web app's catch-all page route instead of refusing it),
 * else the 404 envelope.
 */
export function unknownResource(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!;
  if (path.split('/').some((part) => part.length > MAX_PARAM_LENGTH))
    return reply.status(414).send(errorBody('uri_too_long', requestLanguage(request)));
  return reply.callNotFound();
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (a header block past the
 * size limit, a broken request line) gets the envelope, in English since nothing of the request
 * can be trusted, and the connection closes as Node would close it.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node counts the request line with the headers: an endless address is a header overflow too.
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : 'bad_request';
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(errorBody(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  431: 'Request Header Fields Too Large',
};

/** PostgreSQL's query_canceled, as a statement_timeout raises it. */
function isStatementTimeout(error: Error): boolean {
  return (
    error instanceof DrizzleQueryError &&
    (error.cause as { code?: unknown } | undefined)?.code === '57014'
  );
}

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
