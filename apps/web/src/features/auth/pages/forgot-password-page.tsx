import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@souk/shared/schemas/auth';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ChevronStartIcon } from '../../../components/icons';
import { usePageExit } from '../../../components/page-exit';
import { TextField } from '../../../components/text-field';
import { validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { LEAVE_AFTER_SUCCESS_MS, recoveryFailureText } from '../api/auth-errors';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { StandaloneShell } from '../components/standalone-shell';

/** spec: storefront §2 forgot password; §5 email pattern, submit disabled otherwise. */
export default function ForgotPasswordPage() {
  usePageTitle('auth.forgot.title');
  const t = useT();
  const { leave, exitClass } = usePageExit();
  const requestReset = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'all',
    defaultValues: { email: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestReset.mutateAsync(email);
      setSent(true);
      toast.success(t('auth.forgot.sent'));
      timer.current = window.setTimeout(
        () => leave('/login', { replace: true }),
        LEAVE_AFTER_SUCCESS_MS,
      );
    } catch (error) {
      const message = recoveryFailureText(error, t('auth.forgot.failed'), t);
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <StandaloneShell>
      <div className={`w-full ${exitClass}`}>
        <AuthCard
          title={t('auth.forgot.title')}
          subtitle={t('auth.forgot.subtitle')}
          footer={
            <Link
              to="/login"
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <ChevronStartIcon size={16} className="rtl:-scale-x-100" />
              {t('auth.forgot.backToLogin')}
            </Link>
          }
        >
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            {failure && <Alert tone="error">{failure}</Alert>}
            {sent && <Alert tone="success">{t('auth.forgot.sent')}</Alert>}
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={validationMessage(errors.email?.message, t)}
              {...form.register('email')}
            />
            <Button
              type="submit"
              size="lg"
              fullWidth
              disabled={!isValid || sent}
              loading={requestReset.isPending}
            >
              {requestReset.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </Button>
          </form>
        </AuthCard>
      </div>
    </StandaloneShell>
  );
}
