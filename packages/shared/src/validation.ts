import { z } from 'zod';
import { LIMITS } from './constants';

/**
 * The validation rules of the spec, written once. Messages are validation codes (see messages.ts)
 * so that the server and the web app show the same text in the reader's language.
 */

/** spec: storefront §5 — the simple {email} pattern: something@something.something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec: storefront §5 — sign-up phone: +, a 2 or 3 digit country code, then 8 to 9 digits. */
export const SIGNUP_PHONE_PATTERN = /^\+\d{2,3}\d{8,9}$/;

/** spec: storefront §5 contact and dashboards §5 brand settings — 8 to 20 characters of digits,
 * spaces, hyphens, parentheses with an optional leading plus; and, as a phone number must, at
 * least 8 digits (a Tunisian number has 8), so '((((((((' is no phone. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){8})\+?[\d\s\-()]{8,20}$/;

/** spec: storefront §5 reset — lowercase, uppercase and a digit. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export const emailField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(EMAIL_PATTERN, { error: 'invalid_email' })
  .transform((email) => email.toLowerCase());

export const personNameField = z
  .string({ error: 'required' })
  .trim()
  .min(LIMITS.nameMin, { error: 'name_too_short' })
  .max(LIMITS.nameMax, { error: 'name_too_long' });

export const newPasswordField = z
  .string({ error: 'required' })
  .min(LIMITS.passwordMin, { error: 'password_too_short' })
  .max(LIMITS.passwordMax, { error: 'password_too_long' });

export const strongPasswordField = z
  .string({ error: 'required' })
  .max(LIMITS.passwordMax, { error: 'password_too_long' })
  .regex(STRONG_PASSWORD_PATTERN, { error: 'password_weak' });

/** Spaces between digit groups are allowed when typing and removed before the check. */
export const signupPhoneField = z
  .string({ error: 'required' })
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(SIGNUP_PHONE_PATTERN, { error: 'invalid_signup_phone' }));

export const optionalPhoneField = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, { error: 'invalid_phone' })
  .or(z.literal(''))
  .optional()
  .nullable();

/** A field that must have some text, trimmed. */
export const requiredText = (max = 255) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' });
