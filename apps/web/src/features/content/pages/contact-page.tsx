import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_SUBJECTS } from '@souk/shared/constants';
import { contactMessageSchema } from '@souk/shared/schemas/content';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { FormSelectField, TextAreaField } from '../../../components/form-fields';
import { FacebookIcon, InstagramIcon, MailIcon, XLogoIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { useSessionStore } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSendContactMessage } from '../api/send-contact-message';
import { ClockIcon, PhoneIcon, PinIcon } from '../components/contact-icons';
import { PageHeader } from '../components/page-header';
import { CONTACT_DETAILS } from '../contact-details';

/** spec: storefront §4 — the success banner shows 5 seconds, then the form clears. */
export const SUCCESS_BANNER_MS = 5000;
/** spec: storefront §8, §9 — a 429 shows the rate-limit toast for 10 seconds. */
export const RATE_LIMIT_TOAST_MS = 10_000;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: 'general' as const,
  message: '',
};

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  // A <dl> group may only hold its <dt> and <dd>: the icon sits inside the <dt>, drawn in the
  // group's start padding.
  return (
    <div className="relative min-h-11 ps-15">
      <dt className="text-sm font-semibold text-slate-600">
        <span className="absolute start-0 top-0 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/** The info card: phone, email, the office in Tunis, support hours, three social networks. */
function ContactInfo() {
  const t = useT();
  const social = [
    { key: 'facebook', href: CONTACT_DETAILS.social.facebook, Icon: FacebookIcon },
    { key: 'instagram', href: CONTACT_DETAILS.social.instagram, Icon: InstagramIcon },
    { key: 'twitter', href: CONTACT_DETAILS.social.twitter, Icon: XLogoIcon },
  ] as const;
  return (
    <section
      aria-labelledby="contact-info-title"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-info-title" className="text-xl font-bold text-slate-900">
        {t('content.contact.infoTitle')}
      </h2>
      <dl className="mt-6 space-y-5">
        <InfoRow icon={<PhoneIcon />} label={t('content.contact.phone')}>
          <a
            href={`tel:${CONTACT_DETAILS.phone.replace(/\s/g, '')}`}
            dir="ltr"
            className="font-semibold text-brand-800 hover:underline"
          >
            {CONTACT_DETAILS.phone}
          </a>
        </InfoRow>
        <InfoRow icon={<MailIcon />} label={t('content.contact.email')}>
          <a
            href={`mailto:${CONTACT_DETAILS.email}`}
            className="font-semibold break-all text-brand-800 hover:underline"
          >
            {CONTACT_DETAILS.email}
          </a>
        </InfoRow>
        <InfoRow icon={<PinIcon />} label={t('content.contact.location')}>
          <a
            href={CONTACT_DETAILS.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:underline"
          >
            {t('content.contact.address')}
            <span className="sr-only"> {t('content.opensInNewTab')}</span>
          </a>
        </InfoRow>
        <InfoRow icon={<ClockIcon />} label={t('content.contact.hoursTitle')}>
          <p>{t('content.contact.hours')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('content.contact.responseTime')}</p>
        </InfoRow>
      </dl>
      <div className="mt-8 border-t border-slate-100 pt-6">
        <h3 className="text-sm font-semibold text-slate-900">{t('content.contact.followUs')}</h3>
        <ul className="mt-3 flex gap-2">
          {social.map(({ key, href, Icon }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t(`content.contact.${key}`)} ${t('content.opensInNewTab')}`}
                className="inline-flex rounded-full border border-slate-200 p-3 text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                <Icon size={20} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * /contact-us — spec: storefront §2 Contact us; §3 Contact message; §4 idle, submitting, success
 * banner 5 s then the form clears; §5 rules (shared schema) with a fix-errors toast; §8 a 429
 * gives the 10-second rate-limit toast and a form-level message, field errors map to the fields.
 */
export default function ContactPage() {
  usePageTitle('content.contact.title');
  const t = useT();
  const send = useSendContactMessage();
  // A signed-in shopper's name and email are filled in (and come back when the form clears).
  const user = useSessionStore((state) => state.user);
  const [initial] = useState(() => ({
    ...EMPTY,
    firstName: user?.firstname ?? '',
    lastName: user?.lastname ?? '',
    email: user?.email ?? '',
  }));
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const form = useForm({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const fieldError = (field: Field) => validationMessage(errors[field]?.message, t);

  useEffect(() => {
    if (sent) bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [sent]);

  const onSubmit = form.handleSubmit(
    async (message) => {
      setFormError(null);
      try {
        await send.mutateAsync(message);
        setSent(true);
        clearTimer.current = window.setTimeout(() => {
          form.reset(initial);
          setSent(false);
        }, SUCCESS_BANNER_MS);
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          toast.error(t('content.contact.rateLimitedToast'), { duration: RATE_LIMIT_TOAST_MS });
          setFormError(t('content.contact.rateLimited'));
          return;
        }
        const serverFields =
          error instanceof ApiError
            ? FIELDS.filter((field) => error.fieldErrors[field] !== undefined)
            : [];
        if (error instanceof ApiError && serverFields.length > 0) {
          for (const field of serverFields)
            form.setError(field, { type: 'server', message: error.fieldErrors[field] });
          form.setFocus(serverFields[0]!);
          toast.error(t('content.contact.fixErrors'));
          return;
        }
        setFormError(
          error instanceof ApiError && error.isNetworkError
            ? t('common.networkError')
            : t('content.contact.sendFailed'),
        );
      }
    },
    // spec: storefront §5 — on failure a fix-errors toast shows.
    () => toast.error(t('content.contact.fixErrors')),
  );

  return (
    <>
      <PageHeader title={t('content.contact.title')} subtitle={t('content.contact.subtitle')} />
      <div className="container-page grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ContactInfo />
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
            {t('content.contact.formTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('content.contact.requiredNote')}</p>
          <div ref={bannerRef} className="scroll-mt-24">
            {sent && (
              <Alert tone="success" title={t('content.contact.successTitle')} className="mt-5">
                <span data-testid="contact-success">{t('content.contact.success')}</span>
              </Alert>
            )}
            {formError && (
              <Alert tone="error" className="mt-5">
                {formError}
              </Alert>
            )}
          </div>
          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('content.contact.fields.firstName')}
                autoComplete="given-name"
                required
                error={fieldError('firstName')}
                {...form.register('firstName')}
              />
              <TextField
                label={t('content.contact.fields.lastName')}
                autoComplete="family-name"
                required
                error={fieldError('lastName')}
                {...form.register('lastName')}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('content.contact.fields.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                error={fieldError('email')}
                {...form.register('email')}
              />
              <TextField
                label={t('content.contact.fields.phone')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                dir="ltr"
                placeholder="+216 12 345 678"
                hint={t('content.contact.phoneHint')}
                error={fieldError('phone')}
                {...form.register('phone')}
              />
            </div>
            <FormSelectField
              label={t('content.contact.fields.subject')}
              required
              error={fieldError('subject')}
              {...form.register('subject')}
            >
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`content.contact.subjects.${subject}`)}
                </option>
              ))}
            </FormSelectField>
            <TextAreaField
              label={t('content.contact.fields.message')}
              hint={t('content.contact.messageHint')}
              required
              rows={6}
              error={fieldError('message')}
              {...form.register('message')}
            />
            <Button
              type="submit"
              size="lg"
              loading={send.isPending}
              disabled={sent}
              className="w-full sm:w-auto"
            >
              {send.isPending ? t('content.contact.submitting') : t('content.contact.submit')}
            </Button>
          </form>
        </section>
      </div>
    </>
  );
}
