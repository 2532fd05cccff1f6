import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { BellIcon, CartIcon, ReceiptIcon, TagIcon } from '../../../components/icons';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { useAlertChange } from '../api/change-alerts';
import { DeleteAlertButton, useAlertFailure } from './alert-actions';
import type { Alert } from '../api/get-alerts';

const ICONS = { price_drop: TagIcon, back_in_stock: CartIcon, order_status: ReceiptIcon };

/** One alert: unread ones stand out (a dot, bold title, tinted card) and can be marked read. */
function AlertItem({ alert }: { alert: Alert }) {
  const t = useT();
  const format = useFormat();
  const change = useAlertChange();
  const Icon = ICONS[alert.type] ?? BellIcon;
  const fail = useAlertFailure();
  return (
    <li
      data-testid="alert"
      data-read={alert.isRead}
      className={`flex gap-4 rounded-2xl border p-4 ${
        alert.isRead ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50'
      }`}
    >
      <span
        className={`mt-0.5 shrink-0 self-start rounded-full p-2 ${alert.isRead ? 'bg-slate-100 text-slate-600' : 'bg-white text-brand-700'}`}
      >
        <Icon size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {!alert.isRead && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('alerts.unreadLabel')}
            </span>
          )}
          <h3 className={`text-slate-900 ${alert.isRead ? 'font-medium' : 'font-bold'}`}>
            {alert.title}
          </h3>
        </div>
        <p className="mt-1 text-sm text-slate-700">{alert.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <time dateTime={alert.time} className="text-slate-600">
            {format.dateTime(alert.time)}
          </time>
          {alert.productId !== null && (
            <Link
              to={`/product/${alert.productId}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('alerts.viewProduct')}
            </Link>
          )}
          {alert.orderId !== null && (
            <Link
              to="/dashboard/profile/order-history"
              className="font-semibold text-brand-700 hover:underline"
            >
              {t('alerts.viewOrders')}
            </Link>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-start">
        {!alert.isRead && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('alerts.markReadNamed', { title: alert.title })}
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'read', id: alert.id }, { onError: fail })}
          >
            {t('alerts.markRead')}
          </Button>
        )}
        <DeleteAlertButton
          id={alert.id}
          label={t('alerts.deleteNamed', { title: alert.title })}
          deleted={t('alerts.deleted')}
          change={change}
        />
      </div>
    </li>
  );
}

export function AlertList({ alerts }: { alerts: Alert[] }) {
  return (
    <ul className="grid gap-3">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </ul>
  );
}
