import { useState, type FormEvent } from 'react';
import { LIMITS } from '@souk/shared/constants';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/form-fields';
import { ErrorState } from '../../../components/error-state';
import { ChevronStartIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { TicketBadges, TicketThread, useTicketTime } from '../../../components/support-ticket';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useTicket } from '../api/get-ticket';
import { useChangeTicketStatus, useReplyToTicket } from '../api/update-ticket';

/** One ticket: its thread, a reply box, and Close or Reopen. */
export function TicketDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT();
  const time = useTicketTime();
  const ticket = useTicket(id);
  const reply = useReplyToTicket();
  const status = useChangeTicketStatus();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  if (ticket.isPending) return <Skeleton className="h-80 w-full rounded-2xl" />;
  if (ticket.isError)
    return (
      <ErrorState
        message={apiErrorMessage(ticket.error, t)}
        title={t('support.thread.loadError')}
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
      aria-labelledby="ticket-subject"
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
          <h2 id="ticket-subject" className="break-words text-lg font-bold text-slate-900">
            {data.subject}
          </h2>
          <TicketBadges ticket={data} />
        </div>
        <Button variant="secondary" size="sm" loading={status.isPending} onClick={toggle}>
          {closed ? t('support.thread.reopen') : t('support.thread.close')}
        </Button>
      </div>

      <TicketThread messages={data.messages} viewer="customer" />

      <form noValidate onSubmit={send} className="grid gap-3 border-t border-slate-200 pt-4">
        {closed && <p className="text-sm text-slate-700">{t('support.thread.closedNote')}</p>}
        <TextAreaField
          label={t('support.thread.reply')}
          placeholder={t('support.thread.replyPlaceholder')}
          value={message}
          error={error}
          maxLength={LIMITS.ticketMessageMax}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          className="[&_textarea]:min-h-24"
        />
        <div className="flex justify-end">
          <Button type="submit" loading={reply.isPending}>
            {t('support.thread.send')}
          </Button>
        </div>
      </form>
    </article>
  );
}
