import { PasswordChangeForm } from '../../../components/password-change-form';
import { useChangePassword } from '../api/profile';

/**
 * spec: storefront §2 "Account settings" password tab; §5 "Change password"; §7 PATCH
 * /users/change-my-password {oldPassword, newPassword}; §8 passwordChangedSuccess,
 * passwordChangeFailed (with the server's reason), passwordsDoNotMatch. The form itself is shared
 * with the brand's settings (components/password-change-form.tsx).
 */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  return <PasswordChangeForm email={email} change={change} namespace="profile.password" />;
}
