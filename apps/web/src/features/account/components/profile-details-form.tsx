import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '@souk/shared/schemas/users';
import { Button } from '../../../components/button';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { useUpdateProfile } from '../api/profile';
import {
  profileFormSchema,
  profileValuesOf,
  type ProfileFormField,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../profile-form';

/** spec: storefront §4 "Profile" and §9 — a save's status goes back to idle after 3 seconds. */
export const STATUS_RESET_MS = 3000;

export type SaveStatus = 'idle' | 'loading' | 'success' | 'error';

const FIELDS: readonly ProfileFormField[] = [
  'firstname',
  'lastname',
  'email',
  'phoneNumber',
  'address',
];

/**
 * spec: storefront §2 "Customer profile", §4 "Profile" — read-only until Edit is toggled; Save
 * sends the update payload (§3) and updates the stored user (the header's greeting follows); the
 * status is idle, loading, success or error, and back to idle after 3 seconds. A refused save
 * keeps the form open with everything typed and the server's reasons on the fields.
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  const t = useT();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [message, setMessage] = useState('');
  // Counted from the moment the outcome is on screen (the effect runs after it is shown), so that
  // a busy page that shows it late does not show it for less than 3 s.
  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = window.setTimeout(() => {
      setStatus('idle');
      setMessage('');
    }, STATUS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status, message]);

  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: profileValuesOf(user),
  });
  const { errors } = form.formState;

  // What the server holds shows while the form is closed (a change made elsewhere, a new email).
  useEffect(() => {
    if (!editing) form.reset(profileValuesOf(user));
  }, [user, editing, form]);

  const settle = (next: SaveStatus, text: string) => {
    setStatus(next);
    setMessage(text);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus('loading');
    setMessage('');
    try {
      const answer = await update.mutateAsync({ id: user.id, ...values });
      const emailChanged = answer.data.email !== user.email;
      setEditing(false);
      settle(
        'success',
        emailChanged && answer.message ? answer.message : t('profile.form.success'),
      );
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, code] of Object.entries(error.fieldErrors))
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as ProfileFormField, { type: 'server', message: code });
      }
      settle('error', t('profile.form.failed', { reason: apiErrorMessage(error, t) }));
    }
  });

  const cancel = () => {
    form.reset(profileValuesOf(user));
    setEditing(false);
  };

  // A closed form shows what is stored, not complaints about it.
  const fieldError = (field: ProfileFormField) =>
    editing ? validationMessage(errors[field]?.message, t) : undefined;
  const readOnly = !editing;

  return (
    <section
      aria-labelledby="profile-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-details-title" className="text-lg font-bold text-slate-900">
          {t('profile.form.title')}
        </h2>
        <Button
          variant={editing ? 'ghost' : 'secondary'}
          size="sm"
          onClick={() => (editing ? cancel() : setEditing(true))}
          disabled={status === 'loading'}
        >
          {editing ? t('profile.form.cancel') : t('profile.form.edit')}
        </Button>
      </div>
      {readOnly && <p className="mt-1 text-sm text-slate-600">{t('profile.form.readOnly')}</p>}

      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.form.firstName')}
            autoComplete="given-name"
            required={editing}
            readOnly={readOnly}
            error={fieldError('firstname')}
            {...form.register('firstname')}
          />
          <TextField
            label={t('profile.form.lastName')}
            autoComplete="family-name"
            required={editing}
            readOnly={readOnly}
            error={fieldError('lastname')}
            {...form.register('lastname')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required={editing}
            readOnly={readOnly}
            error={fieldError('email')}
            {...form.register('email')}
          />
          <TextField
            label={t('profile.form.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            placeholder={editing ? '+216 12 345 678' : undefined}
            hint={editing ? t('profile.form.phoneHint') : undefined}
            readOnly={readOnly}
            error={fieldError('phoneNumber')}
            {...form.register('phoneNumber')}
          />
        </div>
        <TextField
          label={t('profile.form.address')}
          autoComplete="street-address"
          readOnly={readOnly}
          error={fieldError('address')}
          {...form.register('address')}
        />

        <div className="flex flex-wrap items-center gap-4">
          {editing && (
            <Button type="submit" loading={status === 'loading'}>
              {status === 'loading' ? t('profile.form.saving') : t('profile.form.save')}
            </Button>
          )}
          <div
            aria-live="polite"
            data-testid="profile-save-status"
            data-state={status}
            className="min-h-6 text-sm font-medium"
          >
            {status === 'success' && (
              <p className="flex items-center gap-2 text-emerald-800">
                <CheckCircleIcon size={18} className="shrink-0" />
                {message}
              </p>
            )}
            {status === 'error' && (
              <p className="flex items-center gap-2 text-red-700">
                <AlertCircleIcon size={18} className="shrink-0" />
                {message}
              </p>
            )}
          </div>
        </div>
      </form>
    </section>
  );
}
