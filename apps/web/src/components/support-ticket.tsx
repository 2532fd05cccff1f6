import type { TicketMessage, TicketSummary } from '@souk/shared/responses/support';
import { formatDate } from '../lib/format';
import type { TranslationKey } from '../lib/i18n';
import { useLanguage, useT } from '../lib/language';

/**
 * What the customer's support centre and the admin's support inbox both show of a ticket (issue
 * 11): its status, priority and category, and its thread of messages.
 */

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
  const language = useLanguage();
  return (iso: string) => formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
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
