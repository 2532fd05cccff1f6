import { ERROR_STATUS, type ErrorCode } from '@souk/shared/errors';

/**
 * The one error of the API: a stable code, an HTTP status, and optionally per-field messages.
 * The errors plugin renders it as the error envelope in the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorCode: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    statusCode?: number,
  ) {
    super(message ?? errorCode);
    this.statusCode = statusCode ?? ERROR_STATUS[errorCode];
  }

  /** True when the message was written for people (otherwise the catalogue text is used). */
  get hasOwnMessage(): boolean {
    return this.message !== this.errorCode;
  }
}

export const notFound = (code: ErrorCode = 'not_found') => new AppError(code);
export const forbidden = () => new AppError('forbidden');
