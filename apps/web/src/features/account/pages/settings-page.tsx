import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { TabList, tabId, tabPanelId } from '../../../components/tabs';
import { ADDRESS_UPDATE } from '../../../lib/address-update';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProfile } from '../api/profile';
import { AddressSection } from '../components/address-section';
import { PasswordForm } from '../components/password-form';

const TABS = ['password', 'addresses'] as const;
type SettingsTab = (typeof TABS)[number];
const TABS_ID = 'settings';

/**
 * spec: storefront §2 "Account settings" (/dashboard/profile/settings): two tabs, password and
 * addresses. The open tab is kept in the address (?tab=addresses), so a link can open it.
 */
export default function SettingsPage() {
  usePageTitle('account.settings');
  const t = useT();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const tab: SettingsTab = params.get('tab') === 'addresses' ? 'addresses' : 'password';
  const select = (next: SettingsTab) =>
    setParams(
      (current) => {
        const after = new URLSearchParams(current);
        if (next === 'password') after.delete('tab');
        else after.set('tab', next);
        return after;
      },
      { ...ADDRESS_UPDATE, replace: true },
    );

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('account.settings')}</h1>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <TabList
          id={TABS_ID}
          label={t('profile.settings.tabsLabel')}
          items={[
            { key: 'password', label: t('profile.settings.passwordTab') },
            { key: 'addresses', label: t('profile.settings.addressesTab') },
          ]}
          selected={tab}
          onSelect={select}
          className="flex gap-2 overflow-x-auto border-b border-slate-200 px-3"
        />
        {TABS.map((key) => (
          <div
            key={key}
            role="tabpanel"
            id={tabPanelId(TABS_ID, key)}
            aria-labelledby={tabId(TABS_ID, key)}
            hidden={key !== tab}
            tabIndex={0}
            className="p-5 sm:p-6"
          >
            {key !== tab ? null : profile.isPending ? (
              <div role="status" aria-busy="true" className="space-y-4">
                <span className="sr-only">{t('profile.page.loading')}</span>
                <Skeleton className="h-6 w-48" />
                <Skeleton className="h-12 w-full max-w-xl" />
                <Skeleton className="h-12 w-full max-w-xl" />
              </div>
            ) : profile.isError ? (
              <ErrorState
                title={t('profile.page.errorLoadingProfile')}
                message={t('profile.page.errorLoadingBody')}
                retryLabel={t('profile.page.retry')}
                onRetry={() => void profile.refetch()}
              />
            ) : key === 'password' ? (
              <PasswordForm email={profile.data.email} />
            ) : (
              <AddressSection user={profile.data} />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
