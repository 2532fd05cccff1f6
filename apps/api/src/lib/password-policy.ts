import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordIsEmail } from '@souk/shared/validation';
import { AppError } from './errors';

/**
 * The server's half of the one password rule (decision 008): the shared schema has checked the
 * length and the letters and digit; here a new password must also not be the account's email and
 * not be one of the ~49,000 most common passwords (zxcvbn-ts's list, shipped in the package:
 * nothing is fetched). "Password1!" is refused as "password1" would be: trailing symbols are
 * what people add to a common password to pass a rule.
 */
const COMMON_PASSWORDS = new Set<string>(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.replace(/[^\p{L}\p{N}]+$/u, ''));
}

/** Throws 400 validation_failed naming `field` when the password breaks the server's rules. */
export function assertAcceptablePassword(password: string, email: string, field: string): void {
  if (passwordIsEmail(password, email))
    throw new AppError('validation_failed', undefined, { [field]: 'password_is_email' });
  if (isCommonPassword(password))
    throw new AppError('validation_failed', undefined, { [field]: 'password_common' });
}
