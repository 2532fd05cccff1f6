import type { FormEvent, ReactNode } from 'react';
import { useT } from '../lib/language';
import { Button } from './button';
import { TextField } from './text-field';

/**
 * The form of a price alert (storefront §2 "Alerts"), in the alerts page's create dialog and on the
 * product page: what comes first (`children`), then the target price, Cancel and Set alert.
 */
export function PriceAlertForm({
  target,
  error,
  saving,
  onTargetChange,
  onCancel,
  onSubmit,
  children,
}: {
  target: string;
  error: string | undefined;
  saving: boolean;
  onTargetChange: (target: string) => void;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      <TextField
        label={t('alerts.create.target')}
        hint={t('alerts.create.targetHint')}
        inputMode="decimal"
        value={target}
        error={error}
        required
        onChange={(event) => onTargetChange(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('alerts.create.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('alerts.create.saving') : t('alerts.create.submit')}
        </Button>
      </div>
    </form>
  );
}
