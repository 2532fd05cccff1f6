import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import { EMAIL_PATTERN } from '@souk/shared/validation';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckCircleIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { landingAfterLogin } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { resolveRole } from '../../../lib/jwt';
import { useT } from '../../../lib/language';
import { queryClient } from '../../../lib/query-client';
import { forgetRedirect, rememberedRedirect, useSessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { currentUserQuery } from '../api/get-current-user';
import { useResendVerification } from '../api/resend-verification';
import {
  useVerifyEmail,
  type VerifyEmailInput,
  type VerifyEmailResponse,
} from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '../components/otp-input';

/** After a successful verification the page shows it, then goes on by itself. */
const CONTINUE_AFTER_MS = 1500;

const emptyCode = () => Array.from({ length: LIMITS.otpLength }, () => '');

/**
 * /otb — the sign-up email's code (or its link's token) verifies the address against the API and
 * signs the user in (the spec's version only logged the code; ours really verifies).
 */
export default function VerifyEmailPage() {
  usePageTitle('auth.otb.title');
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const emailFromLink = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const startSession = useSessionStore((state) => state.startSession);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [email, setEmail] = useState(emailFromLink);
  const [emailError, setEmailError] = useState<string>();
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<{ message: string; alreadyVerified: boolean } | null>(
    null,
  );
  const [landing, setLanding] = useState<string | null>(null);
  const tokenTried = useRef(false);
  const continueTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(continueTimer.current), []);

  const succeed = ({ token: sessionToken, user }: VerifyEmailResponse) => {
    const role = resolveRole(user.role, sessionToken) ?? 'CUSTOMER';
    queryClient.setQueryData(currentUserQuery(sessionToken).queryKey, user);
    startSession(sessionToken, { ...user, role });
    // Where a login would land: the protected page that sent the visitor away, else the role's home.
    const to = landingAfterLogin(role, rememberedRedirect());
    forgetRedirect();
    setLanding(to);
    toast.success(t('auth.otb.success'));
    continueTimer.current = window.setTimeout(
      () => navigate(to, { replace: true }),
      CONTINUE_AFTER_MS,
    );
  };

  const run = async (input: VerifyEmailInput) => {
    setFailure(null);
    try {
      succeed(await verify.mutateAsync(input));
    } catch (error) {
      const alreadyVerified = error instanceof ApiError && error.errorCode === 'already_verified';
      setFailure({ message: apiErrorMessage(error, t), alreadyVerified });
      if ('code' in input) {
        setDigits(emptyCode());
        document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')?.focus();
      }
    }
  };

  // The emailed link carries a token: verify at once, a single time.
  useEffect(() => {
    if (!token || tokenTried.current) return;
    tokenTried.current = true;
    void run({ token });
    // Only the token that opened the page matters here.
  }, [token]);

  const checkEmail = (): string | null => {
    const value = email.trim().toLowerCase();
    if (!value) {
      setEmailError(t('errors.required'));
      return null;
    }
    if (!EMAIL_PATTERN.test(value)) {
      setEmailError(t('errors.invalid_email'));
      return null;
    }
    setEmailError(undefined);
    return value;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = checkEmail();
    const code = digits.join('');
    const complete = /^\d{6}$/.test(code);
    setCodeError(complete ? undefined : t('auth.otb.incomplete'));
    if (!address || !complete) return;
    void run({ email: address, code });
  };

  const onResend = async () => {
    const address = checkEmail();
    if (!address) return;
    try {
      await resend.mutateAsync(address);
      toast.info(t('auth.otb.resent'));
    } catch (error) {
      toast.error(apiErrorMessage(error, t));
    }
  };

  if (landing) {
    return (
      <AuthCard title={t('auth.otb.successTitle')}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CheckCircleIcon size={48} className="text-emerald-600" />
          <p className="text-lg font-semibold text-slate-900">{t('auth.otb.success')}</p>
          <p className="text-sm text-slate-600">{t('auth.otb.redirecting')}</p>
          <Link
            to={landing}
            replace
            className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t('auth.otb.continue')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const verifyingLink = Boolean(token) && verify.isPending && !failure;

  return (
    <AuthCard
      title={t('auth.otb.title')}
      subtitle={
        emailFromLink
          ? t('auth.otb.subtitle', { email: emailFromLink })
          : t('auth.otb.subtitleNoEmail')
      }
    >
      {verifyingLink ? (
        <div role="status" className="flex items-center justify-center gap-3 py-8 text-slate-700">
          <Spinner className="text-brand-700" />
          {t('auth.otb.verifyingLink')}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          {failure && (
            <Alert tone="error" title={t('auth.otb.failedTitle')}>
              <p>{failure.message}</p>
              {failure.alreadyVerified && (
                <Link to="/login" className="mt-1 inline-block font-semibold underline">
                  {t('auth.otb.goToLogin')}
                </Link>
              )}
            </Alert>
          )}
          {!emailFromLink && (
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
            />
          )}
          <CodeField
            label={t('auth.otb.codeLabel')}
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (codeError) setCodeError(undefined);
            }}
            error={codeError}
            autoFocus={Boolean(emailFromLink) && !token}
          />
          <Button type="submit" size="lg" fullWidth loading={verify.isPending}>
            {verify.isPending ? t('auth.otb.submitting') : t('auth.otb.submit')}
          </Button>
          <p className="text-center text-sm text-slate-700">
            {t('auth.otb.resendPrompt')}{' '}
            <Button variant="link" onClick={onResend} disabled={resend.isPending}>
              {resend.isPending ? t('auth.otb.resending') : t('auth.otb.resend')}
            </Button>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
