import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { newPasswordField } from '@souk/shared/validation';
import { ApiError } from '../lib/api-client';
import { apiErrorMessage, validationMessage } from '../lib/api-error-message';
import { useT } from '../lib/language';
import { toast } from '../lib/toast';
import { Alert } from './alert';
import { Button } from './button';
import { NewPasswordField } from './password-rules';
import { SectionTitle } from './section-title';
import { PasswordField as PasswordInput } from './text-field';

/**
 * The change-password form of the customer's settings (storefront §5 "Change password") and the
 * brand's (dashboards §5 "Brand password change"): current password, new password with the one
 * password rule shown live (decision 008: at least 8 characters — passwordTooShort — with a
 * lower-case letter, an upper-case letter and a digit), and its confirmation, which must match
 * (passwordsDoNotMatch, a rule of the form only). Success shows passwordChangedSuccess; a refusal
 * shows passwordChangeFailed with the server's reason and keeps what was typed.
 */

export const PASSWORDS_DO_NOT_MATCH = 'passwordsDoNotMatch';
export const passwordChangeFormSchema = z
  .object({
    oldPassword: z.string().min(1, { error: 'required' }),
    newPassword: newPasswordField,
    confirmPassword: z.string().min(1, { error: 'required' }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
type PasswordFormValues = z.input<typeof passwordChangeFormSchema>;
type PasswordFormOutput = z.output<typeof passwordChangeFormSchema>;
type PasswordFormField = keyof PasswordFormValues;

const EMPTY: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly PasswordFormField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/**
 * The locale namespaces that hold the form's texts (the same keys in each): the customer's
 * profile and the brand's settings.
 */
export type PasswordTextsNamespace = 'profile.password' | 'brandSettings.password';

/** The call that changes the password (a TanStack mutation fits). */
export type PasswordChange = {
  mutateAsync: (passwords: { oldPassword: string; newPassword: string }) => Promise<unknown>;
  isPending: boolean;
};

export function PasswordChangeForm({
  email,
  namespace,
  change,
}: {
  /** the account's email: for password managers and the "not your email" rule */
  email: string;
  /** where the form's texts live: the page's own locale namespace */
  namespace: PasswordTextsNamespace;
  change: PasswordChange;
}) {
  const t = useT();
  const texts = {
    title: t(`${namespace}.title`),
    intro: t(`${namespace}.intro`),
    oldPassword: t(`${namespace}.oldPassword`),
    newPassword: t(`${namespace}.newPassword`),
    confirmPassword: t(`${namespace}.confirmPassword`),
    submit: t(`${namespace}.submit`),
    submitting: t(`${namespace}.submitting`),
    passwordChangedSuccess: t(`${namespace}.passwordChangedSuccess`),
    passwordChangeFailed: (reason: string) => t(`${namespace}.passwordChangeFailed`, { reason }),
    passwordsDoNotMatch: t(`${namespace}.passwordsDoNotMatch`),
  };
  const titleId = useId();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<PasswordFormValues, unknown, PasswordFormOutput>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'newPassword' });

  const fieldError = (field: PasswordFormField) => {
    const code = errors[field]?.message;
    if (code === PASSWORDS_DO_NOT_MATCH) return texts.passwordsDoNotMatch;
    return validationMessage(code, t);
  };

  const newPassword = form.register('newPassword', {
    onChange: () => {
      if (form.getValues('confirmPassword')) void form.trigger('confirmPassword');
    },
  });

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword: password }) => {
    setOutcome(null);
    try {
      await change.mutateAsync({ oldPassword, newPassword: password });
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: texts.passwordChangedSuccess });
      toast.success(texts.passwordChangedSuccess);
    } catch (error) {
      const reason = apiErrorMessage(error, t);
      if (error instanceof ApiError) {
        if (error.errorCode === 'wrong_password')
          form.setError('oldPassword', { type: 'server', message: 'wrong_password' });
        for (const [field, code] of Object.entries(error.fieldErrors))
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as PasswordFormField, { type: 'server', message: code });
      }
      setOutcome({ tone: 'error', text: texts.passwordChangeFailed(reason) });
    }
  });

  return (
    <section aria-labelledby={titleId} className="max-w-xl space-y-4">
      <SectionTitle id={titleId} title={texts.title} intro={texts.intro} />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {/* A hidden username helps password managers file the new password under the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label={texts.oldPassword}
          autoComplete="current-password"
          required
          error={fieldError('oldPassword')}
          {...form.register('oldPassword')}
        />
        <NewPasswordField
          label={texts.newPassword}
          error={fieldError('newPassword')}
          password={typed}
          email={email}
          {...newPassword}
        />
        <PasswordInput
          label={texts.confirmPassword}
          autoComplete="new-password"
          required
          error={fieldError('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending}>
          {change.isPending ? texts.submitting : texts.submit}
        </Button>
      </form>
    </section>
  );
}
