import { useSearchParams } from 'react-router';
import { TabList, tabId, tabPanelId } from '../../../components/tabs';
import { idIn } from '@souk/shared/validation';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { FaqPanel } from '../components/faq-panel';
import { LiveChat } from '../components/live-chat';
import { TicketsPanel } from '../components/tickets-panel';

const TABS = ['tickets', 'faq', 'chat'] as const;
type Tab = (typeof TABS)[number];
const TABS_ID = 'support-sections';

/**
 * /dashboard/profile/support (storefront §2 Support centre, issue 11): the customer's tickets
 * with their threads, the FAQ and the live chat. The tab and the open ticket live in the address
 * (?tab=chat, ?ticket=12), so the link in support's reply email opens the ticket.
 */
export default function SupportPage() {
  const t = useT();
  usePageTitle('support.title');
  const [params, setParams] = useSearchParams();
  const ticket = idIn(params.get('ticket') ?? '') ?? null;
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = ticket !== null ? 'tickets' : asked && TABS.includes(asked) ? asked : 'tickets';

  const show = (next: Tab, ticketId: number | null = null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('ticket');
        if (next === 'tickets') updated.delete('tab');
        else updated.set('tab', next);
        if (ticketId !== null) updated.set('ticket', String(ticketId));
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('support.title')}</h1>
        <p className="mt-1 text-slate-700">{t('support.subtitle')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('support.hours')}</p>
      </header>

      <TabList
        id={TABS_ID}
        label={t('support.sectionsLabel')}
        items={TABS.map((key) => ({ key, label: t(`support.tabs.${key}`) }))}
        selected={tab}
        onSelect={(key) => show(key)}
        className="flex overflow-x-auto border-b border-slate-200"
      />
      <div
        role="tabpanel"
        id={tabPanelId(TABS_ID, tab)}
        aria-labelledby={tabId(TABS_ID, tab)}
        tabIndex={0}
        className="focus:outline-none"
      >
        {tab === 'tickets' && (
          <TicketsPanel selected={ticket} onSelect={(id) => show('tickets', id)} />
        )}
        {tab === 'faq' && <FaqPanel />}
        {tab === 'chat' && <LiveChat onViewTicket={(id) => show('tickets', id)} />}
      </div>
    </div>
  );
}
