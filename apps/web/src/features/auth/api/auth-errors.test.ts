import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/language';
import {
  loginFailure,
  newPasswordRefusal,
  recoveryFailureText,
  signupFailure,
} from './auth-errors';
import { MissingTokenError } from './authenticate';

const t: TFunction = (key, vars) => translate('en', key, vars);

const apiError = (status: number, errorCode: string, message = '', fields = {}) =>
  new ApiError({ status, errorCode, message, fieldErrors: fields });

describe('the sign-up error mapping (storefront §8)', () => {
  it('says the email is registered for email_already_in_use or a message about the email', () => {
    const byCode = signupFailure(apiError(409, 'email_already_in_use', 'x', { email: 'taken' }), t);
    expect(byCode.message).toBe('This email is already registered. Try logging in instead.');
    expect(byCode.fields.email).toBe(byCode.message);
    expect(signupFailure(apiError(400, 'unknown_error', 'Email exists'), t).message).toBe(
      'This email is already registered. Try logging in instead.',
    );
  });

  it('says the phone is registered for a message about the phone', () => {
    const failure = signupFailure(apiError(409, 'phone_already_in_use', 'Phone in use'), t);
    expect(failure.message).toBe('This phone number is already registered.');
    expect(failure.fields.phoneNumber).toBe(failure.message);
    expect(signupFailure(apiError(400, 'unknown_error', 'phone taken'), t).message).toBe(
      'This phone number is already registered.',
    );
  });

  it('says the account exists for any other 409', () => {
    expect(signupFailure(apiError(409, 'conflict', 'Duplicate'), t).message).toBe(
      'An account with these details already exists.',
    );
  });

  it('keeps field messages of a validation failure without calling it a duplicate', () => {
    const failure = signupFailure(
      apiError(400, 'validation_failed', 'Check the email field', {
        email: 'Please enter a valid email address.',
      }),
      t,
    );
    expect(failure.fields.email).toBe('Please enter a valid email address.');
    expect(failure.message).not.toBe('This email is already registered. Try logging in instead.');
  });

  it('keeps the server’s refusal of the password and of a name for their fields', () => {
    const failure = signupFailure(
      apiError(400, 'validation_failed', 'Some fields are not valid.', {
        password: 'Your password must not be your email address.',
        lastname:
          'Please use letters only, with spaces, apostrophes, hyphens or dots between them.',
      }),
      t,
    );
    expect(failure.fields).toEqual({
      password: 'Your password must not be your email address.',
      lastname: 'Please use letters only, with spaces, apostrophes, hyphens or dots between them.',
    });
    // A message that names the email is no duplicate email when it is a field's validation.
    expect(failure.message).not.toBe('This email is already registered. Try logging in instead.');
  });

  it('falls back to the server message, else registrationFailed', () => {
    expect(signupFailure(apiError(500, 'server_down', 'Try again at noon'), t).message).toBe(
      'Try again at noon',
    );
    expect(signupFailure(apiError(500, 'unknown_error'), t).message).toBe(
      'Registration failed. Please try again.',
    );
    // A gateway's answer without the API's envelope: its status text is no message for people.
    expect(signupFailure(apiError(502, 'unknown_error', 'Bad Gateway'), t).message).toBe(
      'Registration failed. Please try again.',
    );
    expect(signupFailure(new Error('boom'), t).message).toBe(
      'Registration failed. Please try again.',
    );
  });
});

describe('the login error mapping (storefront §8)', () => {
  const customer = (error: unknown) => loginFailure(error, 'customer', t).message;
  const brand = (error: unknown) => loginFailure(error, 'brand', t).message;

  it('maps invalid_credentials, a 401 or an invalid email-or-password message', () => {
    for (const error of [
      apiError(401, 'invalid_credentials', 'Wrong'),
      apiError(401, 'unknown_error', 'Nope'),
      apiError(400, 'unknown_error', 'Invalid email or password'),
    ]) {
      expect(customer(error)).toBe('Invalid email or password. Please try again.');
      expect(brand(error)).toBe('Invalid brand credentials. Please try again.');
    }
  });

  it('maps a 404 or a user-not-found message to the account-not-found texts', () => {
    for (const error of [
      apiError(404, 'user_not_found', 'No such user'),
      apiError(404, 'brand_not_found', 'No such brand'),
      apiError(400, 'unknown_error', 'User not found'),
    ]) {
      expect(customer(error)).toBe('Account not found. Please check your email or sign up.');
      expect(brand(error)).toBe(
        'Brand account not found. Please check your email or register your brand.',
      );
    }
  });

  it('shows other server answers in the UI language', () => {
    expect(customer(apiError(403, 'account_disabled', 'x'))).toBe(t('errors.account_disabled'));
    expect(brand(apiError(429, 'too_many_requests', 'x'))).toBe(t('errors.too_many_requests'));
    expect(customer(apiError(403, 'account_paused', 'Your account is paused'))).toBe(
      'Your account is paused',
    );
  });

  it('falls back to the login-failed texts, and names a response without a token', () => {
    expect(customer(new Error('boom'))).toBe('Login failed. Please try again later.');
    expect(brand(new Error('boom'))).toBe('Brand login failed. Please try again later.');
    expect(customer(apiError(502, 'unknown_error', 'Bad Gateway'))).toBe(
      'Login failed. Please try again later.',
    );
    expect(brand(apiError(504, 'unknown_error', 'Gateway Timeout'))).toBe(
      'Brand login failed. Please try again later.',
    );
    expect(customer(new MissingTokenError())).toBe(
      'The server sent an invalid login response. Please try again.',
    );
    expect(brand(new MissingTokenError())).toBe(
      'The server sent an invalid login response. Please try again.',
    );
  });

  it('points an unverified account to its code', () => {
    expect(loginFailure(apiError(403, 'email_not_verified', 'x'), 'customer', t)).toEqual({
      kind: 'not_verified',
      message: 'Please verify your email address before logging in.',
    });
  });

  it('asks for the emailed code, and names a refused code, on both doors (decision 021)', () => {
    for (const accountType of ['customer', 'brand'] as const) {
      expect(loginFailure(apiError(403, 'login_code_required', 'x'), accountType, t)).toEqual({
        kind: 'code_required',
        message: t('auth.login.codeRequired'),
      });
      expect(loginFailure(apiError(400, 'invalid_or_expired_code', 'x'), accountType, t)).toEqual({
        kind: 'message',
        message: t('auth.login.codeRejected'),
      });
    }
  });
});

describe('the password recovery failures (storefront §8)', () => {
  it('use the spec text unless the code says more', () => {
    const fallback = 'failed to send password reset email';
    expect(recoveryFailureText(apiError(500, 'internal_error', 'x'), fallback, t)).toBe(fallback);
    expect(recoveryFailureText(apiError(400, 'invalid_or_expired_token', 'x'), fallback, t)).toBe(
      t('errors.invalid_or_expired_token'),
    );
    expect(recoveryFailureText(apiError(429, 'too_many_requests', 'x'), fallback, t)).toBe(
      t('errors.too_many_requests'),
    );
  });
});

describe('the reset page’s refused new password', () => {
  it('is the server’s message about newPassword, if any', () => {
    const common = 'This password is too common and easy to guess. Please choose another.';
    expect(
      newPasswordRefusal(apiError(400, 'validation_failed', 'x', { newPassword: common })),
    ).toBe(common);
    expect(newPasswordRefusal(apiError(400, 'invalid_or_expired_token', 'x'))).toBeUndefined();
    expect(newPasswordRefusal(new Error('boom'))).toBeUndefined();
  });
});
