import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import { loginSchema } from '@souk/shared/schemas/auth';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ExitLink, usePageExit } from '../../../components/page-exit';
import { PasswordField, TextField } from '../../../components/text-field';
import { validationMessage } from '../../../lib/api-error-message';
import { resolveRole } from '../../../lib/jwt';
import { useT } from '../../../lib/language';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { loginFailure, type LoginFailure } from '../api/auth-errors';
import { useAuthenticate } from '../api/authenticate';
import { useAuthenticateBrand } from '../api/authenticate-brand';
import { currentUserQuery } from '../api/get-current-user';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '../components/otp-input';

type AccountType = 'customer' | 'brand';

const emptyCode = () => Array.from({ length: LIMITS.otpLength }, () => '');

/**
 * spec: storefront §2 login — customer or brand toggle, show or hide password, forgot-password
 * and sign-up links; admins land on /dashboard/admin, brands on /dashboard/brand, others /home
 * (or the protected page that sent them here).
 * §5: valid email and a 6+ character password; an invalid submit only marks the fields touched.
 * An account past its failed-login ceiling answers login_code_required (decision 021): the code
 * mailed to it is asked for here, and sent with the same email and password.
 */
export default function LoginPage() {
  usePageTitle('auth.login.title');
  const t = useT();
  const startSession = useSessionStore((state) => state.startSession);
  const { leave, exitClass } = usePageExit();
  const [accountType, setAccountType] = useState<AccountType>('customer');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string>();
  const customerLogin = useAuthenticate();
  const brandLogin = useAuthenticateBrand();
  const pending = customerLogin.isPending || brandLogin.isPending;

  const form = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  /** With the code once it is asked for; without it, a new code is mailed. */
  const logIn = (withCode: boolean) =>
    form.handleSubmit(async ({ email, password }) => {
      const code = digits.join('');
      if (withCode && !/^\d{6}$/.test(code)) {
        setCodeError(t('auth.otb.incomplete'));
        return;
      }
      setFailure(null);
      const credentials = withCode ? { email, password, code } : { email, password };
      try {
        if (accountType === 'brand') {
          const { token } = await brandLogin.mutateAsync(credentials);
          // spec: storefront §3 — a placeholder brand user until /brands/me answers.
          startSession(token, { id: 0, role: 'BRAND' });
        } else {
          const { token, user } = await customerLogin.mutateAsync(credentials);
          queryClient.setQueryData(currentUserQuery(token).queryKey, user);
          startSession(token, { ...user, role: resolveRole(user.role, token) ?? 'CUSTOMER' });
        }
        // The guest-only route now sends the signed-in user to their landing page.
        toast.success(t('auth.login.success'));
      } catch (error) {
        const refusal = loginFailure(error, accountType, t);
        setFailure(refusal);
        if (refusal.kind === 'code_required') setCodeAsked(true);
        // The boxes empty after a refusal, as on /otb: the next try types the code afresh.
        setDigits(emptyCode());
      }
    });

  const email = form.watch('email');

  return (
    <div className={exitClass}>
      <AuthCard
        title={t('auth.login.title')}
        subtitle={t('auth.login.subtitle')}
        footer={
          <>
            {t('auth.login.noAccount')}{' '}
            <ExitLink
              to="/signup"
              leave={leave}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('auth.login.signupLink')}
            </ExitLink>
          </>
        }
      >
        <form onSubmit={logIn(codeAsked)} noValidate className="space-y-5">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t('auth.login.accountType')}
            </legend>
            <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
              {(['customer', 'brand'] as const).map((type) => (
                <label
                  key={type}
                  className={`cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${
                    accountType === type
                      ? 'bg-white text-brand-800 shadow-sm'
                      : 'text-slate-700 hover:text-slate-900'
                  }`}
                >
                  <input
                    type="radio"
                    name="accountType"
                    value={type}
                    checked={accountType === type}
                    onChange={() => {
                      setAccountType(type);
                      setFailure(null);
                      setCodeAsked(false);
                    }}
                    className="sr-only"
                  />
                  {type === 'customer' ? t('auth.login.customer') : t('auth.login.brand')}
                </label>
              ))}
            </div>
            {accountType === 'brand' && (
              <p className="mt-2 text-sm text-slate-600">{t('auth.login.brandHint')}</p>
            )}
          </fieldset>

          {failure && (
            <Alert tone="error">
              <p>{failure.message}</p>
              {failure.kind === 'not_verified' && (
                <Link
                  to={`/otb?email=${encodeURIComponent(email.trim().toLowerCase())}`}
                  className="mt-1 inline-block font-semibold underline"
                >
                  {t('auth.login.verifyLink')}
                </Link>
              )}
            </Alert>
          )}

          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={validationMessage(errors.email?.message, t)}
            {...form.register('email')}
          />
          <div>
            <PasswordField
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
              error={validationMessage(errors.password?.message, t)}
              {...form.register('password')}
            />
            <div className="mt-2 text-end">
              <Link
                to="/forgot-password"
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('auth.login.forgotPassword')}
              </Link>
            </div>
          </div>

          {codeAsked && (
            <CodeField
              label={t('auth.login.codeLabel')}
              digits={digits}
              onChange={(next) => {
                setDigits(next);
                if (codeError) setCodeError(undefined);
              }}
              error={codeError}
              disabled={pending}
              autoFocus
            >
              <div className="mt-2 text-end">
                <Button variant="link" onClick={logIn(false)} disabled={pending}>
                  {t('auth.login.resendCode')}
                </Button>
              </div>
            </CodeField>
          )}

          <Button type="submit" size="lg" fullWidth loading={pending}>
            {pending ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </form>
      </AuthCard>
    </div>
  );
}
