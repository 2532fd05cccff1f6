import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Language } from '@souk/shared/constants';
import type { SubscriptionAnswer } from '@souk/shared/responses/content';
import { ApiError, apiRequest } from '../lib/api-client';
import { apiErrorMessage, validationMessage } from '../lib/api-error-message';
import { currentLanguage, useT } from '../lib/language';
import { Alert } from './alert';
import { Button } from './button';
import { MailIcon } from './icons';
import { TextField } from './text-field';

type SubscriptionStatus = SubscriptionAnswer['data']['status'];

/**
 * POST /newsletter/subscribe {email, language}; subscribing twice is not an error, the answer's
 * data.status tells a new subscription from an address already on the list.
 */
function subscribeToNewsletter(input: { email: string; language: Language }) {
  return apiRequest<SubscriptionAnswer>('/newsletter/subscribe', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

/**
 * The address as the shared rule reads it (trimmed, lower case), or its problem. The rule (zod)
 * loads when the reader first sends the form: the pages that show the block carry no validation
 * library.
 */
async function readEmail(email: string): Promise<{ email: string } | { problem: string }> {
  const { newsletterSubscribeSchema } = await import('@souk/shared/schemas/content');
  const result = newsletterSubscribeSchema.pick({ email: true }).safeParse({ email });
  return result.success
    ? { email: result.data.email }
    : { problem: result.error.issues[0]?.message ?? 'invalid_email' };
}

/**
 * spec: storefront §2 Home — the newsletter block (email required, email type). The subscriber
 * gets a confirmation email, in the language of the page, with an unsubscribe link.
 */
export function NewsletterBlock({ className = '' }: { className?: string }) {
  const t = useT();
  const [done, setDone] = useState<SubscriptionStatus | null>(null);
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });
  const [email, setEmail] = useState('');
  /** The address's problem: a validation code, or the server's own text. */
  const [problem, setProblem] = useState<string>();
  /** After a first attempt the address is checked again as it is typed. */
  const [attempted, setAttempted] = useState(false);

  const onChange = async (value: string) => {
    setEmail(value);
    setDone(null);
    if (!attempted) return;
    const read = await readEmail(value);
    setProblem('problem' in read ? read.problem : undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const read = await readEmail(email);
    if ('problem' in read) return setProblem(read.problem);
    setProblem(undefined);
    setDone(null);
    try {
      const answer = await subscribe.mutateAsync({
        email: read.email,
        language: currentLanguage(),
      });
      setDone(answer.data.status);
      setEmail('');
      setAttempted(false);
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fieldErrors.email : undefined;
      if (fieldMessage) setProblem(fieldMessage);
    }
  };

  const failure =
    subscribe.isError && !(subscribe.error instanceof ApiError && subscribe.error.fieldErrors.email)
      ? subscribe.error instanceof ApiError && subscribe.error.errorCode !== 'unknown_error'
        ? apiErrorMessage(subscribe.error, t)
        : t('content.newsletter.failed')
      : null;

  return (
    <section
      aria-labelledby="newsletter-title"
      className={`rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white sm:p-10 ${className}`}
      data-testid="newsletter"
    >
      <div className="grid items-center gap-6 lg:grid-cols-2 lg:gap-10">
        <div className="flex gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-accent-300 sm:inline-flex">
            <MailIcon size={24} />
          </span>
          <div>
            <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
              {t('content.newsletter.title')}
            </h2>
            <p className="mt-2 text-brand-50">{t('content.newsletter.body')}</p>
          </div>
        </div>
        <div>
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 text-slate-900 sm:flex-row sm:items-start"
          >
            <TextField
              className="flex-1"
              label={t('content.newsletter.emailLabel')}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('content.newsletter.placeholder')}
              required
              name="email"
              value={email}
              onChange={(event) => void onChange(event.target.value)}
              error={validationMessage(problem, t)}
            />
            <Button type="submit" size="lg" loading={subscribe.isPending} className="sm:mt-7">
              {subscribe.isPending
                ? t('content.newsletter.submitting')
                : t('content.newsletter.submit')}
            </Button>
          </form>
          <div aria-live="polite" className="mt-3 empty:hidden">
            {done && (
              <Alert tone="success">
                {done === 'already_subscribed'
                  ? t('content.newsletter.alreadySubscribed')
                  : t('content.newsletter.success')}
              </Alert>
            )}
            {failure && <Alert tone="error">{failure}</Alert>}
          </div>
        </div>
      </div>
    </section>
  );
}
