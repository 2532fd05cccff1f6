import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { Skeleton } from '../../../components/skeleton';
import { TextField } from '../../../components/text-field';
import { validationMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { usePriceAlertChange, usePriceAlerts, type PriceAlert } from '../api/price-alerts';
import { DeleteAlertButton, useAlertFailure } from './alert-actions';

/** spec: storefront §5 — editing a target ignores 0 or less; other mistakes are shown. */
export function readEditedTarget(
  text: string,
): { value: number } | { ignored: true } | { code: string } {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { code: 'required' };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { code: 'invalid_number' };
  if (value <= 0) return { ignored: true };
  return { value };
}

function PriceAlertRow({ alert }: { alert: PriceAlert }) {
  const t = useT();
  const format = useFormat();
  const change = usePriceAlertChange();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(String(alert.targetPrice));
  const [error, setError] = useState<string>();
  const fail = useAlertFailure();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const read = readEditedTarget(text);
    if ('code' in read) return setError(validationMessage(read.code, t));
    setError(undefined);
    if ('ignored' in read) {
      toast.info(t('alerts.priceAlerts.ignored', { price: format.price(alert.targetPrice) }));
      setText(String(alert.targetPrice));
      setEditing(false);
      return;
    }
    change.mutate(
      { kind: 'edit', id: alert.id, targetPrice: read.value },
      {
        onSuccess: () => {
          toast.success(t('alerts.priceAlerts.updated'));
          setEditing(false);
        },
        onError: fail,
      },
    );
  };

  return (
    <li
      data-testid="price-alert"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <Link
        to={`/product/${alert.productId}`}
        className="size-16 shrink-0 overflow-hidden rounded-xl"
      >
        <ProductImage src={alert.image} alt="" className="size-16" sizes="64px" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${alert.productId}`}
          className="font-semibold text-slate-900 hover:underline"
        >
          {alert.productName}
        </Link>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt>{t('alerts.priceAlerts.currentPrice')}:</dt>
            <dd>
              <Price amount={alert.currentPrice} className="font-semibold" />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('alerts.priceAlerts.targetPrice')}:</dt>
            <dd>
              <Price amount={alert.targetPrice} className="font-semibold text-brand-800" />
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600">
          {t('alerts.priceAlerts.since', { date: format.date(alert.createdAt) })}
        </p>
        {editing && (
          <form onSubmit={save} noValidate className="mt-3 flex flex-wrap items-end gap-2">
            <TextField
              label={t('alerts.priceAlerts.newTarget', { name: alert.productName })}
              inputMode="decimal"
              value={text}
              error={error}
              onChange={(event) => setText(event.target.value)}
              className="w-56"
            />
            <Button type="submit" size="sm" disabled={change.isPending}>
              {t('alerts.priceAlerts.save')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setEditing(false);
                setError(undefined);
                setText(String(alert.targetPrice));
              }}
            >
              {t('alerts.priceAlerts.cancel')}
            </Button>
          </form>
        )}
      </div>
      {!editing && (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('alerts.priceAlerts.editNamed', { name: alert.productName })}
            onClick={() => setEditing(true)}
          >
            {t('alerts.priceAlerts.edit')}
          </Button>
          <DeleteAlertButton
            id={alert.id}
            label={t('alerts.priceAlerts.deleteNamed', { name: alert.productName })}
            deleted={t('alerts.priceAlerts.deleted')}
            change={change}
          />
        </div>
      )}
    </li>
  );
}

/** The customer's active price alerts, with edit and delete. */
export function PriceAlertsPanel() {
  const t = useT();
  const priceAlerts = usePriceAlerts();
  if (priceAlerts.isError)
    return (
      <ErrorState
        headingLevel={3}
        message={t('alerts.priceAlerts.loadFailed')}
        retryLabel={t('alerts.retry')}
        onRetry={() => void priceAlerts.refetch()}
      />
    );
  if (!priceAlerts.data)
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24" />
      </div>
    );
  if (priceAlerts.data.length === 0)
    return <p className="text-sm text-slate-600">{t('alerts.priceAlerts.empty')}</p>;
  return (
    <ul className="grid gap-3">
      {priceAlerts.data.map((alert) => (
        <PriceAlertRow key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}
