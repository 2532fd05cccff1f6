import type { LedgerLine, LedgerPage } from '@souk/shared/responses/payouts';
import { useFormat } from '../lib/format';
import { useT } from '../lib/language';
import { Bdi } from './bidi';
import { Pagination } from './pagination';
import { Price } from './price';

/**
 * A brand's statement (decision 027): its ledger lines, newest first — sales with their amount due,
 * commission and net, refunds reversing them, payouts — and whether each is pending or available.
 * A table from 640 px, one card per line below, so a phone never scrolls sideways. The brand's
 * Payouts page and the admin's statement dialog show the same.
 */
export function LedgerStatement({
  page,
  onPage,
}: {
  page: LedgerPage;
  /** 1-based */
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (page.content.length === 0)
    return (
      <p className="py-6 text-center text-sm text-slate-600">{t('payouts.statement.empty')}</p>
    );
  return (
    <div className="space-y-3">
      <table data-testid="ledger-table" className="hidden w-full text-sm sm:table">
        <thead className="border-b border-slate-200 text-start text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('payouts.statement.date')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('payouts.statement.line')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              {t('payouts.statement.amountDue')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              {t('payouts.statement.commission')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              {t('payouts.statement.net')}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t('payouts.statement.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {page.content.map((line) => (
            <tr key={line.id} data-testid="ledger-line" data-kind={line.kind}>
              <td className="py-2 pe-3 whitespace-nowrap">
                <LineDate line={line} />
              </td>
              <td className="py-2 pe-3">
                <LineName line={line} />
              </td>
              <td className="py-2 pe-3 text-end">
                {line.kind !== 'PAYOUT' && <Price amount={line.gross} />}
              </td>
              <td className="py-2 pe-3 text-end">
                {line.kind !== 'PAYOUT' && <Price amount={line.commission} />}
              </td>
              <td className="py-2 pe-3 text-end font-semibold">
                <Price amount={line.net} />
              </td>
              <td className="py-2">
                <LineStatus line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 sm:hidden">
        {page.content.map((line) => (
          <li
            key={line.id}
            data-testid="ledger-card"
            className="rounded-xl border border-slate-200 p-3 text-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <LineName line={line} />
              <span className="font-semibold">
                <Price amount={line.net} />
              </span>
            </div>
            <div className="mt-1 flex flex-wrap justify-between gap-2 text-xs text-slate-600">
              <LineDate line={line} />
              <LineStatus line={line} />
            </div>
            {line.kind !== 'PAYOUT' && (
              <dl className="mt-1 grid grid-cols-2 gap-x-3 text-xs text-slate-700">
                <dt>{t('payouts.statement.amountDue')}</dt>
                <dd className="text-end">
                  <Price amount={line.gross} />
                </dd>
                <dt>{t('payouts.statement.commission')}</dt>
                <dd className="text-end">
                  <Price amount={line.commission} />
                </dd>
              </dl>
            )}
          </li>
        ))}
      </ul>
      <Pagination
        page={page.number + 1}
        totalPages={page.totalPages}
        onChange={onPage}
        label={t('payouts.statement.pageLabel')}
      />
    </div>
  );
}

function LineDate({ line }: { line: LedgerLine }) {
  const format = useFormat();
  return <time dateTime={line.createdAt}>{format.date(line.createdAt)}</time>;
}

function LineName({ line }: { line: LedgerLine }) {
  const t = useT();
  const format = useFormat();
  return (
    <span>
      <span className="font-medium">{t(`payouts.kinds.${line.kind}`)}</span>
      {line.orderNumber && (
        <>
          {' '}
          <Bdi className="text-slate-600">{line.orderNumber}</Bdi>
        </>
      )}
      {line.commissionRate !== null && line.kind === 'SALE' && (
        <span className="text-slate-600">
          {' '}
          {t('payouts.statement.ratePart', { rate: format.number(line.commissionRate) })}
        </span>
      )}
      {line.bankReference && (
        <span className="block text-xs text-slate-600">
          <Bdi>{t('payouts.statement.reference', { reference: line.bankReference })}</Bdi>
        </span>
      )}
    </span>
  );
}

function LineStatus({ line }: { line: LedgerLine }) {
  const t = useT();
  const format = useFormat();
  if (line.kind === 'PAYOUT')
    return (
      <span className="text-emerald-800">
        {t('payouts.statement.sent', { date: format.date(`${line.paidAt}T12:00:00Z`) })}
      </span>
    );
  if (line.pending && line.availableAt)
    return (
      <span className="text-amber-800">
        {t('payouts.statement.pendingUntil', { date: format.date(line.availableAt) })}
      </span>
    );
  return <span className="text-slate-700">{t('payouts.statement.available')}</span>;
}
