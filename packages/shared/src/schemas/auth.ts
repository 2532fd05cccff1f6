import { z } from 'zod';
import { LIMITS } from '../constants';
import {
  emailField,
  newPasswordField,
  passwordIsEmail,
  personNameField,
  signupPhoneField,
  textField,
} from '../validation';

/**
 * spec: storefront §3 registration payload; §5 sign-up rules, with the one password rule of
 * validation.ts (the spec's reset rule). Sign-up creates customers only.
 */
export const registerSchema = z.object({
  firstname: personNameField,
  lastname: personNameField,
  email: emailField,
  password: newPasswordField,
  phoneNumber: signupPhoneField,
  // spec: storefront §3 — a role is "text containing ADMIN, BRAND or CUSTOMER" (CUSTOMER,
  // ROLE_CUSTOMER...): any customer spelling is accepted, any other role refused.
  role: textField(40)
    .transform((role) => role.toUpperCase())
    .refine((role) => role.includes('CUSTOMER') && !/ADMIN|BRAND/.test(role), {
      error: 'invalid_role',
    })
    .transform(() => 'CUSTOMER' as const)
    .optional(),
  language: z.enum(['en', 'fr', 'ar']).optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The sign-up form adds a confirmation and the terms checkbox (storefront §5). */
export const signupFormSchema = registerSchema
  .omit({ role: true, language: true })
  .extend({
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
    agreeToTerms: z.boolean().refine((agreed) => agreed, { error: 'terms_required' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'passwords_do_not_match',
    path: ['confirmPassword'],
  })
  .refine((form) => !passwordIsEmail(form.password, form.email), {
    error: 'password_is_email',
    path: ['password'],
  });

/** An emailed one-time code: 6 digits (storefront §9). */
const otpCodeField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'invalid_code' });

/**
 * spec: storefront §5 login — valid email, password at least 6 characters. `code`: the emailed
 * one-time code an account past its failed-login ceiling asks for (login_code_required, decision 021).
 */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'required' })
    .min(LIMITS.passwordLoginMin, { error: 'password_login_too_short' })
    .max(LIMITS.passwordMax, { error: 'password_too_long' }),
  code: otpCodeField.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The secret of an emailed link (reset, verification): URL-safe text. */
export const linkToken = textField(200)
  .min(1, { error: 'required' })
  .regex(/^[\w-]+$/, { error: 'invalid_value' });

export const forgotPasswordSchema = z.object({ email: emailField });

/** spec: storefront §5 reset — token required; 8+ characters with lower, upper and digit. */
export const resetPasswordSchema = z.object({
  token: linkToken,
  newPassword: newPasswordField,
});

export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: 'passwords_do_not_match',
    path: ['confirmPassword'],
  });

/** Email verification: either the emailed link's token, or the email and the 6-digit code. */
export const verifyEmailSchema = z.union([
  z.object({ token: linkToken }),
  z.object({ email: emailField, code: otpCodeField }),
]);

export const resendVerificationSchema = z.object({ email: emailField });

export const changePasswordSchema = z.object({
  oldPassword: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(LIMITS.passwordMax),
  newPassword: newPasswordField,
});
