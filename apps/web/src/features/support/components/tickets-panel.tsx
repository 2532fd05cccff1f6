import { useState } from 'react';
import type { Ticket } from '@souk/shared/responses/support';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LifeBuoyIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { TicketBadges, useTicketTime } from '../../../components/support-ticket';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { useTickets } from '../api/get-tickets';
import { NewTicketDialog } from './new-ticket-dialog';
import { TicketDetail } from './ticket-detail';

/** The customer's tickets (status, priority, category, last update) beside the one chosen. */
export function TicketsPanel({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const t = useT();
  const time = useTicketTime();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const tickets = useTickets(page);

  const created = (ticket: Ticket) => {
    setCreating(false);
    setPage(0);
    onSelect(ticket.id);
  };

  const list = () => {
    if (tickets.isPending)
      return (
        <div className="grid gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      );
    if (tickets.isError)
      return (
        <ErrorState
          title={t('support.tickets.loadError')}
          message={apiErrorMessage(tickets.error, t)}
          onRetry={() => void tickets.refetch()}
          retryLabel={t('support.tickets.retry')}
        />
      );
    if (tickets.data.totalElements === 0)
      return (
        <EmptyState
          icon={<LifeBuoyIcon size={28} />}
          title={t('support.tickets.emptyTitle')}
          body={t('support.tickets.emptyBody')}
          action={
            <Button onClick={() => setCreating(true)}>{t('support.tickets.newTicket')}</Button>
          }
        />
      );
    return (
      <>
        <ul aria-label={t('support.tickets.listLabel')} className="grid gap-3">
          {tickets.data.content.map((ticket) => {
            const current = ticket.id === selected;
            return (
              <li key={ticket.id}>
                <button
                  type="button"
                  data-testid="ticket-row"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(ticket.id)}
                  className={`grid w-full gap-2 rounded-2xl border bg-white p-4 text-start shadow-sm transition-colors hover:border-brand-600 ${
                    current ? 'border-brand-700 ring-2 ring-brand-100' : 'border-slate-200'
                  }`}
                >
                  <span className="flex items-start justify-between gap-3">
                    <span className="min-w-0 break-words font-semibold text-slate-900">
                      {ticket.subject}
                    </span>
                    {ticket.lastSender === 'support' && ticket.status === 'OPEN' && (
                      <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                        {t('support.answered')}
                      </span>
                    )}
                  </span>
                  <TicketBadges ticket={ticket} />
                  <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                    <span>{t('support.ticketNumber', { id: ticket.id })}</span>
                    <span>
                      {t('support.fields.lastUpdate')}:{' '}
                      <time dateTime={ticket.lastUpdate}>{time(ticket.lastUpdate)}</time>
                    </span>
                    <span>{t('support.messages', { count: ticket.messageCount })}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page + 1}
          totalPages={tickets.data.totalPages}
          onChange={(next) => setPage(next - 1)}
          className="mt-4"
        />
      </>
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t('support.tickets.listLabel')}</h2>
        <Button onClick={() => setCreating(true)}>{t('support.tickets.newTicket')}</Button>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={selected !== null ? 'hidden lg:block' : ''}>{list()}</div>
        {selected !== null ? (
          <TicketDetail id={selected} onBack={() => onSelect(null)} />
        ) : (
          tickets.data &&
          tickets.data.totalElements > 0 && (
            <p className="hidden rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 lg:block">
              {t('support.tickets.select')}
            </p>
          )
        )}
      </div>
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </div>
  );
}
