import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordFormSchema } from '@souk/shared/schemas/auth';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ChevronStartIcon } from '../../../components/icons';
import { usePageExit } from '../../../components/page-exit';
import { NewPasswordField } from '../../../components/password-rules';
import { PasswordField } from '../../../components/text-field';
import { validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  LEAVE_AFTER_SUCCESS_MS,
  newPasswordRefusal,
  recoveryFailureText,
} from '../api/auth-errors';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { StandaloneShell } from '../components/standalone-shell';
import { useTouchedOnFocus } from '../use-touched-on-focus';

/** spec: storefront §4 — a missing token: error toast, then /forgot-password after 2 s. */
const MISSING_TOKEN_REDIRECT_MS = 2000;

/**
 * spec: storefront §2 reset password (token from the query, show or hide toggles); §5 and
 * dashboards §5: 8+ characters with a lowercase, an uppercase and a digit; confirmation equal.
 */
export default function ResetPasswordPage() {
  usePageTitle('auth.reset.title');
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { leave, exitClass } = usePageExit();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (token) return;
    toast.error(t('auth.reset.missingToken'));
    const redirect = window.setTimeout(
      () => navigate('/forgot-password', { replace: true }),
      MISSING_TOKEN_REDIRECT_MS,
    );
    return () => window.clearTimeout(redirect);
    // Once per page opening without a token (not again when the language changes).
  }, [token, navigate]);

  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'all',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const { onFocusCapture, touched } = useTouchedOnFocus(form);
  const typedPassword = useWatch({ control: form.control, name: 'newPassword' });
  const fieldError = (field: 'newPassword' | 'confirmPassword') =>
    touched(field) ? validationMessage(errors[field]?.message, t) : undefined;

  const newPassword = form.register('newPassword', {
    onChange: () => {
      if (form.getValues('confirmPassword')) void form.trigger('confirmPassword');
    },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword: password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, newPassword: password });
      setDone(true);
      toast.success(t('auth.reset.success'));
      timer.current = window.setTimeout(
        () => leave('/login', { replace: true }),
        LEAVE_AFTER_SUCCESS_MS,
      );
    } catch (error) {
      const message = recoveryFailureText(error, t('auth.reset.failed'), t);
      toast.error(message);
      // A refused password (too common, say) is the field's message; a new link would not help.
      const refusal = newPasswordRefusal(error);
      if (refusal) form.setError('newPassword', { type: 'server', message: refusal });
      else setFailure(message);
    }
  });

  return (
    <StandaloneShell>
      <div className={`w-full ${exitClass}`}>
        <AuthCard
          title={t('auth.reset.title')}
          subtitle={token ? t('auth.reset.subtitle') : undefined}
          footer={
            <Link
              to="/login"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <ChevronStartIcon size={16} className="rtl:-scale-x-100" />
              {t('auth.reset.backToLogin')}
            </Link>
          }
        >
          {!token ? (
            <Alert tone="error">
              <p>{t('auth.reset.missingToken')}</p>
              <Link
                to="/forgot-password"
                replace
                className="mt-1 inline-block font-semibold underline"
              >
                {t('auth.forgot.title')}
              </Link>
            </Alert>
          ) : (
            <form
              onSubmit={onSubmit}
              onFocusCapture={onFocusCapture}
              noValidate
              className="space-y-5"
            >
              {failure && (
                <Alert tone="error">
                  <p>{failure}</p>
                  <Link to="/forgot-password" className="mt-1 inline-block font-semibold underline">
                    {t('auth.forgot.title')}
                  </Link>
                </Alert>
              )}
              {done && <Alert tone="success">{t('auth.reset.success')}</Alert>}
              <NewPasswordField
                label={t('auth.fields.newPassword')}
                error={fieldError('newPassword')}
                password={typedPassword}
                {...newPassword}
              />
              <PasswordField
                label={t('auth.fields.confirmPassword')}
                autoComplete="new-password"
                required
                error={fieldError('confirmPassword')}
                {...form.register('confirmPassword')}
              />
              <Button type="submit" size="lg" fullWidth disabled={done} loading={reset.isPending}>
                {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
              </Button>
            </form>
          )}
        </AuthCard>
      </div>
    </StandaloneShell>
  );
}
