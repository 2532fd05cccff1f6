import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '@souk/shared/schemas/users';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { HomeIcon } from '../../../components/icons';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage, validationMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { useUpdateAddress } from '../api/profile';
import {
  addressFormSchema,
  addressValuesOf,
  hasAddress,
  type AddressField,
  type AddressFormOutput,
  type AddressFormValues,
} from '../profile-form';

/** spec: storefront §2 "Account settings" — the modal closes 1.5 seconds after a successful save. */
export const CLOSE_AFTER_SAVE_MS = 1500;

const FIELDS: readonly AddressField[] = ['address', 'city', 'state', 'zipCode'];

function AddressDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const save = useUpdateAddress();
  // The title says what the opening was for, even once the save has made the address exist.
  const [editing, setEditing] = useState(() => hasAddress(user));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const form = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(addressFormSchema),
    mode: 'onTouched',
    defaultValues: addressValuesOf(user),
  });
  const { errors } = form.formState;

  // Each opening starts from the stored address (edit prefills; add starts empty).
  // Only when the modal opens or closes: a save must not wipe the success state it shows.
  useEffect(() => {
    if (!open) return;
    setOutcome(null);
    setEditing(hasAddress(user));
    form.reset(addressValuesOf(user));
  }, [open]);

  const saved = open && outcome?.tone === 'success';
  // Counted from the moment the success message is on screen (the effect runs after it shows).
  useEffect(() => {
    if (!saved) return;
    const closing = window.setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
    return () => window.clearTimeout(closing);
  }, [saved, onClose]);
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await save.mutateAsync(values);
      setOutcome({ tone: 'success', text: t('profile.address.addressUpdatedSuccess') });
    } catch (error) {
      if (error instanceof ApiError && error.isNetworkError) {
        setOutcome({ tone: 'error', text: t('profile.address.errorUpdatingAddress') });
        return;
      }
      if (error instanceof ApiError)
        for (const [field, code] of Object.entries(error.fieldErrors))
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field as AddressField, { type: 'server', message: code });
      setOutcome({
        tone: 'error',
        text: t('profile.address.addressUpdateFailed', { reason: apiErrorMessage(error, t) }),
      });
    }
  });

  const fieldError = (field: AddressField) => validationMessage(errors[field]?.message, t);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? t('profile.address.editTitle') : t('profile.address.addTitle')}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="address-form">
        {outcome && (
          <Alert tone={outcome.tone}>
            <span data-testid={saved ? 'address-saved' : undefined}>{outcome.text}</span>
          </Alert>
        )}
        <TextField
          label={t('profile.address.street')}
          autoComplete="street-address"
          required
          error={fieldError('address')}
          {...form.register('address')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.address.city')}
            autoComplete="address-level2"
            required
            error={fieldError('city')}
            {...form.register('city')}
          />
          <TextField
            label={t('profile.address.state')}
            autoComplete="address-level1"
            required
            error={fieldError('state')}
            {...form.register('state')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.address.zipCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            dir="ltr"
            maxLength={10}
            required
            hint={t('profile.address.zipHint')}
            error={fieldError('zipCode')}
            {...form.register('zipCode')}
          />
          <TextField
            label={t('profile.address.country')}
            value={t('profile.address.countryName')}
            hint={t('profile.address.countryHint')}
            readOnly
            name="country"
            autoComplete="off"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            {t('profile.address.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={saved}>
            {save.isPending ? t('profile.address.saving') : t('profile.address.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * spec: storefront §2 "Account settings" addresses tab — one address only: the add button is
 * disabled once an address exists, Edit reopens the same modal; address, city, state and zip code
 * are required (§5); the country is always Tunisia; §8 addressUpdatedSuccess, addressUpdateFailed
 * (with the server's reason), errorUpdatingAddress (no connection).
 */
export function AddressSection({ user }: { user: User }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // One function for the whole life of the section: the modal's closing timer depends on it.
  const close = useCallback(() => setOpen(false), []);
  const exists = hasAddress(user);

  return (
    <section aria-labelledby="address-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="address-title" className="text-lg font-bold text-slate-900">
            {t('profile.address.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('profile.address.intro')}</p>
        </div>
        <Button
          onClick={() => setOpen(true)}
          disabled={exists}
          aria-describedby={exists ? 'address-add-disabled' : undefined}
        >
          {t('profile.address.add')}
        </Button>
      </div>
      {exists ? (
        <>
          <p id="address-add-disabled" className="text-sm text-slate-600">
            {t('profile.address.addDisabled')}
          </p>
          <div
            data-testid="address-card"
            className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <address className="space-y-0.5 not-italic text-slate-800">
              {user.address && <p className="font-semibold">{user.address}</p>}
              <p>{[user.city, user.state, user.zipCode].filter(Boolean).join(', ')}</p>
              <p>{t('profile.address.countryName')}</p>
            </address>
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              {t('profile.address.edit')}
            </Button>
          </div>
        </>
      ) : (
        <EmptyState
          icon={<HomeIcon size={28} />}
          title={t('profile.address.none')}
          body={t('profile.address.noneBody')}
        />
      )}
      <AddressDialog user={user} open={open} onClose={close} />
    </section>
  );
}
