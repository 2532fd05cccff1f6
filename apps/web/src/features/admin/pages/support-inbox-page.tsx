import { useSearchParams } from 'react-router';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@souk/shared/constants';
import { idIn } from '@souk/shared/validation';
import { EmptyState } from '../../../components/empty-state';
import { LifeBuoyIcon } from '../../../components/icons';
import { SelectField } from '../../../components/select-field';
import { TicketList, TicketPane, TicketSplit } from '../../../components/support-ticket';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
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
  const ticket = useInboxTicket(id);
  const answer = useAnswerTicket();
  const status = useChangeInboxStatus();
  return (
    <TicketPane
      id={id}
      ticket={ticket}
      reply={answer}
      status={status}
      viewer="support"
      onBack={onBack}
    />
  );
}

/**
 * /dashboard/admin/support (issue 11): the support inbox. Tickets of every customer, filtered by
 * status, priority and category (kept in the address), the thread of the one chosen, the answer
 * (mailed to the customer) and Close or Reopen. The layout's header carries the page's title.
 */
export default function SupportInboxPage() {
  const t = useT();
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
      <TicketSplit
        list={
          <TicketList
            tickets={tickets}
            viewer="support"
            selected={selected}
            onSelect={(id) => update({ ticket: String(id) })}
            page={filters.page + 1}
            onPage={(page) => update({ page: page > 1 ? String(page) : null })}
            empty={
              <EmptyState icon={<LifeBuoyIcon size={28} />} title={t('support.admin.empty')} />
            }
          />
        }
        detail={
          selected !== null ? (
            <InboxTicketDetail id={selected} onBack={() => update({ ticket: null })} />
          ) : null
        }
        hint={t('support.admin.select')}
      />
    </div>
  );
}
