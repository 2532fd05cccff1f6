import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { signupFormSchema } from '@souk/shared/schemas/auth';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ExitLink, usePageExit } from '../../../components/page-exit';
import { NewPasswordField } from '../../../components/password-rules';
import { RichText } from '../../../components/rich-text';
import { CheckboxField, PasswordField, TextField } from '../../../components/text-field';
import { validationMessage } from '../../../lib/api-error-message';
import { currentLanguage, useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { signupFailure } from '../api/auth-errors';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { useTouchedOnFocus } from '../use-touched-on-focus';

/** spec: storefront §4 — after 201 the message shows and the browser goes to /home after 3 s. */
const REDIRECT_AFTER_SIGNUP_MS = 3000;
/** spec: storefront §9 — the sign-up toast stays 5 s. */
const SIGNUP_TOAST_MS = 5000;

type Field = 'firstname' | 'lastname' | 'email' | 'password' | 'confirmPassword' | 'phoneNumber';

/**
 * spec: storefront §2 sign-up, §5 live validation (a message shows once the field is touched; the
 * terms message after a submit attempt), §8 error mapping.
 */
export default function SignupPage() {
  usePageTitle('auth.signup.title');
  const t = useT();
  const navigate = useNavigate();
  const { leave, exitClass } = usePageExit();
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    mode: 'all',
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      confirmPassword: '',
      phoneNumber: '',
      agreeToTerms: false,
    },
  });
  const { errors, isSubmitted } = form.formState;
  const { onFocusCapture, touched } = useTouchedOnFocus(form);
  const [typedEmail, typedPassword] = useWatch({
    control: form.control,
    name: ['email', 'password'],
  });

  const onSubmit = form.handleSubmit(
    async ({ confirmPassword: _, agreeToTerms: __, ...account }) => {
      setFormError(null);
      try {
        await register.mutateAsync({ ...account, language: currentLanguage() });
        setCreatedFor(account.email);
        toast.success(t('auth.signup.accountCreated'), { duration: SIGNUP_TOAST_MS });
        redirectTimer.current = window.setTimeout(
          () => navigate('/home'),
          REDIRECT_AFTER_SIGNUP_MS,
        );
      } catch (error) {
        const failure = signupFailure(error, t);
        setFormError(failure.message);
        for (const [field, message] of Object.entries(failure.fields))
          form.setError(field as Field, { type: 'server', message });
      }
    },
  );

  const fieldError = (field: Field) =>
    touched(field) ? validationMessage(errors[field]?.message, t) : undefined;

  // A new password re-checks the confirmation once the confirmation has been typed.
  const passwordField = form.register('password', {
    onChange: () => {
      if (form.getValues('confirmPassword')) void form.trigger('confirmPassword');
    },
  });

  if (createdFor) {
    return (
      <AuthCard title={t('auth.signup.accountCreated')}>
        {/* A long address breaks anywhere rather than overflow the card on a phone. */}
        <Alert tone="success" className="wrap-anywhere">
          {t('auth.signup.accountCreatedBody', { email: createdFor })}
        </Alert>
        <Link
          to={`/otb?email=${encodeURIComponent(createdFor)}`}
          className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('auth.signup.enterCode')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <div className={exitClass}>
      <AuthCard
        title={t('auth.signup.title')}
        subtitle={t('auth.signup.subtitle')}
        footer={
          <>
            {t('auth.signup.haveAccount')}{' '}
            <ExitLink
              to="/login"
              leave={leave}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('auth.signup.loginLink')}
            </ExitLink>
          </>
        }
      >
        <form onSubmit={onSubmit} onFocusCapture={onFocusCapture} noValidate className="space-y-5">
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('auth.fields.firstName')}
              autoComplete="given-name"
              required
              error={fieldError('firstname')}
              {...form.register('firstname')}
            />
            <TextField
              label={t('auth.fields.lastName')}
              autoComplete="family-name"
              required
              error={fieldError('lastname')}
              {...form.register('lastname')}
            />
          </div>
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={fieldError('email')}
            {...form.register('email')}
          />
          <TextField
            label={t('auth.fields.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            placeholder="+216 12 345 678"
            hint={t('auth.signup.phoneHint')}
            required
            error={fieldError('phoneNumber')}
            {...form.register('phoneNumber')}
          />
          <NewPasswordField
            label={t('auth.fields.password')}
            error={fieldError('password')}
            password={typedPassword}
            email={typedEmail}
            {...passwordField}
          />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            error={fieldError('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          <CheckboxField
            label={
              <RichText
                text={t('auth.signup.agreeTerms')}
                values={{
                  terms: (
                    <ExitLink
                      to="/terms"
                      leave={leave}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {t('auth.signup.termsLink')}
                    </ExitLink>
                  ),
                }}
              />
            }
            error={isSubmitted ? validationMessage(errors.agreeToTerms?.message, t) : undefined}
            {...form.register('agreeToTerms')}
          />
          <Button type="submit" size="lg" fullWidth loading={register.isPending}>
            {register.isPending ? t('auth.signup.submitting') : t('auth.signup.submit')}
          </Button>
        </form>
      </AuthCard>
    </div>
  );
}
