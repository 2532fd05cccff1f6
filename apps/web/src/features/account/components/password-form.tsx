import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { NewPasswordField } from '../../../components/password-rules';
import { PasswordField as PasswordInput } from '../../../components/text-field';
import { SectionTitle } from '../../../components/section-title';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/profile';
import {
  PASSWORDS_DO_NOT_MATCH,
  passwordFormSchema,
  type PasswordField,
  type PasswordFormOutput,
  type PasswordFormValues,
} from '../profile-form';

const EMPTY: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/**
 * spec: storefront §2 "Account settings" password tab; §5 "Change password" (new and confirmation
 * must match; issue 11: the sign-up rules for the new one, shown live); §7 PATCH
 * /users/change-my-password {oldPassword, newPassword}; §8 passwordChangedSuccess,
 * passwordChangeFailed (with the server's reason: a wrong current password, say),
 * passwordsDoNotMatch.
 */
export function PasswordForm({ email }: { email: string }) {
  const t = useT();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<PasswordFormValues, unknown, PasswordFormOutput>({
    resolver: zodResolver(passwordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'newPassword' });

  const fieldError = (field: PasswordField) => {
    const code = errors[field]?.message;
    if (code === PASSWORDS_DO_NOT_MATCH) return t('profile.password.passwordsDoNotMatch');
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
      const text = t('profile.password.passwordChangedSuccess');
      setOutcome({ tone: 'success', text });
      toast.success(text);
    } catch (error) {
      const reason = apiErrorMessage(error, t);
      if (error instanceof ApiError) {
        if (error.errorCode === 'wrong_password')
          form.setError('oldPassword', { type: 'server', message: 'wrong_password' });
        for (const [field, code] of Object.entries(error.fieldErrors))
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as PasswordField, { type: 'server', message: code });
      }
      setOutcome({ tone: 'error', text: t('profile.password.passwordChangeFailed', { reason }) });
    }
  });

  return (
    <section aria-labelledby="password-title" className="max-w-xl space-y-4">
      <SectionTitle
        id="password-title"
        title={t('profile.password.title')}
        intro={t('profile.password.intro')}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {/* A hidden username helps password managers file the new password under the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label={t('profile.password.oldPassword')}
          autoComplete="current-password"
          required
          error={fieldError('oldPassword')}
          {...form.register('oldPassword')}
        />
        <NewPasswordField
          label={t('profile.password.newPassword')}
          error={fieldError('newPassword')}
          password={typed}
          email={email}
          {...newPassword}
        />
        <PasswordInput
          label={t('profile.password.confirmPassword')}
          autoComplete="new-password"
          required
          error={fieldError('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending}>
          {change.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
        </Button>
      </form>
    </section>
  );
}
