import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import { Button } from '../../../components/button';
import { LifeBuoyIcon } from '../../../components/icons';
import { SectionTitle } from '../../../components/section-title';
import { CUSTOMER_AREA } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { useSessionStore } from '../../../lib/session';
import { getLatestOrder } from '../api/get-latest-order';
import { useHelpDocument } from '../api/get-help';
import { useOpenTicket } from '../api/open-ticket';
import {
  categoryOf,
  handOverTicket,
  understand,
  type AssistantAnswer,
  type ChatLine,
} from '../assistant';

/** spec: storefront §4 — the greeting comes after 1 second. */
export const GREETING_DELAY_MS = 1000;
/** The typing indicator shows this long before each answer: instant, yet visibly written. */
export const TYPING_MS = 600;

type Entry = ChatLine & {
  id: number;
  /** A link under the text: the order history, or the ticket the chat opened. */
  link?: { to: string; label: string } | { ticketId: number; label: string };
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live chat (issue 11, decision 013): the assistant answers from the help centre in the
 * reader's language, looks the latest order up for "where is my order", and hands the
 * conversation to a person by opening a ticket with it.
 */
export function LiveChat({ onViewTicket }: { onViewTicket: (id: number) => void }) {
  const t = useT();
  const format = useFormat();
  const help = useHelpDocument();
  const customerId = useSessionStore((state) => state.user?.id);
  const handOver = useOpenTicket();
  const inputId = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [typing, setTyping] = useState(false);
  const [question, setQuestion] = useState('');
  const answers = useRef<AssistantAnswer[]>([]);
  const nextId = useRef(1);
  const alive = useRef(true);
  const logRef = useRef<HTMLDivElement>(null);

  const say = (line: Omit<Entry, 'id'>) => {
    if (!alive.current) return;
    setEntries((current) => [...current, { ...line, id: nextId.current++ }]);
  };

  useEffect(() => {
    alive.current = true;
    const timer = setTimeout(
      () => say({ from: 'assistant', text: t('support.chat.greeting') }),
      GREETING_DELAY_MS,
    );
    return () => {
      alive.current = false;
      clearTimeout(timer);
    };
    // The greeting is said once, in the language of the moment the chat opened.
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries, typing]);

  async function replyTo(text: string): Promise<Omit<Entry, 'id'>> {
    const answer = understand(text, help.data);
    answers.current.push(answer);
    switch (answer.kind) {
      case 'greeting':
        return { from: 'assistant', text: t('support.chat.greetingReply') };
      case 'person':
        return { from: 'assistant', text: t('support.chat.personOffer') };
      case 'faq':
      case 'guide': {
        const title = answer.kind === 'faq' ? answer.entry.question : answer.guide.title;
        const body = answer.kind === 'faq' ? answer.entry.answer : answer.guide.content;
        return {
          from: 'assistant',
          text: [t('support.chat.fromHelp', { title }), ...body].join('\n\n'),
        };
      }
      case 'order': {
        try {
          const order = customerId ? await getLatestOrder(customerId) : null;
          if (!order) return { from: 'assistant', text: t('support.chat.noOrders') };
          return {
            from: 'assistant',
            text: t('support.chat.latestOrder', {
              number: order.orderNumber,
              date: format.date(order.orderDate),
              status: t(`support.orderStatus.${order.status}` as TranslationKey),
            }),
            link: { to: `${CUSTOMER_AREA}/order-history`, label: t('support.chat.orderHistory') },
          };
        } catch {
          return { from: 'assistant', text: t('support.chat.orderError') };
        }
      }
      case 'fallback':
        return { from: 'assistant', text: t('support.chat.fallback') };
    }
  }

  const ask = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed || typing) return;
    say({ from: 'customer', text: trimmed });
    setQuestion('');
    setTyping(true);
    const [reply] = await Promise.all([replyTo(trimmed), wait(TYPING_MS)]);
    if (!alive.current) return;
    setTyping(false);
    say(reply);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };

  const talkToPerson = () => {
    const lines = entries.map(({ from, text }) => ({ from, text }));
    const ticket = handOverTicket(
      lines,
      {
        subject: (first) =>
          first
            ? t('support.chat.handOverSubject', { question: first })
            : t('support.chat.handOverSubjectEmpty'),
        customer: t('support.chat.transcriptCustomer'),
        assistant: t('support.chat.transcriptAssistant'),
      },
      { subject: LIMITS.ticketSubjectMax, message: LIMITS.ticketMessageMax },
    );
    setTyping(true);
    handOver.mutate(
      { ...ticket, category: categoryOf(answers.current) },
      {
        onSuccess: ({ ticket: opened }) => {
          setTyping(false);
          say({
            from: 'assistant',
            text: t('support.chat.handedOver', { id: opened.id }),
            link: { ticketId: opened.id, label: t('support.chat.viewTicket') },
          });
        },
        onError: (error) => {
          setTyping(false);
          // Refused for opening too many tickets (429): say why, rather than "please try again".
          const refused = error instanceof ApiError && error.status === 429;
          say({
            from: 'assistant',
            text: refused ? apiErrorMessage(error, t) : t('support.chat.handOverFailed'),
          });
        },
      },
    );
  };

  const suggestions = (['returns', 'order', 'shipping'] as const).map((key) =>
    t(`support.chat.suggestions.${key}`),
  );

  return (
    <section
      aria-labelledby="support-chat"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SectionTitle
        id="support-chat"
        title={t('support.chat.title')}
        intro={t('support.chat.intro')}
      />

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('support.chat.logLabel')}
        data-testid="chat-log"
        className="max-h-[28rem] min-h-48 overflow-y-auto rounded-xl bg-slate-50 p-3"
      >
        <ol className="grid content-start gap-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-testid="chat-line"
              data-from={entry.from}
              className={`flex ${entry.from === 'customer' ? 'justify-end' : 'justify-start'}`}
            >
              <div
                className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-sm ${
                  entry.from === 'customer'
                    ? 'bg-brand-700 text-white'
                    : 'bg-white text-slate-900 ring-1 ring-slate-200'
                }`}
              >
                <p className="sr-only">
                  {entry.from === 'customer' ? t('support.chat.you') : t('support.chat.assistant')}:
                </p>
                <p className="whitespace-pre-line break-words leading-relaxed">{entry.text}</p>
                {entry.link &&
                  ('to' in entry.link ? (
                    <Link
                      to={entry.link.to}
                      className="mt-2 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {entry.link.label}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onViewTicket((entry.link as { ticketId: number }).ticketId)}
                      className="mt-2 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {entry.link.label}
                    </button>
                  ))}
              </div>
            </li>
          ))}
        </ol>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-600" data-testid="chat-typing">
        {typing && (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-flex gap-1">
              {[0, 1, 2].map((dot) => (
                <span
                  key={dot}
                  className="size-1.5 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none"
                  style={{ animationDelay: `${dot * 150}ms` }}
                />
              ))}
            </span>
            {t('support.chat.typing')}
          </span>
        )}
      </p>

      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={t('support.chat.suggestionsLabel')}
      >
        {suggestions.map((suggestion) => (
          <Button
            key={suggestion}
            variant="secondary"
            size="sm"
            disabled={typing}
            onClick={() => void ask(suggestion)}
          >
            {suggestion}
          </Button>
        ))}
      </div>

      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('support.chat.inputLabel')}
          </label>
          <input
            id={inputId}
            value={question}
            maxLength={500}
            autoComplete="off"
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={t('support.chat.placeholder')}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
          />
        </div>
        <Button type="submit" disabled={typing || !question.trim()}>
          {t('support.chat.send')}
        </Button>
      </form>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          onClick={talkToPerson}
          loading={handOver.isPending}
          disabled={typing || !entries.some((entry) => entry.from === 'customer')}
        >
          <LifeBuoyIcon size={18} />
          {t('support.chat.talkToPerson')}
        </Button>
        <p className="text-xs text-slate-600">{t('support.hours')}</p>
      </div>
    </section>
  );
}
