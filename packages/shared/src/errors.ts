/**
 * Stable error codes of the API. The server sends them as `errorCode`; the web app turns them into
 * translated text. Never rename a code: clients match on it.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'invalid_token',
  'forbidden',
  'not_found',
  'user_not_found',
  'brand_not_found',
  'conflict',
  'email_already_in_use',
  'phone_already_in_use',
  'invalid_credentials',
  'account_disabled',
  'email_not_verified',
  'wrong_password',
  'invalid_or_expired_token',
  'invalid_or_expired_code',
  'already_verified',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'business_rule',
  'internal_error',
  'unknown_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  invalid_token: 401,
  forbidden: 403,
  not_found: 404,
  user_not_found: 404,
  brand_not_found: 404,
  conflict: 409,
  email_already_in_use: 409,
  phone_already_in_use: 409,
  invalid_credentials: 401,
  account_disabled: 403,
  email_not_verified: 403,
  wrong_password: 400,
  invalid_or_expired_token: 400,
  invalid_or_expired_code: 400,
  already_verified: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  business_rule: 422,
  internal_error: 500,
  unknown_error: 500,
};
