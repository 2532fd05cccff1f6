import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import { LIMITS } from '@souk/shared/constants';
import type {
  InboxTicket,
  Ticket,
  TicketMessage,
  TicketSummary,
} from '@souk/shared/responses/support';
import { apiErrorMessage } from '../lib/api-error-message';
import { useFormat } from '../lib/format';
import type { TranslationKey } from '../lib/i18n';
import { useT } from '../lib/language';
import { toast } from '../lib/toast';
import { Button } from './button';
import { ErrorState } from './error-state';
import { TextAreaField } from './form-fields';
import { ChevronStartIcon } from './icons';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';

/**
 * What the customer's support centre and the admin's support inbox both show of a ticket (issue
 * 11): its status, priority and category, the list of tickets, and one ticket with its thread of
 * messages, a reply box and Close or Reopen.
 */

/** Whose screen it is: the customer's support centre or the admin's support inbox. */
type Viewer = 'customer' | 'support';

/** A ticket as either side reads it: the inbox's also names its customer. */
type AnyTicketSummary = TicketSummary & { customer?: InboxTicket['customer'] };
type AnyTicket = Ticket & { customer?: InboxTicket['customer'] };

/** What differs between the two screens, apart from the inbox naming the customer. */
const VIEW = {
  customer: {
    rowTestId: 'ticket-row',
    placeholders: 3,
    listLabel: 'support.tickets.listLabel',
    listError: 'support.tickets.loadError',
    subjectId: 'ticket-subject',
    detailSkeleton: 'h-80',
    close: 'support.thread.close',
    reopen: 'support.thread.reopen',
    reply: 'support.thread.reply',
    send: 'support.thread.send',
    replyHeight: '[&_textarea]:min-h-24',
  },
  support: {
    rowTestId: 'inbox-row',
    placeholders: 4,
    listLabel: 'support.admin.listLabel',
    listError: 'support.admin.loadError',
    subjectId: 'inbox-ticket-subject',
    detailSkeleton: 'h-96',
    close: 'support.admin.close',
    reopen: 'support.admin.reopen',
    reply: 'support.admin.reply',
    send: 'support.admin.send',
    replyHeight: '[&_textarea]:min-h-28',
  },
} as const satisfies Record<Viewer, Record<string, string | number>>;

const STATUS_CLASS: Record<TicketSummary['status'], string> = {
  OPEN: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CLOSED: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const PRIORITY_CLASS: Record<TicketSummary['priority'], string> = {
  Low: 'bg-slate-50 text-slate-700 ring-slate-200',
  Medium: 'bg-sky-50 text-sky-800 ring-sky-200',
  High: 'bg-amber-50 text-amber-900 ring-amber-200',
  Urgent: 'bg-red-50 text-red-800 ring-red-200',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** Status, priority and category, each named for screen readers ("Priority: High"). */
export function TicketBadges({
  ticket,
}: {
  ticket: Pick<TicketSummary, 'status' | 'priority' | 'category'>;
}) {
  const t = useT();
  const status = t(`support.status.${ticket.status}` as TranslationKey);
  const priority = t(`support.priority.${ticket.priority}` as TranslationKey);
  const category = t(`support.category.${ticket.category}` as TranslationKey);
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={`${badge} ${STATUS_CLASS[ticket.status]}`}>
        <span className="sr-only">{t('support.fields.status')}: </span>
        {status}
      </span>
      <span className={`${badge} ${PRIORITY_CLASS[ticket.priority]}`}>
        <span className="sr-only">{t('support.fields.priority')}: </span>
        {priority}
      </span>
      <span className={`${badge} bg-white text-slate-700 ring-slate-200`}>
        <span className="sr-only">{t('support.fields.category')}: </span>
        {category}
      </span>
    </span>
  );
}

/** When a ticket or message was last touched, in the reader's language. */
export function useTicketTime() {
  const format = useFormat();
  return (iso: string) => format.dateTime(iso);
}

/**
 * The messages of a ticket, oldest first: the reader's own on one side, the other party's on the
 * other. `viewer` says whose screen it is: the customer ("You" / "Souk support") or support
 * ("Customer" / "Souk support").
 */
export function TicketThread({
  messages,
  viewer,
  customerName,
}: {
  messages: TicketMessage[];
  viewer: 'customer' | 'support';
  customerName?: string;
}) {
  const t = useT();
  const time = useTicketTime();
  return (
    <ol aria-label={t('support.thread.label')} className="space-y-3">
      {messages.map((message) => {
        const own = (message.sender === 'user') === (viewer === 'customer');
        const author =
          message.sender === 'support'
            ? t('support.sender.support')
            : viewer === 'customer'
              ? t('support.sender.user')
              : (customerName ?? t('support.sender.customer'));
        return (
          <li
            key={message.id}
            data-testid="ticket-message"
            data-sender={message.sender}
            className={`flex ${own ? 'justify-end' : 'justify-start'}`}
          >
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm ${
                own
                  ? 'bg-brand-50 text-slate-900 ring-1 ring-brand-100'
                  : 'bg-white ring-1 ring-slate-200'
              }`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{author}</span>
                <time dateTime={message.time}>{time(message.time)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed">
                {message.message}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** One row of a ticket list: a button choosing the ticket. */
function TicketRow({
  ticket,
  viewer,
  current,
  onSelect,
}: {
  ticket: AnyTicketSummary;
  viewer: Viewer;
  current: boolean;
  onSelect: () => void;
}) {
  const t = useT();
  const time = useTicketTime();
  const answered = ticket.lastSender === 'support';
  return (
    <li>
      <button
        type="button"
        data-testid={VIEW[viewer].rowTestId}
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
        className={`grid w-full gap-2 rounded-2xl border bg-white p-4 text-start shadow-sm transition-colors hover:border-brand-600 ${
          current ? 'border-brand-700 ring-2 ring-brand-100' : 'border-slate-200'
        }`}
      >
        {viewer === 'support' ? (
          <>
            <span className="break-words font-semibold text-slate-900">{ticket.subject}</span>
            <span className="text-sm text-slate-700">
              {ticket.customer?.name} · {ticket.customer?.email}
            </span>
          </>
        ) : (
          <span className="flex items-start justify-between gap-3">
            <span className="min-w-0 break-words font-semibold text-slate-900">
              {ticket.subject}
            </span>
            {answered && ticket.status === 'OPEN' && (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                {t('support.answered')}
              </span>
            )}
          </span>
        )}
        <TicketBadges ticket={ticket} />
        <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          <span>{t('support.ticketNumber', { id: ticket.id })}</span>
          <span>
            {t('support.fields.lastUpdate')}:{' '}
            <time dateTime={ticket.lastUpdate}>{time(ticket.lastUpdate)}</time>
          </span>
          <span>{t('support.messages', { count: ticket.messageCount })}</span>
          {viewer === 'support' && answered && <span>{t('support.answered')}</span>}
        </span>
      </button>
    </li>
  );
}

/**
 * A page of tickets, the chosen one marked, with its pagination (`page` counts from 1); while it
 * loads, placeholders; when it fails, a retry; when there is none, `empty`.
 */
export function TicketList({
  tickets,
  viewer,
  selected,
  onSelect,
  page,
  onPage,
  empty,
}: {
  tickets: UseQueryResult<Page<AnyTicketSummary>>;
  viewer: Viewer;
  selected: number | null;
  onSelect: (id: number) => void;
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
}) {
  const t = useT();
  const view = VIEW[viewer];
  if (tickets.isPending)
    return (
      <div className="grid gap-3">
        {Array.from({ length: view.placeholders }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-2xl" />
        ))}
      </div>
    );
  if (tickets.isError)
    return (
      <ErrorState
        title={t(view.listError)}
        message={apiErrorMessage(tickets.error, t)}
        onRetry={() => void tickets.refetch()}
        retryLabel={t('support.tickets.retry')}
      />
    );
  if (tickets.data.totalElements === 0) return empty;
  return (
    <>
      <ul aria-label={t(view.listLabel)} className="grid gap-3">
        {tickets.data.content.map((ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            viewer={viewer}
            current={ticket.id === selected}
            onSelect={() => onSelect(ticket.id)}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={tickets.data.totalPages}
        onChange={onPage}
        className="mt-4"
      />
    </>
  );
}

/** A change to a ticket (reply, status) answered with the server's message. */
type TicketChange<V> = Pick<
  UseMutationResult<{ message: string }, Error, V>,
  'mutate' | 'isPending'
>;

/**
 * One ticket: number, last update, subject, badges (and, in the inbox, its customer), Close or
 * Reopen, its thread and a reply box that keeps what was typed when the server refuses.
 */
export function TicketPane({
  id,
  ticket,
  reply,
  status,
  viewer,
  onBack,
}: {
  id: number;
  ticket: UseQueryResult<AnyTicket>;
  reply: TicketChange<{ id: number; message: string }>;
  status: TicketChange<{ id: number; status: TicketSummary['status'] }>;
  viewer: Viewer;
  onBack: () => void;
}) {
  const t = useT();
  const time = useTicketTime();
  const view = VIEW[viewer];
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  if (ticket.isPending) return <Skeleton className={`${view.detailSkeleton} w-full rounded-2xl`} />;
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
    reply.mutate(
      { id, message: text },
      {
        onSuccess: (answer) => {
          setMessage('');
          toast.success(answer.message);
        },
        onError: (failure) => toast.error(apiErrorMessage(failure, t)),
      },
    );
  };

  const toggle = () =>
    status.mutate(
      { id, status: closed ? 'OPEN' : 'CLOSED' },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (failure) => toast.error(apiErrorMessage(failure, t)),
      },
    );

  return (
    <article
      aria-labelledby={view.subjectId}
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
          <h2 id={view.subjectId} className="break-words text-lg font-bold text-slate-900">
            {data.subject}
          </h2>
          {viewer === 'support' && data.customer && (
            <p className="text-sm text-slate-700">
              {t('support.fields.customer')}:{' '}
              <span className="font-semibold text-slate-900">{data.customer.name}</span>{' '}
              <a href={`mailto:${data.customer.email}`} className="text-brand-700 hover:underline">
                {data.customer.email}
              </a>
            </p>
          )}
          <TicketBadges ticket={data} />
        </div>
        <Button variant="secondary" size="sm" loading={status.isPending} onClick={toggle}>
          {closed ? t(view.reopen) : t(view.close)}
        </Button>
      </div>

      <TicketThread messages={data.messages} viewer={viewer} customerName={data.customer?.name} />

      <form noValidate onSubmit={send} className="grid gap-3 border-t border-slate-200 pt-4">
        {viewer === 'customer' && closed && (
          <p className="text-sm text-slate-700">{t('support.thread.closedNote')}</p>
        )}
        <TextAreaField
          label={t(view.reply)}
          hint={viewer === 'support' ? t('support.admin.replyHint') : undefined}
          placeholder={viewer === 'customer' ? t('support.thread.replyPlaceholder') : undefined}
          value={message}
          error={error}
          maxLength={LIMITS.ticketMessageMax}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          className={view.replyHeight}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={reply.isPending}>
            {t(view.send)}
          </Button>
        </div>
      </form>
    </article>
  );
}

/**
 * The list of tickets beside the chosen one (on a phone, the chosen one alone); with none chosen,
 * `hint` (if any) stands in for it on wide screens.
 */
export function TicketSplit({
  list,
  detail,
  hint,
}: {
  list: ReactNode;
  detail: ReactNode | null;
  hint?: ReactNode;
}) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className={detail !== null ? 'hidden lg:block' : ''}>{list}</div>
      {detail ??
        (hint && (
          <p className="hidden rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 lg:block">
            {hint}
          </p>
        ))}
    </div>
  );
}
