import { ERROR_STATUS, type ErrorCode } from '@souk/shared/errors';
import type { MessageValues } from '@souk/shared/messages';

/**
 * The one error of the API: a stable code, an HTTP status, and optionally per-field messages.
 * The errors plugin renders it as the error envelope in the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** what the catalogue text of the code (and of the fields' codes) names: "{{available}} left" */
  values?: MessageValues;
  /** values of one field's text, when fields need different ones */
  fieldValues?: Record<string, MessageValues>;
  /** machine-readable facts for the client (e.g. which items are short), sent as `details` */
  details?: Record<string, unknown>;

  constructor(
    readonly errorCode: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    statusCode?: number,
  ) {
    super(message ?? errorCode);
    this.statusCode = statusCode ?? ERROR_STATUS[errorCode];
  }

  /** An error whose text names values, e.g. out_of_stock with { available: 3 }. */
  static withValues(
    errorCode: ErrorCode,
    values: MessageValues,
    fields?: Record<string, string>,
  ): AppError {
    const error = new AppError(errorCode, undefined, fields);
    error.values = values;
    return error;
  }

  /** True when the message was written for people (otherwise the catalogue text is used). */
  get hasOwnMessage(): boolean {
    return this.message !== this.errorCode;
  }
}

export const notFound = (code: ErrorCode = 'not_found') => new AppError(code);
export const forbidden = () => new AppError('forbidden');
