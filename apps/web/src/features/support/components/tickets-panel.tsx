import { useState } from 'react';
import type { Ticket } from '@souk/shared/responses/support';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { LifeBuoyIcon } from '../../../components/icons';
import { TicketList, TicketSplit } from '../../../components/support-ticket';
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
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const tickets = useTickets(page);

  const created = (ticket: Ticket) => {
    setCreating(false);
    setPage(0);
    onSelect(ticket.id);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{t('support.tickets.listLabel')}</h2>
        <Button onClick={() => setCreating(true)}>{t('support.tickets.newTicket')}</Button>
      </div>
      <TicketSplit
        list={
          <TicketList
            tickets={tickets}
            viewer="customer"
            selected={selected}
            onSelect={onSelect}
            page={page + 1}
            onPage={(next) => setPage(next - 1)}
            empty={
              <EmptyState
                icon={<LifeBuoyIcon size={28} />}
                title={t('support.tickets.emptyTitle')}
                body={t('support.tickets.emptyBody')}
                action={
                  <Button onClick={() => setCreating(true)}>
                    {t('support.tickets.newTicket')}
                  </Button>
                }
              />
            }
          />
        }
        detail={
          selected !== null ? <TicketDetail id={selected} onBack={() => onSelect(null)} /> : null
        }
        hint={
          tickets.data && tickets.data.totalElements > 0 ? t('support.tickets.select') : undefined
        }
      />
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
    </div>
  );
}
