import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  LIMITS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@souk/shared/constants';
import { idIn } from '@souk/shared/validation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { TextAreaField } from '../../../components/form-fields';
import { ChevronStartIcon, LifeBuoyIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { TicketBadges, TicketThread, useTicketTime } from '../../../components/support-ticket';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import {
  useAnswerTicket,
  useChangeInboxStatus,
  useInboxTicket,
  useInboxTickets,
  type InboxFilters,
} from '../api/support-inbox';

type FilterKey = 'status' | 'priority' | 'category';

const FILTERS: {
  key: FilterKey;
  values: readonly string[];
  label: (v: string) => TranslationKey;
}[] = [
  { key: 'status', values: TICKET_STATUSES, label: (v) => `support.status.${v}` as TranslationKey },
  {
    key: 'priority',
    values: TICKET_PRIORITIES,
    label: (v) => `support.priority.${v}` as TranslationKey,
  },
  {
    key: 'category',
    values: TICKET_CATEGORIES,
    label: (v) => `support.category.${v}` as TranslationKey,
  },
];

/** Only values the API takes reach it: a hand-edited address falls back to "all". */
function filterOf(params: URLSearchParams, key: FilterKey, values: readonly string[]) {
  const value = params.get(key);
  return value && values.includes(value) ? value : undefined;
}

function InboxTicketDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT();
  const time = useTicketTime();
  const ticket = useInboxTicket(id);
  const answer = useAnswerTicket();
  const status = useChangeInboxStatus();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  if (ticket.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (ticket.isError)
    return (
      <ErrorState
        title={t('support.thread.loadError')}
        message={apiErrorMessage(ticket.error, t)}
        onRetry={() => void ticket.refetch()}
        retryLabel={t('support.tickets.retry')}
      />
    );
  const data = ticket.data;
  const closed = data.status === 'CLOSED';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) return setError(t('support.thread.messageRequired'));
    if (text.length > LIMITS.ticketMessageMax)
      return setError(t('support.thread.tooLong', { max: LIMITS.ticketMessageMax }));
    answer.mutate(
      { id, message: text },
      {
        onSuccess: (result) => {
          setMessage('');
          toast.success(result.message);
        },
        onError: (failure) => toast.error(apiErrorMessage(failure, t)),
      },
    );
  };

  const toggle = () =>
    status.mutate(
      { id, status: closed ? 'OPEN' : 'CLOSED' },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (failure) => toast.error(apiErrorMessage(failure, t)),
      },
    );

  return (
    <article
      aria-labelledby="inbox-ticket-subject"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <button
            type="button"
            onClick={onBack}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline lg:hidden"
          >
            <ChevronStartIcon size={16} className="rtl:-scale-x-100" />
            {t('support.thread.back')}
          </button>
          <p className="text-xs font-medium text-slate-600">
            {t('support.ticketNumber', { id: data.id })} ·{' '}
            {t('support.updated', { date: time(data.lastUpdate) })}
          </p>
          <h2 id="inbox-ticket-subject" className="break-words text-lg font-bold text-slate-900">
            {data.subject}
          </h2>
          <p className="text-sm text-slate-700">
            {t('support.fields.customer')}:{' '}
            <span className="font-semibold text-slate-900">{data.customer.name}</span>{' '}
            <a href={`mailto:${data.customer.email}`} className="text-brand-700 hover:underline">
              {data.customer.email}
            </a>
          </p>
          <TicketBadges ticket={data} />
        </div>
        <Button variant="secondary" size="sm" loading={status.isPending} onClick={toggle}>
          {closed ? t('support.admin.reopen') : t('support.admin.close')}
        </Button>
      </div>

      <TicketThread messages={data.messages} viewer="support" customerName={data.customer.name} />

      <form noValidate onSubmit={send} className="grid gap-3 border-t border-slate-200 pt-4">
        <TextAreaField
          label={t('support.admin.reply')}
          hint={t('support.admin.replyHint')}
          value={message}
          error={error}
          maxLength={LIMITS.ticketMessageMax}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          className="[&_textarea]:min-h-28"
        />
        <div className="flex justify-end">
          <Button type="submit" loading={answer.isPending}>
            {t('support.admin.send')}
          </Button>
        </div>
      </form>
    </article>
  );
}

/**
 * /dashboard/admin/support (issue 11): the support inbox. Tickets of every customer, filtered by
 * status, priority and category (kept in the address), the thread of the one chosen, the answer
 * (mailed to the customer) and Close or Reopen. The layout's header carries the page's title.
 */
export default function SupportInboxPage() {
  const t = useT();
  const time = useTicketTime();
  const [params, setParams] = useSearchParams();
  const filters: InboxFilters = {
    status: filterOf(params, 'status', TICKET_STATUSES) as InboxFilters['status'],
    priority: filterOf(params, 'priority', TICKET_PRIORITIES) as InboxFilters['priority'],
    category: filterOf(params, 'category', TICKET_CATEGORIES) as InboxFilters['category'],
    page: Math.max(0, (idIn(params.get('page') ?? '') ?? 1) - 1),
  };
  const selected = idIn(params.get('ticket') ?? '') ?? null;
  const tickets = useInboxTickets(filters);

  const update = (change: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const list = () => {
    if (tickets.isPending)
      return (
        <div className="grid gap-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      );
    if (tickets.isError)
      return (
        <ErrorState
          title={t('support.admin.loadError')}
          message={apiErrorMessage(tickets.error, t)}
          onRetry={() => void tickets.refetch()}
          retryLabel={t('support.tickets.retry')}
        />
      );
    if (tickets.data.totalElements === 0)
      return <EmptyState icon={<LifeBuoyIcon size={28} />} title={t('support.admin.empty')} />;
    return (
      <>
        <ul aria-label={t('support.admin.listLabel')} className="grid gap-3">
          {tickets.data.content.map((ticket) => {
            const current = ticket.id === selected;
            return (
              <li key={ticket.id}>
                <button
                  type="button"
                  data-testid="inbox-row"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => update({ ticket: String(ticket.id) })}
                  className={`grid w-full gap-2 rounded-2xl border bg-white p-4 text-start shadow-sm transition-colors hover:border-brand-600 ${
                    current ? 'border-brand-700 ring-2 ring-brand-100' : 'border-slate-200'
                  }`}
                >
                  <span className="break-words font-semibold text-slate-900">{ticket.subject}</span>
                  <span className="text-sm text-slate-700">
                    {ticket.customer.name} · {ticket.customer.email}
                  </span>
                  <TicketBadges ticket={ticket} />
                  <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                    <span>{t('support.ticketNumber', { id: ticket.id })}</span>
                    <span>
                      {t('support.fields.lastUpdate')}:{' '}
                      <time dateTime={ticket.lastUpdate}>{time(ticket.lastUpdate)}</time>
                    </span>
                    <span>{t('support.messages', { count: ticket.messageCount })}</span>
                    {ticket.lastSender === 'support' && <span>{t('support.answered')}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={filters.page + 1}
          totalPages={tickets.data.totalPages}
          onChange={(page) => update({ page: page > 1 ? String(page) : null })}
          className="mt-4"
        />
      </>
    );
  };

  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{t('support.admin.subtitle')}</p>
      <div
        role="group"
        aria-label={t('support.admin.filtersLabel')}
        className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      >
        {FILTERS.map(({ key, values, label }) => (
          <SelectField
            key={key}
            label={t(`support.fields.${key}`)}
            value={filters[key] ?? ''}
            onChange={(event) => update({ [key]: event.target.value, page: null, ticket: null })}
          >
            <option value="">{t('support.admin.all')}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {t(label(value))}
              </option>
            ))}
          </SelectField>
        ))}
        {tickets.data && (
          <p role="status" className="ms-auto text-sm font-medium text-slate-700">
            {t('support.admin.total', { count: tickets.data.totalElements })}
          </p>
        )}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className={selected !== null ? 'hidden lg:block' : ''}>{list()}</div>
        {selected !== null ? (
          <InboxTicketDetail id={selected} onBack={() => update({ ticket: null })} />
        ) : (
          <p className="hidden rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 lg:block">
            {t('support.admin.select')}
          </p>
        )}
      </div>
    </div>
  );
}
