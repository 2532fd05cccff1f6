import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { TFunction } from '../../../lib/language';
import { MissingTokenError } from './authenticate';

/**
 * The sign-up and login screens' own error mappings (storefront §8). They take precedence over the
 * generic errorCode translation for these screens.
 */

export type SignupFailure = {
  message: string;
  /** Messages for single fields, from the server (already in the UI language). */
  fields: Partial<Record<'firstname' | 'lastname' | 'email' | 'password' | 'phoneNumber', string>>;
};

export function signupFailure(error: unknown, t: TFunction): SignupFailure {
  if (!(error instanceof ApiError))
    return { message: t('auth.signup.registrationFailed'), fields: {} };
  if (error.isNetworkError) return { message: t('common.networkError'), fields: {} };
  const fields = { ...error.fieldErrors } as SignupFailure['fields'];
  const general = error.errorCode !== 'validation_failed';
  if (error.errorCode === 'email_already_in_use' || (general && /e-?mail/i.test(error.message))) {
    const message = t('auth.signup.emailAlreadyRegistered');
    return { message, fields: { ...fields, email: message } };
  }
  if (error.errorCode === 'phone_already_in_use' || (general && /phone/i.test(error.message))) {
    const message = t('auth.signup.phoneAlreadyRegistered');
    return { message, fields: { ...fields, phoneNumber: message } };
  }
  if (error.status === 409) return { message: t('auth.signup.accountAlreadyExists'), fields };
  // No error code: not an answer of the API (a proxy's 502, say), whose text means nothing here.
  if (error.errorCode === 'unknown_error')
    return { message: t('auth.signup.registrationFailed'), fields };
  return { message: apiErrorMessage(error, t), fields };
}

export type LoginFailure =
  | { kind: 'message'; message: string }
  /** storefront: an unverified account is pointed to the code page. */
  | { kind: 'not_verified'; message: string }
  /** decision 021: an account past its failed-login ceiling also needs the code mailed to it. */
  | { kind: 'code_required'; message: string };

export function loginFailure(
  error: unknown,
  accountType: 'customer' | 'brand',
  t: TFunction,
): LoginFailure {
  const brand = accountType === 'brand';
  const text = (message: string): LoginFailure => ({ kind: 'message', message });
  if (error instanceof MissingTokenError) return text(t('auth.login.invalidResponse'));
  if (!(error instanceof ApiError))
    return text(brand ? t('auth.login.brandFailed') : t('auth.login.failed'));
  if (error.isNetworkError) return text(t('common.networkError'));
  if (error.errorCode === 'email_not_verified')
    return { kind: 'not_verified', message: t('auth.login.notVerified') };
  if (error.errorCode === 'login_code_required')
    return { kind: 'code_required', message: t('auth.login.codeRequired') };
  if (error.errorCode === 'invalid_or_expired_code') return text(t('auth.login.codeRejected'));
  if (
    error.errorCode === 'invalid_credentials' ||
    error.status === 401 ||
    /invalid email or password/i.test(error.message)
  )
    return text(
      brand ? t('auth.login.brandInvalidCredentials') : t('auth.login.invalidCredentials'),
    );
  if (
    error.errorCode === 'user_not_found' ||
    error.errorCode === 'brand_not_found' ||
    error.status === 404 ||
    /not found/i.test(error.message)
  )
    return text(brand ? t('auth.login.brandNotFound') : t('auth.login.accountNotFound'));
  if (error.errorCode !== 'unknown_error') return text(apiErrorMessage(error, t));
  return text(brand ? t('auth.login.brandFailed') : t('auth.login.failed'));
}

/** spec: storefront §4 — forgot or reset success: toast, after 2 s a fade-out, then /login. */
export const LEAVE_AFTER_SUCCESS_MS = 2000;

/**
 * Forgot and reset failures show the spec's text ('failed to send password reset email', 'failed
 * to reset password') unless the error code says more: too many requests, an expired link, no
 * network.
 */
export function recoveryFailureText(error: unknown, fallback: string, t: TFunction): string {
  return error instanceof ApiError &&
    (error.isNetworkError ||
      ['too_many_requests', 'invalid_or_expired_token'].includes(error.errorCode))
    ? apiErrorMessage(error, t)
    : fallback;
}

/**
 * The server's own refusal of a new password that passed the form's checks (a common password,
 * the account's email): 400 validation_failed with `errors.newPassword`, already in the UI
 * language. It belongs on the field.
 */
export function newPasswordRefusal(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fieldErrors.newPassword : undefined;
}
