import { PasswordChangeForm } from '../../../components/password-change-form';
import { useT } from '../../../lib/language';
import { useChangePassword } from '../api/profile';

/**
 * spec: storefront §2 "Account settings" password tab; §5 "Change password"; §7 PATCH
 * /users/change-my-password {oldPassword, newPassword}; §8 passwordChangedSuccess,
 * passwordChangeFailed (with the server's reason), passwordsDoNotMatch. The form itself is shared
 * with the brand's settings (components/password-change-form.tsx).
 */
export function PasswordForm({ email }: { email: string }) {
  const t = useT();
  const change = useChangePassword();
  return (
    <PasswordChangeForm
      email={email}
      change={change}
      texts={{
        title: t('profile.password.title'),
        intro: t('profile.password.intro'),
        oldPassword: t('profile.password.oldPassword'),
        newPassword: t('profile.password.newPassword'),
        confirmPassword: t('profile.password.confirmPassword'),
        submit: t('profile.password.submit'),
        submitting: t('profile.password.submitting'),
        passwordChangedSuccess: t('profile.password.passwordChangedSuccess'),
        passwordChangeFailed: (reason) => t('profile.password.passwordChangeFailed', { reason }),
        passwordsDoNotMatch: t('profile.password.passwordsDoNotMatch'),
      }}
    />
  );
}
