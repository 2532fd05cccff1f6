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

/** The largest id a database integer column holds (2^31 − 1). */
export const ID_MAX = 2_147_483_647;

/** An id as text: digits only, at most 10 of them (the range is checked after). */
const ID_TEXT = /^\d{1,10}$/;

const idNumber = z
  .number()
  .int({ error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(ID_MAX, { error: 'invalid_value' });
const idText = z.string().regex(ID_TEXT, { error: 'invalid_value' }).transform(Number);

/**
 * A database id from a path, a query or a body: a positive integer of at most 2^31 − 1. Larger
 * numbers, fractions, 1e309 and text are a 400, never a database error.
 */
export const idField = z
  .union([z.number(), z.string().regex(ID_TEXT)], { error: 'invalid_value' })
  .transform(Number)
  .pipe(idNumber);

/** The id a text names when it is one ("12"), for fields that take an id or a name. */
export function idIn(text: string): number | undefined {
  if (!ID_TEXT.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= ID_MAX ? id : undefined;
}

/** `{ id }` of a path such as /products/{id}. */
export const idParams = z.object({ id: idField });

/** Comma lists in query strings ("1,2,3" or repeated keys) -> trimmed, non-empty strings. */
export const queryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(z.string().refine(hasNoControlCharacters, { error: 'invalid_characters' })).max(50),
  );

/** A list of ids in a query ("1,2,3" or repeated keys), each one an id as `idField` reads it. */
export const idListField = queryList.pipe(z.array(idText.pipe(idNumber)));

/**
 * Control characters (NUL and the rest of C0, DEL) have no place in what people type; PostgreSQL
 * refuses NUL outright. Tab, line feed and carriage return are allowed only in multi-line text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a surrogate pair: a text cut in the middle of a character (databases refuse or alter it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text);
}

/**
 * The one text field of the contract: trimmed, at most `max` characters, no control characters
 * (line breaks only when `multiline`). Every string a client sends goes through it (or a field
 * built on it), so that a NUL byte or a header-splitting newline is a 400 with a message.
 */
export function textField(
  max: number,
  { multiline = false, tooLong = 'too_long' }: { multiline?: boolean; tooLong?: string } = {},
) {
  return z
    .string({ error: 'required' })
    .max(max * 4 + 100, { error: tooLong, abort: true }) // before trimming: bounded work
    .refine((text) => !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text), {
      error: 'invalid_characters',
      abort: true,
    })
    .refine((text) => !LONE_SURROGATE.test(text), { error: 'invalid_characters' })
    .trim()
    .max(max, { error: tooLong });
}

export const emailField = textField(254)
  .min(1, { error: 'required' })
  .regex(EMAIL_PATTERN, { error: 'invalid_email' })
  .transform((email) => email.toLowerCase());

/**
 * A person's name: letters of any script (with their accents), spaces, apostrophes, hyphens and
 * dots — "Anne-Marie", "O'Brien", "J. Smith", "محمد" — so that a name cannot carry a link into
 * the emails that greet its owner.
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]*)*$/u;

export const personNameField = textField(LIMITS.nameMax, { tooLong: 'name_too_long' })
  .min(LIMITS.nameMin, { error: 'name_too_short' })
  .regex(PERSON_NAME_PATTERN, { error: 'invalid_name' });

/**
 * The one password rule (spec: storefront §5, the reset rule) for every new password: sign-up,
 * reset, change-password, brand change-password and admin-created accounts. The server adds two
 * checks the forms cannot make alone: not the account's email, not a common password.
 */
export const PASSWORD_RULES = [
  { id: 'length', test: (password: string) => password.length >= LIMITS.passwordMin },
  { id: 'lowercase', test: (password: string) => /[a-z]/.test(password) },
  { id: 'uppercase', test: (password: string) => /[A-Z]/.test(password) },
  { id: 'digit', test: (password: string) => /\d/.test(password) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export const newPasswordField = z
  .string({ error: 'required' })
  .max(LIMITS.passwordMax, { error: 'password_too_long' })
  .refine(hasNoControlCharacters, { error: 'invalid_characters', abort: true })
  .min(LIMITS.passwordMin, { error: 'password_too_short' })
  .regex(STRONG_PASSWORD_PATTERN, { error: 'password_weak' });

/** Kept for the reset form's name in older code: the same rule. */
export const strongPasswordField = newPasswordField;

/** True when the password is the email address, or its part before the @ (any case). */
export function passwordIsEmail(password: string, email: string): boolean {
  const given = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return given === address || (address.includes('@') && given === address.split('@')[0]);
}

/** Spaces between digit groups are allowed when typing and removed before the check. */
export const signupPhoneField = textField(40)
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(SIGNUP_PHONE_PATTERN, { error: 'invalid_signup_phone' }));

export const optionalPhoneField = textField(40)
  .regex(PHONE_PATTERN, { error: 'invalid_phone' })
  .or(z.literal(''))
  .optional()
  .nullable();

/** A field that must have some text, trimmed. */
export const requiredText = (max = 255, options?: { multiline?: boolean }) =>
  textField(max, options).min(1, { error: 'required' });

/**
 * A Tunisian RIB (decision 027): 20 digits — bank 2, branch 3, account 13, key 2 — where the key
 * is 97 − ((the first 18 digits × 100) mod 97), i.e. the whole number is divisible by 97.
 * Spaces, dots and hyphens typed between groups are ignored. Answers the 20 digits, or undefined.
 */
export function normaliseRib(text: string): string | undefined {
  const digits = text.replace(/[\s.-]/g, '');
  if (!/^\d{20}$/.test(digits)) return undefined;
  const key = 97 - Number((BigInt(digits.slice(0, 18)) * 100n) % 97n);
  return key === Number(digits.slice(18)) ? digits : undefined;
}

/** The RIB written in its groups, as banks print it: "10 006 0351835984788 31". */
export const formatRib = (rib: string) =>
  `${rib.slice(0, 2)} ${rib.slice(2, 5)} ${rib.slice(5, 18)} ${rib.slice(18)}`;

// 7 digits, the control letter (never I, O or U), the VAT code, the category, the establishment
const TAX_ID = /^(\d{7})([A-HJ-NP-TV-Z])([ABDNP])([MPCNE])(\d{3})$/;

/**
 * A Tunisian tax identification number, "matricule fiscal" (decision 027), in any of its common
 * written forms — "1234567A/B/M/000", "1234567 A B M 000", "1234567-a-b-m-000", "1234567ABM000" —
 * answered as "1234567A/B/M/000", or undefined.
 */
export function normaliseTaxId(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s/.-]/g, '');
  const match = TAX_ID.exec(compact);
  if (!match) return undefined;
  const [, number, key, vat, category, establishment] = match;
  return `${number}${key}/${vat}/${category}/${establishment}`;
}

export const ribField = textField(40)
  .min(1, { error: 'required', abort: true })
  .refine((text) => normaliseRib(text) !== undefined, { error: 'invalid_rib' })
  .transform((text) => normaliseRib(text)!);

export const taxIdField = textField(40)
  .min(1, { error: 'required', abort: true })
  .refine((text) => normaliseTaxId(text) !== undefined, { error: 'invalid_tax_id' })
  .transform((text) => normaliseTaxId(text)!);
