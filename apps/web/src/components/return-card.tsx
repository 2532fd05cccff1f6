import type { ReactNode } from 'react';
import type { ReturnStatus } from '@souk/shared/constants';
import type { ReturnRequest } from '@souk/shared/responses/returns';
import { useFormat } from '../lib/format';
import { useT } from '../lib/language';
import { Price } from './price';

/** A return's status in its colour (text stays AA-readable). */
const TONE: Record<ReturnStatus, string> = {
  REQUESTED: 'bg-amber-100 text-amber-900',
  ACCEPTED: 'bg-sky-100 text-sky-900',
  REFUSED: 'bg-red-100 text-red-900',
  RECEIVED: 'bg-emerald-100 text-emerald-900',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  return (
    <span
      data-testid="return-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      {t(`returns.status.${status}`)}
    </span>
  );
}

/**
 * One return (decision 026) as every side reads it: who and what, the reason and note, the
 * refusal's reason, the refund recorded once the goods came back; `heading` names the other side
 * (the brand for the customer, the order and customer for a brand or an admin), `actions` what
 * the reader may do with it.
 */
export function ReturnCard({
  request,
  heading,
  actions,
  showNext = false,
}: {
  request: ReturnRequest;
  heading: ReactNode;
  actions?: ReactNode;
  /** the customer reads what happens next */
  showNext?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <article
      data-testid="return-card"
      className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-slate-900">{heading}</h4>
          <p className="text-xs text-slate-600">
            {t('returns.requestedOn', { date: format.date(request.requestedAt) })}
          </p>
        </div>
        <ReturnStatusBadge status={request.status} />
      </div>
      <ul className="grid gap-1">
        {request.items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-x-3">
            <span dir="auto" className="min-w-0 break-words text-slate-800">
              {item.productName}
              {[item.color, item.size].filter(Boolean).length > 0 && (
                <span className="text-slate-600">
                  {' '}
                  ({[item.color, item.size].filter(Boolean).join(', ')})
                </span>
              )}{' '}
              <span className="text-slate-600">
                · {t('returns.quantity', { count: item.quantity })}
              </span>
            </span>
            <Price amount={item.amount} className="text-slate-900" />
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 text-slate-700">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('returns.reason')}:</dt>
          <dd>{t(`returns.reasons.${request.reason}`)}</dd>
        </div>
        {request.note && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-slate-600">{t('returns.customerNote')}:</dt>
            <dd dir="auto" className="min-w-0 break-words whitespace-pre-line">
              {request.note}
            </dd>
          </div>
        )}
        {request.refusalReason && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-slate-600">{t('returns.refusal')}:</dt>
            <dd
              dir="auto"
              className="min-w-0 break-words whitespace-pre-line"
              data-testid="return-refusal"
            >
              {request.refusalReason}
            </dd>
          </div>
        )}
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{t('returns.amount')}:</dt>
          <dd>
            <Price amount={request.amount} />
          </dd>
        </div>
        {request.refundAmount !== null && (
          <div className="flex flex-wrap gap-x-2 font-semibold text-emerald-900">
            <dt>{t('returns.refund')}:</dt>
            <dd data-testid="return-refund">
              <Price amount={request.refundAmount} />
            </dd>
          </div>
        )}
      </dl>
      {showNext && (
        <p className="text-slate-700">
          {t(`returns.next.${request.status}`)}
          {request.status === 'RECEIVED' && request.refundAmount !== null && (
            <>
              {' '}
              {request.paymentMethod === 'ONLINE'
                ? t('returns.refundCard')
                : t('returns.refundCash')}
            </>
          )}
        </p>
      )}
      {actions && <div className="flex flex-wrap justify-end gap-2">{actions}</div>}
    </article>
  );
}
