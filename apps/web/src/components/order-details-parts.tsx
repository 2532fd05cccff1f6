import type { ReactNode } from 'react';
import type { OrderStatus } from '@souk/shared/constants';
import { useFormat } from '../lib/format';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The pieces of the orders screens' details modals (dashboards §3 "Order"), the admin's and the
 * brand's: a titled section, the status with the order's date, and the dates a part reached.
 */

/** A date and time as the language writes it; nothing for a date not reached. */
export function useDateTimeText() {
  const format = useFormat();
  return (value: string | null) => (value ? format.dateTime(value) : null);
}

export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** The order's status and when it was placed, atop its details. */
export function StatusAndDate({ status, date }: { status: OrderStatus; date: string }) {
  const dateTime = useDateTimeText();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <OrderStatusBadge status={status} />
      <span className="text-slate-600">{dateTime(date)}</span>
    </div>
  );
}

/** The steps an order or a part reached, each with its date; the others left out. */
export function ReachedDates({ dates }: { dates: readonly (readonly [string, string | null])[] }) {
  const dateTime = useDateTimeText();
  const reached = dates.filter(([, value]) => value);
  if (reached.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {reached.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd>{dateTime(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
