import { useId } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { PASSWORD_RULES, passwordIsEmail } from '@souk/shared/validation';
import { useT } from '../lib/language';
import { CheckCircleIcon, icon } from './icons';
import { PasswordField, type PasswordFieldProps } from './text-field';

const CircleIcon = icon(<circle cx="12" cy="12" r="10" />, 'CircleIcon');

/**
 * The one password rule (validation.ts `PASSWORD_RULES`) as a live checklist under a new-password
 * field: one line per rule, met or not, plus "not your email address" once an email is known.
 * The server's further check (not a common password) comes back as the field's error.
 * Give the field `aria-describedby={id}` so that the list is read with it.
 */
export function PasswordRules({
  id,
  password,
  email = '',
}: {
  id: string;
  password: string;
  /** The account's email, when the form knows it (sign-up: as typed). */
  email?: string;
}) {
  const t = useT();
  const lines: { key: string; text: string; met: boolean }[] = PASSWORD_RULES.map((rule) => ({
    key: rule.id,
    text: t(`auth.passwordRules.${rule.id}`, { min: LIMITS.passwordMin }),
    met: rule.test(password),
  }));
  if (email.trim())
    lines.push({
      key: 'notEmail',
      text: t('auth.passwordRules.notEmail'),
      met: password !== '' && !passwordIsEmail(password, email),
    });

  return (
    <div id={id} className="mt-2">
      <p className="text-sm text-slate-600">{t('auth.passwordRules.title')}</p>
      <ul aria-live="polite" className="mt-1 space-y-1 text-sm">
        {lines.map(({ key, text, met }) => (
          <li
            key={key}
            data-rule={key}
            data-met={met}
            className={`flex items-center gap-2 text-start ${met ? 'text-emerald-700' : 'text-slate-600'}`}
          >
            {met ? (
              <CheckCircleIcon size={16} className="shrink-0" />
            ) : (
              <CircleIcon size={16} className="shrink-0" />
            )}
            <span>
              <span className="sr-only">
                {met ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')}{' '}
              </span>
              {text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A field for choosing a password (sign-up, reset, change): required, `new-password` for password
 * managers, with the live checklist of the rule read along with it.
 */
export function NewPasswordField({
  password,
  email,
  ...props
}: Omit<PasswordFieldProps, 'autoComplete' | 'required' | 'aria-describedby'> & {
  /** What is typed so far (the form's watched value). */
  password: string;
  email?: string;
}) {
  const rulesId = useId();
  return (
    <div>
      <PasswordField autoComplete="new-password" required aria-describedby={rulesId} {...props} />
      <PasswordRules id={rulesId} password={password} email={email} />
    </div>
  );
}
