import { useId, useState } from 'react';
import { ALERT_TYPES } from '@souk/shared/constants';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { BellIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { TabList, tabId, tabPanelId, type TabItem } from '../../../components/tabs';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAlertChange } from '../api/change-alerts';
import { useAlerts, type AlertTab } from '../api/get-alerts';
import { useUnreadCount } from '../api/get-unread-count';
import { AlertList } from '../components/alert-list';
import { CreateAlertDialog } from '../components/create-alert-dialog';
import { PriceAlertsPanel } from '../components/price-alerts-panel';

const TABS: AlertTab[] = ['all', ...ALERT_TYPES];

function AlertsPanel({ tab }: { tab: AlertTab }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const alerts = useAlerts(tab, page);
  if (alerts.isError && !alerts.data)
    return (
      <ErrorState
        headingLevel={3}
        message={`${t('alerts.loadFailed')} ${apiErrorMessage(alerts.error, t)}`}
        retryLabel={t('alerts.retry')}
        onRetry={() => void alerts.refetch()}
      />
    );
  if (!alerts.data)
    return (
      <div className="grid gap-3" aria-busy="true">
        <p className="sr-only" role="status">
          {t('alerts.loading')}
        </p>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (alerts.data.content.length === 0)
    return (
      <EmptyState
        icon={<BellIcon size={28} />}
        title={t('alerts.emptyTitle')}
        body={t('alerts.emptyBody')}
      />
    );
  return (
    <div className="grid gap-4">
      <AlertList alerts={alerts.data.content} />
      {alerts.data.totalPages > 1 && (
        <Pagination
          page={page + 1}
          totalPages={alerts.data.totalPages}
          onChange={(next) => setPage(next - 1)}
        />
      )}
    </div>
  );
}

/**
 * storefront §2 "Alerts", on real events (decision 011): tabs by type, unread and read, mark one
 * or all read, delete; the active price alerts with edit and delete; the create-alert modal.
 */
export default function AlertsPage() {
  const t = useT();
  usePageTitle('alerts.title');
  const listId = useId();
  const [tab, setTab] = useState<AlertTab>('all');
  const [creating, setCreating] = useState(false);
  const unread = useUnreadCount({ fresh: true });
  const change = useAlertChange();
  const unreadCount = unread.data?.count ?? 0;
  const items: TabItem<AlertTab>[] = TABS.map((key) => ({
    key,
    label: t(`alerts.tabs.${key}`),
  }));

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('alerts.title')}</h1>
          <p className="mt-1 text-slate-600">{t('alerts.intro')}</p>
          <p className="mt-1 text-sm font-semibold text-brand-800" data-testid="alerts-unread">
            {t('alerts.unread', { count: unreadCount })}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={unreadCount === 0 || change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'read-all' },
              {
                onSuccess: () => toast.success(t('alerts.allRead')),
                onError: (error) =>
                  toast.error(t('alerts.failed', { reason: apiErrorMessage(error, t) })),
              },
            )
          }
        >
          {t('alerts.markAllRead')}
        </Button>
      </header>

      <section aria-labelledby={`${listId}-heading`} className="space-y-4">
        <h2 id={`${listId}-heading`} className="sr-only">
          {t('alerts.tabsLabel')}
        </h2>
        <TabList
          id={listId}
          label={t('alerts.tabsLabel')}
          items={items}
          selected={tab}
          onSelect={setTab}
          className="flex overflow-x-auto border-b border-slate-200"
        />
        <div role="tabpanel" id={tabPanelId(listId, tab)} aria-labelledby={tabId(listId, tab)}>
          <AlertsPanel key={tab} tab={tab} />
        </div>
      </section>

      <section aria-labelledby={`${listId}-price-alerts`} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={`${listId}-price-alerts`} className="text-xl font-bold text-slate-900">
              {t('alerts.priceAlerts.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('alerts.priceAlerts.intro')}</p>
          </div>
          <Button onClick={() => setCreating(true)}>{t('alerts.create.open')}</Button>
        </div>
        <PriceAlertsPanel />
      </section>
      <CreateAlertDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
